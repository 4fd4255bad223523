// The dashboard's figures: sales, new and cancelled orders today and over the last 7 and 30 days,
// a 30-day series, the best sellers, and the count of new orders (the admin's badge).
import { centsToDollars } from '#contract/fields.js';
import {
  ORDER_CHANNELS,
  SALES_STATUSES,
  type CartLine,
  type OrderChannel,
  type OrderDashboard,
  type PeriodFigures,
} from '#contract/order.js';
import type { OrdersContext } from './context.js';
import { addDays, shopDay } from './days.js';
import * as repo from './repository.js';

const BEST_SELLERS = 10;
const DASHBOARD_DAYS = 30;

/** Where an order's figures count in the dashboard: sales (confirmed, delivered), new or cancelled. */
type Bucket = 'sales' | 'new' | 'cancelled';
const bucketOf = (status: string): Bucket | null =>
  (SALES_STATUSES as readonly string[]).includes(status) ? 'sales' : status === 'new' || status === 'cancelled' ? status : null;

interface Tally {
  orders: number;
  cents: number;
}
type Cents = Record<Bucket, Tally> & { byChannel: Record<OrderChannel, Tally>; deliveryFeeCents: number; discountCents: number };
function emptyCents(): Cents {
  const zero = () => ({ orders: 0, cents: 0 });
  return {
    deliveryFeeCents: 0,
    discountCents: 0,
    sales: zero(),
    new: zero(),
    cancelled: zero(),
    byChannel: Object.fromEntries(ORDER_CHANNELS.map((channel) => [channel, zero()])) as Cents['byChannel'],
  };
}
const toRevenue = (tally: Tally) => ({ orders: tally.orders, revenue: centsToDollars(tally.cents) });
function toFigures(cents: Cents): PeriodFigures {
  const byChannel = cents.byChannel;
  return {
    sales: {
      ...toRevenue(cents.sales),
      deliveryFees: centsToDollars(cents.deliveryFeeCents),
      discounts: centsToDollars(cents.discountCents),
      byChannel: {
        website: toRevenue(byChannel.website),
        shop: toRevenue(byChannel.shop),
        phone: toRevenue(byChannel.phone),
        whatsapp: toRevenue(byChannel.whatsapp),
      },
    },
    new: { orders: cents.new.orders, total: centsToDollars(cents.new.cents) },
    cancelled: { orders: cents.cancelled.orders, total: centsToDollars(cents.cancelled.cents) },
  };
}

export async function newCount({ db }: OrdersContext): Promise<number> {
  return repo.countOrdersWithStatus(db, 'new');
}

/** Today, the last 7 and 30 days (Beirut days, today included), a 30-day series and the best sellers. */
export async function dashboard(context: OrdersContext): Promise<OrderDashboard> {
  const { db, now } = context;
  const today = shopDay(now());
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const weekStart = addDays(today, -6);
  const [totals, best, codes, newOrders] = await Promise.all([
    repo.dailyTotals(db, first, today),
    repo.bestSellers(db, first, today, SALES_STATUSES, BEST_SELLERS),
    repo.codeTotals(db, first, today, SALES_STATUSES),
    newCount(context),
  ]);
  const cents = { today: emptyCents(), last7Days: emptyCents(), last30Days: emptyCents() };
  const salesByDay = new Map<string, { orders: number; cents: number }>();
  for (const row of totals) {
    const periods = [cents.last30Days, ...(row.day >= weekStart ? [cents.last7Days] : []), ...(row.day === today ? [cents.today] : [])];
    const bucket = bucketOf(row.status);
    if (!bucket) continue;
    for (const period of periods) {
      for (const tally of bucket === 'sales' ? [period.sales, period.byChannel[row.channel]] : [period[bucket]]) {
        tally.orders += row.orders;
        tally.cents += row.totalCents;
      }
      if (bucket === 'sales') {
        period.deliveryFeeCents += row.deliveryFeeCents;
        period.discountCents += row.discountCents;
      }
    }
    if (bucket === 'sales') {
      const day = salesByDay.get(row.day) ?? { orders: 0, cents: 0 };
      salesByDay.set(row.day, { orders: day.orders + row.orders, cents: day.cents + row.totalCents });
    }
  }
  return {
    today: toFigures(cents.today),
    last7Days: toFigures(cents.last7Days),
    last30Days: toFigures(cents.last30Days),
    days: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = addDays(first, i);
      const day = salesByDay.get(date);
      return { date, orders: day?.orders ?? 0, revenue: centsToDollars(day?.cents ?? 0) };
    }),
    bestSellers: best.map(({ revenueCents, ...seller }) => ({
      ...seller,
      kind: seller.kind as CartLine['kind'],
      revenue: centsToDollars(revenueCents),
    })),
    codes: codes
      .sort((a, b) => b.revenueCents - a.revenueCents || a.code.localeCompare(b.code))
      .map((code) => ({
        code: code.code,
        orders: code.orders,
        revenue: centsToDollars(code.revenueCents),
        discounts: centsToDollars(code.discountCents),
      })),
    newCount: newOrders,
  };
}
