import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { ORDER_CHANNELS, type OrderDashboard, type PeriodFigures } from '#contract/order.js';
import { orderDashboardQuery } from '#web/api/admin/orders.js';
import { toast } from '#web/components/ui/toast.js';
import { formatMoney } from '#web/shop/money.js';
import { ADMIN_PATHS } from '../auth/paths.js';
import { useAdminFormat, useAdminText } from '../i18n/context.js';
import { ErrorState, LoadingState } from '../list/ListStates.js';
import { Isolate } from '../list/Isolate.js';
import { PageHeading } from '../list/PageHeading.js';
import { StockAlerts } from './StockAlerts.js';

// The chart library comes in its own chunk, fetched only when the dashboard shows.
const DailyChart = lazy(() => import('./DailyChart.js').then((m) => ({ default: m.DailyChart })));

const card = 'rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5';

/** The owner's figures: sales by period, a 30-day chart with its table, the best sellers and codes, orders waiting. */
export function DashboardPage() {
  const text = useAdminText().dashboard;
  const dashboard = useQuery(orderDashboardQuery());

  useEffect(() => {
    if (dashboard.isError) toast.error(text.fetchFailed, { id: 'admin-dashboard-fetch' });
  }, [dashboard.isError, text]);

  return (
    <section>
      <PageHeading title={text.heading} />
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError && !dashboard.data ? (
        <ErrorState title={text.fetchFailed} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardFigures figures={dashboard.data} />
      )}
    </section>
  );
}

