import { useQuery } from '@tanstack/react-query';
import { PackageX } from 'lucide-react';
import { Link } from 'wouter';
import { stockListQuery } from '#web/api/admin/stock.js';
import { ADMIN_PATHS } from '../auth/paths.js';
import { useAdminText } from '../i18n/context.js';
import { Isolate } from '../list/Isolate.js';
import { stockLabel } from '../stock/StockHistoryDialog.js';

/** The dashboard names a few; the Stock page, filtered, has them all. */
const SHOWN = 5;

/**
 * The tracked items and colours at or under the low-stock threshold, sold out ones first, with links
 * to the Stock page filtered on low and on out. The low filter holds the sold-out ones too: each is
 * counted once, so the heading adds up to the rows. Shows nothing while there are none (or the counts
 * do not load: the figures around it matter more).
 */
export function StockAlerts({ className }: { className: string }) {
  const text = useAdminText().dashboard;
  const low = useQuery(stockListQuery({ page: 1, filter: 'low', search: '' }));
  const out = useQuery(stockListQuery({ page: 1, filter: 'out', search: '' }));
  if (!low.data || !out.data) return null;
  const total = low.data.pagination.totalItems;
  if (total === 0) return null;
  const outTotal = out.data.pagination.totalItems;
  const rows = [...out.data.data, ...low.data.data.filter((row) => row.count > 0)].slice(0, SHOWN);

  return (
    <section className={`${className} border-amber-300`} aria-labelledby="stock-alerts">
      <h2 id="stock-alerts" className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <PackageX aria-hidden="true" className="size-5 text-brand-700" />
        {text.stockAlerts(outTotal, total - outTotal)}
      </h2>
      <ul className="mb-3 flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          <li key={row.id} className="flex justify-between gap-3">
            <Isolate>{stockLabel(row)}</Isolate>
            <span className={row.count === 0 ? 'font-medium text-red-800' : 'text-amber-800'}>
              {row.count === 0 ? text.stockSoldOut : text.stockLeft(row.count)}
            </span>
          </li>
        ))}
        {total > rows.length ? <li className="text-muted">{text.stockMore(total - rows.length)}</li> : null}
      </ul>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href={`${ADMIN_PATHS.stock}?filter=low`} className="text-brand-800 underline">
          {text.seeLowStock}
        </Link>
        {outTotal > 0 ? (
          <Link href={`${ADMIN_PATHS.stock}?filter=out`} className="text-brand-800 underline">
            {text.seeOutOfStock}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
