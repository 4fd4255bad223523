import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StockRow } from '#contract/stock.js';
import { stockHistoryQuery } from '#web/api/admin/stock.js';
import { Button } from '#web/components/ui/Button.js';
import { useMessages } from '#web/i18n/context.js';
import { Dialog, DialogActions } from '../dialogs/Dialog.js';
import { useAdminFormat, useAdminText } from '../i18n/context.js';
import { isolateText } from '../list/Isolate.js';
import { ErrorState, LoadingState } from '../list/ListStates.js';

/** The label of a count: its colour and item, or the item. */
export const stockLabel = (row: Pick<StockRow, 'name' | 'colorName'>) => (row.colorName ? `${row.colorName} (${row.name})` : row.name);

/** A count's changes, newest first: when, from what to what, why, and who made them. */
export function StockHistoryDialog({ row, onClose }: { row: StockRow; onClose: () => void }) {
  const { stock: text, common: adminCommon } = useAdminText();
  const commonText = useMessages().common;
  const format = useAdminFormat();
  const [page, setPage] = useState(1);
  const history = useQuery(stockHistoryQuery(row.id, page));
  const changes = history.data?.data ?? [];
  const pagination = history.data?.pagination;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={text.historyOf(stockLabel(row))}>
      {history.isPending ? <LoadingState /> : null}
      {history.isError ? <ErrorState title={text.fetchFailed} error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.isSuccess && changes.length === 0 ? <p className="text-sm text-muted">{text.historyEmpty}</p> : null}
      {changes.length > 0 ? (
        <ol className="flex flex-col divide-y divide-brand-100">
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
              <span className="text-ink">
                {text.reasons[change.reason]}
                {change.orderReference ? <span className="ms-1 font-mono text-muted">{change.orderReference}</span> : null}
              </span>
              <span className="font-semibold tabular-nums text-ink">{text.change(change.before, change.after)}</span>
              <span className="w-full text-xs text-muted">
                <time dateTime={change.at}>{format.dateTime(change.at)}</time>
                {/* Nothing for a customer's own order. */}
                {change.by ? ` · ${adminCommon.byPerson(isolateText(change.by.name))}` : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {pagination && pagination.totalPages > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-2 text-sm">
          <Button variant="secondary" size="sm" disabled={!pagination.hasPrevious} onClick={() => setPage((value) => value - 1)}>
            {commonText.previous}
          </Button>
          <span className="text-muted">{commonText.pageOf(pagination.currentPage, pagination.totalPages)}</span>
          <Button variant="secondary" size="sm" disabled={!pagination.hasNext} onClick={() => setPage((value) => value + 1)}>
            {commonText.next}
          </Button>
        </div>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
