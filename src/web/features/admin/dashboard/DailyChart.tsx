import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { direction } from '#contract/languages.js';
import type { OrderDashboard } from '#contract/order.js';
import { useAdminFormat, useAdminLanguage, useAdminText } from '../i18n/context.js';

type Day = OrderDashboard['days'][number];

const ORDERS_COLOUR = '#b24d6e'; // brand-500
const REVENUE_COLOUR = '#1e3a5f';
const AXIS_COLOUR = '#6b5a60'; // muted
const GRID_COLOUR = '#f1e4e9';
const HEIGHT = 260;

/**
 * Kept to uPlot, the admin's words and its own formatters (money comes in as a prop), so that its lazy
 * chunk shares no module with the storefront: a shared module would be split out of the storefront's
 * first load into a chunk of its own, and every extra chunk costs a little.
 *
 * Orders per day as bars (start axis) and revenue as a line (end axis), drawn on a canvas by uPlot
 * at the width of its box; in a right-to-left language the days run from right to left and the axes
 * swap sides. Hidden from screen readers: the page gives the same figures as text.
 */
/**
 * The days the x axis names: every 7th back from the last, or every 14th on a chart under 480 px wide (a
 * phone), where a week's labels ("12 نوفمبر", « 12 nov. ») would run into each other.
 */
export function labelledDays(count: number, width: number): number[] {
  const every = width < 480 ? 14 : 7;
  return Array.from({ length: count }, (_day, index) => index).filter((index) => (count - 1 - index) % every === 0);
}

export function DailyChart({ days, formatMoney }: { days: Day[]; formatMoney: (dollars: number) => string }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useAdminText().dashboard;
  const { shopDay } = useAdminFormat();
  const rtl = direction(useAdminLanguage()) === 'rtl';

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // x is the day's position, so days are evenly spaced whatever the calendar does (summer time).
    const data: uPlot.AlignedData = [days.map((_day, index) => index), days.map((day) => day.orders), days.map((day) => day.revenue)];
    const label = (index: number) => (days[index] ? shopDay(days[index].date) : '');
    const width = () => Math.max(element.clientWidth, 200);
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, dir: rtl ? -1 : 1, range: [-0.6, days.length - 0.4] },
          orders: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
        },
        axes: [
          {
            stroke: AXIS_COLOUR,
            grid: { show: false },
            ticks: { show: false },
            splits: (u) => labelledDays(days.length, u.width),
            values: (_u, splits) => splits.map(label),
          },
          {
            scale: 'orders',
            side: rtl ? 1 : 3,
            stroke: ORDERS_COLOUR,
            grid: { stroke: GRID_COLOUR },
            ticks: { show: false },
            size: 36,
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
          },
          {
            scale: 'revenue',
            side: rtl ? 3 : 1,
            stroke: REVENUE_COLOUR,
            grid: { show: false },
            ticks: { show: false },
            size: 64,
            values: (_u, splits) => splits.map((value) => formatMoney(value).replace(/\.00$/, '')),
          },
        ],
        series: [
          {},
          {
            label: text.orders,
            scale: 'orders',
            fill: `${ORDERS_COLOUR}cc`,
            stroke: ORDERS_COLOUR,
            width: 0,
            paths: uPlot.paths.bars!({ size: [0.6, 24] }),
            points: { show: false },
          },
          {
            label: text.revenue,
            scale: 'revenue',
            stroke: REVENUE_COLOUR,
            width: 2,
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, formatMoney, text, shopDay, rtl]);

  return (
    <div aria-hidden="true">
      <div ref={box} className="w-full overflow-hidden" style={{ height: HEIGHT }} />
      <div className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: ORDERS_COLOUR }} />
          {text.orders}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4" style={{ backgroundColor: REVENUE_COLOUR }} />
          {text.revenue}
        </span>
      </div>
    </div>
  );
}
