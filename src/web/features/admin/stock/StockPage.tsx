import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, History } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { westernDigits } from '#contract/digits.js';
import { STOCK_LIMITS } from '#contract/constants.js';
import { validation } from '#contract/messages/validation.js';
import { STOCK_FILTERS, type StockFilter, type StockRow } from '#contract/stock.js';
import { downloadStockCsvMutation, saveStockMutation, stockListQuery } from '#web/api/admin/stock.js';
import { Button } from '#web/components/ui/Button.js';
import { toast } from '#web/components/ui/toast.js';
import { errorMessage } from '#web/http/api-client.js';
import { useMessages } from '#web/i18n/context.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { inputClass } from '../form/Field.js';
import { SaveBar } from '../form/SaveBar.js';
import { useAdminLanguage, useAdminText, useServerMessage } from '../i18n/context.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { Isolate } from '../list/Isolate.js';
import { ListToolbar } from '../list/ListToolbar.js';
import { PageHeading } from '../list/PageHeading.js';
import { useUnsavedChanges } from '../unsaved/unsaved-changes.js';
import { saveFile } from './save-file.js';
import { StockHistoryDialog, stockLabel } from './StockHistoryDialog.js';

const STOCK_CSV_NAME = 'stock.csv';

const parseFilter = (value: string | null): StockFilter => STOCK_FILTERS.find((filter) => filter === value) ?? 'all';

/** A typed count that is a whole number the API takes; anything else is not sent. */
function typedCount(value: string | undefined): number | null {
  const typed = value === undefined ? '' : westernDigits(value).trim();
  if (!/^\d+$/.test(typed)) return null;
  const count = Number(typed);
  return count <= STOCK_LIMITS.countMax ? count : null;
}

/**
 * A stocktake: every tracked item and colour in one table, a number field per row and one Save
 * that sends the changed counts with the ones shown, so a count an order moved meanwhile is refused.
 */