function DashboardFigures({ figures }: { figures: OrderDashboard }) {
  const { dashboard: text, common } = useAdminText();
  const colon = common.colon;
  const format = useAdminFormat();
  const periods: [string, PeriodFigures][] = [
    [text.today, figures.today],
    [text.last7Days, figures.last7Days],
    [text.last30Days, figures.last30Days],
  ];
  const bestDay = figures.days.reduce<OrderDashboard['days'][number] | null>(
    (best, day) => (day.revenue > 0 && (!best || day.revenue > best.revenue) ? day : best),
    null,
  );
  const summary = text.chartSummary(
    figures.last30Days.sales.orders,
    formatMoney(figures.last30Days.sales.revenue),
    bestDay ? `${format.shopDay(bestDay.date)} (${formatMoney(bestDay.revenue)})` : null,
  );

  return (
    <div className="flex flex-col gap-6">
      <Link
        href={`${ADMIN_PATHS.orders}?status=new`}
        className={`${card} flex items-center gap-3 hover:bg-brand-50 ${figures.newCount > 0 ? 'border-amber-300 bg-amber-50' : ''}`}
      >
        <Inbox aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{text.waiting(figures.newCount)}</span>
          <span className="block text-sm text-brand-800 underline">{text.openInbox}</span>
        </span>
      </Link>

      <StockAlerts className={card} />

      <div>
        <ul className="grid gap-3 sm:grid-cols-3">
          {periods.map(([label, period]) => (
            <li key={label} className={card}>
              <h2 className="text-sm font-medium text-muted">{label}</h2>
              <p className="mt-1 font-display text-2xl text-ink tabular-nums sm:text-3xl">{formatMoney(period.sales.revenue)}</p>
              {/* The revenue is the items'; delivery fees stay apart so the two are never added up unawares. */}
              <p className="text-sm text-muted tabular-nums">{text.deliveryFees(formatMoney(period.sales.deliveryFees))}</p>
              {/* Already taken off the revenue and the fees above: what the codes gave away, for the owner to weigh. */}
              <p className="text-sm text-muted tabular-nums">{text.discounts(formatMoney(period.sales.discounts))}</p>
              <p className="text-sm text-ink">
                {text.sales}
                {colon}
                {text.salesOrders(period.sales.orders)}
              </p>
              <RevenueByChannel sales={period.sales} />
              <p className="mt-1 text-xs text-muted">
                {text.newAndCancelled(
                  period.new.orders,
                  formatMoney(period.new.total),
                  period.cancelled.orders,
                  formatMoney(period.cancelled.total),
                )}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted">{text.salesNote}</p>
      </div>

      <figure className={card} aria-labelledby="per-day" aria-describedby="per-day-summary">
        <h2 id="per-day" className="mb-1 font-semibold text-ink">
          {text.perDay}
        </h2>
        <figcaption id="per-day-summary" className="mb-3 text-sm text-muted">
          {summary}
        </figcaption>
        <Suspense fallback={<div aria-hidden="true" className="h-[284px]" />}>
          <DailyChart days={figures.days} formatMoney={formatMoney} />
        </Suspense>
        <details className="mt-3 text-sm">
          <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-brand-800">{text.showTable}</summary>
          <div className="mt-2 max-h-80 overflow-y-auto">
            <table className="w-full border-collapse">
              <caption className="sr-only">{text.perDay}</caption>
              <thead className="sticky top-0 bg-white text-xs text-muted">
                <tr className="border-b border-brand-100">
                  <th scope="col" className="py-1.5 text-start font-medium">
                    {text.columnDate}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {text.orders}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {text.revenue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.days.map((day) => (
                  <tr key={day.date} className="border-b border-brand-50">
                    <th scope="row" className="py-1.5 text-start font-normal text-ink">
                      <time dateTime={day.date}>{format.shopDay(day.date)}</time>
                    </th>
                    <td className="py-1.5 text-end text-ink tabular-nums">{day.orders}</td>
                    <td className="py-1.5 text-end text-ink tabular-nums">{formatMoney(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>

      <section className={card} aria-labelledby="best-sellers">
        <h2 id="best-sellers" className="mb-3 font-semibold text-ink">
          {text.bestSellers}
        </h2>
        {figures.bestSellers.length === 0 ? (
          <p className="text-sm text-muted">{text.noSales}</p>
        ) : (
          <table className="w-full table-fixed border-collapse text-sm">
            <thead className="text-xs text-muted">
              <tr className="border-b border-brand-100">
                <th scope="col" className="w-8 py-1.5 text-start font-medium">
                  #
                </th>
                <th scope="col" className="py-1.5 pe-2 text-start font-medium">
                  {text.columnProduct}
                </th>
                <th scope="col" className="w-14 py-1.5 pe-2 text-end font-medium">
                  {text.units}
                </th>
                <th scope="col" className="w-24 py-1.5 text-end font-medium">
                  {text.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.bestSellers.map((item, index) => (
                <tr key={`${item.kind}:${item.itemId}`} className="border-b border-brand-50 align-top">
                  <td className="py-1.5 text-muted tabular-nums">{index + 1}</td>
                  <th scope="row" className="py-1.5 pe-2 text-start font-normal break-words text-ink">
                    <Isolate>{item.name}</Isolate>
                  </th>
                  <td className="py-1.5 pe-2 text-end text-ink tabular-nums">{item.units}</td>
                  <td className="py-1.5 text-end text-ink tabular-nums">{formatMoney(item.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <CodeFigures codes={figures.codes} />
    </div>
  );
}

/** The discount codes confirmed and delivered orders used over the last 30 days, by revenue. */
function CodeFigures({ codes }: { codes: OrderDashboard['codes'] }) {
  const text = useAdminText().dashboard;
  return (
    <section className={card} aria-labelledby="code-figures">
      <h2 id="code-figures" className="mb-3 font-semibold text-ink">
        {text.codes}
      </h2>
      {codes.length === 0 ? (
        <p className="text-sm text-muted">{text.noCodes}</p>
      ) : (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead className="text-xs text-muted">
            <tr className="border-b border-brand-100">
              <th scope="col" className="py-1.5 pe-2 text-start font-medium">
                {text.columnCode}
              </th>
              <th scope="col" className="w-16 py-1.5 pe-2 text-end font-medium">
                {text.orders}
              </th>
              <th scope="col" className="w-24 py-1.5 pe-2 text-end font-medium">
                {text.revenue}
              </th>
              <th scope="col" className="w-24 py-1.5 text-end font-medium">
                {text.columnDiscounts}
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.code} className="border-b border-brand-50 align-top">
                <th scope="row" className="py-1.5 pe-2 text-start font-mono font-normal tracking-wide break-all text-ink">
                  <Isolate>{code.code}</Isolate>
                </th>
                <td className="py-1.5 pe-2 text-end text-ink tabular-nums">{code.orders}</td>
                <td className="py-1.5 pe-2 text-end text-ink tabular-nums">{formatMoney(code.revenue)}</td>
                <td className="py-1.5 text-end text-ink tabular-nums">{formatMoney(code.discounts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * 'Website $x · In shop $y': the channels that sold in the period, each pair kept on one line; nothing
 * while the website alone sold, as the revenue above says it already.
 */
function RevenueByChannel({ sales }: { sales: PeriodFigures['sales'] }) {
  const messages = useAdminText();
  const sold = ORDER_CHANNELS.filter((channel) => sales.byChannel[channel].orders > 0);
  if (sold.every((channel) => channel === 'website')) return null;
  return (
    <ul aria-label={messages.dashboard.byChannel} className="mt-1 flex flex-wrap gap-x-2 text-sm text-ink">
      {sold.map((channel, index) => (
        <li key={channel} className="whitespace-nowrap">
          {index > 0 ? (
            <span aria-hidden="true" className="me-2 text-muted">
              ·
            </span>
          ) : null}
          <span className="text-muted">{messages.orders.channels[channel]}</span>{' '}
          <span dir="ltr" className="font-medium tabular-nums">
            {formatMoney(sales.byChannel[channel].revenue)}
          </span>
        </li>
      ))}
    </ul>
  );
}