export function StockPage() {
  const text = useAdminText().stock;
  const language = useAdminLanguage();
  const commonText = useMessages().common;
  const serverMessage = useServerMessage();
  const params = useListSearch();
  const filter = parseFilter(params.params.get('filter'));
  const stock = useQuery(stockListQuery({ page: params.page, filter, search: params.search }));
  const save = useMutation(saveStockMutation);
  const download = useMutation(downloadStockCsvMutation);
  /** What the owner typed, by count id; a count typed back to what is shown is no change. */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [historyOf, setHistoryOf] = useState<StockRow | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const rows = stock.data?.data ?? [];
  const pagination = stock.data?.pagination;

  useEffect(() => {
    if (stock.isError) toast.error(text.fetchFailed, { id: 'admin-stock-fetch' });
  }, [stock.isError, text]);

  const changes = rows.flatMap((row) => {
    const count = typedCount(typed[row.id]);
    return count === null || count === row.count ? [] : [{ id: row.id, count, seen: row.count }];
  });
  const invalid = rows.filter((row) => typed[row.id] !== undefined && typed[row.id]!.trim() !== '' && typedCount(typed[row.id]) === null);
  const isShown = (id: string) => rows.some((row) => row.id === id);
  // A count typed on another page of the list or under another filter is kept too, out of sight.
  const typedElsewhere = Object.keys(typed).some((id) => !isShown(id));
  useUnsavedChanges(changes.length > 0 || invalid.length > 0 || typedElsewhere);

  const chooseFilter = (next: StockFilter) =>
    params.updateParams((current) => {
      if (next === 'all') current.delete('filter');
      else current.set('filter', next);
      current.delete('page');
    });

  function downloadCsv() {
    if (download.isPending) return;
    download.mutate(language, {
      onSuccess: (file) => saveFile(file, STOCK_CSV_NAME),
      onError: (failure) => toast.error(serverMessage(errorMessage(failure, text.downloadFailed))),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (changes.length === 0) {
      toast.success(text.nothingChanged);
      return;
    }
    setSaveError(null);
    save.mutate(
      { counts: changes },
      {
        onSuccess: () => {
          toast.success(text.saved(changes.length));
          // What was typed on the rows shown is saved; counts typed elsewhere wait for their own Save.
          setTyped((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !isShown(id))));
        },
        onError: (failure) => {
          setSaveError(errorMessage(failure, text.saveFailed));
          toast.error(text.saveFailed);
        },
      },
    );
  }

  return (
    <section>
      <PageHeading title={text.heading} detail={pagination ? commonText.totalCount(pagination.totalItems) : undefined} />
      <ListToolbar
        searchLabel={text.searchPlaceholder}
        searchValue={params.term}
        onSearchChange={params.onTermChange}
        onRefresh={() => void stock.refetch()}
        refreshing={stock.isFetching}
        action={
          <Button variant="secondary" busy={download.isPending} onClick={downloadCsv}>
            <Download aria-hidden="true" className="size-4" />
            {text.downloadCsv}
          </Button>
        }
      />
      <div role="group" aria-label={text.filterLabel} className="-mt-2 mb-4 flex flex-wrap gap-2">
        {STOCK_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === filter}
            onClick={() => chooseFilter(option)}
            className={`inline-flex min-h-11 items-center rounded-full px-5 text-sm font-medium transition-colors ${
              option === filter ? 'bg-brand-700 text-white' : 'bg-white text-ink ring-1 ring-brand-200 hover:bg-brand-50'
            }`}
          >
            {text.filters[option]}
          </button>
        ))}
      </div>

      <AdminListBody
        query={stock}
        empty={rows.length === 0}
        errorTitle={text.fetchFailed}
        emptyTitle={text.empty}
        emptyHint={text.emptyHint}
        pagination={pagination}
        onPageChange={params.goToPage}
      >
        <form onSubmit={submit} noValidate>
          <table className={`w-full border-separate border-spacing-0 text-sm ${stock.isPlaceholderData ? 'opacity-60' : ''}`}>
            <thead>
              <tr className="text-start text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="border-b border-brand-100 py-2 pe-2 text-start font-semibold">
                  {text.item}
                </th>
                <th scope="col" className="border-b border-brand-100 px-2 py-2 text-start font-semibold">
                  {text.count}
                </th>
                <th scope="col" className="border-b border-brand-100 py-2 ps-2 text-end font-semibold">
                  <span className="sr-only">{text.history}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const label = stockLabel(row);
                const value = typed[row.id] ?? String(row.count);
                const changed = changes.some((change) => change.id === row.id);
                const wrong = invalid.includes(row);
                return (
                  <tr key={row.id} data-changed={changed || undefined} className="data-changed:bg-amber-50">
                    <th scope="row" className="border-b border-brand-100 py-2 pe-2 text-start font-normal">
                      <span className="flex items-center gap-2">
                        {row.colorHex ? (
                          <span
                            aria-hidden="true"
                            className="size-5 shrink-0 rounded-full border border-ink/15"
                            style={{ backgroundColor: row.colorHex }}
                          />
                        ) : null}
                        <span className="min-w-0">
                          <span className="block font-medium text-ink">
                            <Isolate>{row.name}</Isolate>
                          </span>
                          {row.colorName ? (
                            <span className="block text-xs text-muted">
                              <Isolate>{row.colorName}</Isolate>
                            </span>
                          ) : null}
                        </span>
                        {row.count === 0 ? (
                          <span className="ms-auto rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{text.out}</span>
                        ) : row.low ? (
                          <span className="ms-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                            {text.low}
                          </span>
                        ) : null}
                      </span>
                    </th>
                    <td className="border-b border-brand-100 px-2 py-2">
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={STOCK_LIMITS.countMax}
                        step={1}
                        aria-label={text.countLabel(label)}
                        aria-invalid={wrong || undefined}
                        value={value}
                        onChange={(event) => setTyped((current) => ({ ...current, [row.id]: event.target.value }))}
                        className={`${inputClass.replace('w-full', 'w-24')} tabular-nums`}
                      />
                    </td>
                    <td className="border-b border-brand-100 py-2 ps-2 text-end">
                      <button
                        type="button"
                        onClick={() => setHistoryOf(row)}
                        aria-label={text.historyOf(label)}
                        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
                      >
                        <History aria-hidden="true" className="size-5" />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {invalid.length > 0 ? <p className="mt-3 text-sm text-red-700">{serverMessage(validation.stockCount)}</p> : null}
          {saveError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {serverMessage(saveError)}
            </p>
          ) : null}
          <SaveBar status={changes.length > 0 ? text.changedCount(changes.length) : null}>
            <Button type="submit" size="lg" busy={save.isPending} disabled={changes.length === 0 && !save.isPending}>
              {save.isPending ? text.saving : text.save}
            </Button>
          </SaveBar>
        </form>
      </AdminListBody>

      {historyOf ? <StockHistoryDialog row={historyOf} onClose={() => setHistoryOf(null)} /> : null}
    </section>
  );
}
