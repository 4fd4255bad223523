import { sql, type Insertable } from 'kysely';
import type { OrderChannel } from '#contract/order.js';
import type { Db } from '../db/connect.js';
import { paginate } from '#contract/pagination.js';
import { selectPage, type Page } from '../db/page.js';
import type { OrderLinesTable, OrderRow, OrdersTable, OrderStatusChangesTable } from '../db/schema.js';
import { toCount } from '../db/text.js';
import { countIndexedMatches, matchesWords, planSearch, type SearchPath } from '../search/matching.js';
import { imageColumns } from '../uploads/repository.js';

// The SQL of orders. Every function takes `db` or a transaction; the service decides which.

// The names in French and Arabic too: a cart line shows the page's language (descriptions it does not show).
const ITEM_COLUMNS = ['id', 'name', 'name_fr', 'name_ar', 'price_cents', 'offer_price_cents', 'track_stock', 'image_id'] as const;
function itemColumns<T extends 'products' | 'offers'>(table: T) {
  return [...ITEM_COLUMNS.map((column) => `${table}.${column}` as const), ...imageColumns];
}

/** The products among `ids`, with what a quote needs: prices, picture, colours and sold-out flag. */
export async function findProductsForQuote(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .leftJoin('images', 'images.id', 'products.image_id')
    .select([...itemColumns('products'), 'products.sold_out', 'products.colors', 'products.category_id'])
    .where('products.id', 'in', ids)
    .execute();
}

/** The offers among `ids`, with prices and picture (offers have no colours and are never sold out). */
export async function findOffersForQuote(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('offers')
    .leftJoin('images', 'images.id', 'offers.image_id')
    .select(itemColumns('offers'))
    .where('offers.id', 'in', ids)
    .execute();
}

export type QuotedProductRow = Awaited<ReturnType<typeof findProductsForQuote>>[number];
export type QuotedOfferRow = Awaited<ReturnType<typeof findOffersForQuote>>[number];

/** Writes an order, its lines and its first status changes (new; or confirmed, delivered for a sale); run it in a transaction. */
export async function insertOrder(
  db: Db,
  order: Insertable<OrdersTable>,
  lines: Insertable<OrderLinesTable>[],
  changes: Insertable<OrderStatusChangesTable>[],
): Promise<void> {
  await db.insertInto('orders').values(order).execute();
  await db.insertInto('order_lines').values(lines).execute();
  await db.insertInto('order_status_changes').values(changes).execute();
}

export async function findOrder(db: Db, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The order a page's token leads to: the one with the page key `pageKey`, or the one with the id `id`
 * that has no key (placed before keys, never given a new link). One lookup whatever the token.
 */
export async function findOrderByPage(db: Db, pageKey: string, id: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('page_key', '=', pageKey), eb.and([eb('id', '=', id), eb('page_key', 'is', null)])]))
    .executeTakeFirst();
}

export async function findOrderByKey(db: Db, idempotencyKey: string) {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function findOrderLines(db: Db, orderId: string) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

export async function findStatusChanges(db: Db, orderId: string) {
  return db
    .selectFrom('order_status_changes')
    .select(['status', 'changed_at', 'actor_id', 'actor_name'])
    .where('order_id', '=', orderId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

/**
 * Moves an order from `from` to `to` and records the change, if it is still `from`: two owners
 * changing it at once cannot both succeed. Run it in a transaction; false when it was not `from`.
 */
export async function changeStatus(db: Db, id: string, from: string, change: Insertable<OrderStatusChangesTable>): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: change.status, updated_at: change.changed_at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.insertInto('order_status_changes').values(change).execute();
  return true;
}

export async function findOrderIdByReference(db: Db, reference: string) {
  return db.selectFrom('orders').select('id').where('reference', '=', reference).executeTakeFirst();
}

export interface OrderFilter {
  status?: string;
  /** Exactly this reference. */
  reference?: string;
  /** Folded words (search/matching.ts's wordsToFind) that the folded reference, name and phone digits must all contain, in any order. */
  search?: readonly string[];
}

const LIST_COLUMNS = [
  'id',
  'reference',
  'created_at',
  'item_count',
  'total_cents',
  'delivery_option_id',
  'delivery_option_kind',
  'delivery_option_name',
  'delivery_fee_cents',
  'discount_code',
  'discount_items_cents',
  'discount_delivery_cents',
  'customer_name',
  'customer_phone',
  'status',
  'channel',
] as const;

/**
 * One page of orders, newest first. A search goes through the trigram index (search/matching.ts,
 * decision 002): on SQLite counted in the index, and the page read by the path that costs least. A
 * word under three characters has no trigram: it is tested on each of the other words' matches, read
 * by rowid, or on every order when all are short (some 15 ms at 100,000 orders, as a short term alone).
 */
export async function listOrdersPage(
  db: Db,
  { status, reference, search }: OrderFilter,
  page: number,
  limit: number,
): Promise<Page<OrderListColumns>> {
  const narrowed = status !== undefined || reference !== undefined;
  const query = (path?: SearchPath) =>
    db
      .selectFrom('orders')
      .select(LIST_COLUMNS)
      .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
      .$if(reference !== undefined, (qb) => qb.where('reference', '=', reference!))
      .$if(search !== undefined, (qb) => qb.where(matchesWords(db, 'orders', search!, path)))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  if (search === undefined || narrowed) return selectPage(query(search === undefined ? undefined : 'indexWalk'), page, limit);
  const indexed = await countIndexedMatches(db, 'orders', search);
  const total = indexed?.exact ? indexed.count : await countOrdersMatching(db, search);
  const offset = (page - 1) * limit;
  const path = offset < total ? await planSearch(db, 'orders', total, page * limit, indexed?.count) : undefined;
  const rows = path ? await query(path).limit(limit).offset(offset).execute() : [];
  return { rows, total, pagination: paginate(page, limit, total) };
}

async function countOrdersMatching(db: Db, words: readonly string[]): Promise<number> {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(matchesWords(db, 'orders', words))
    .executeTakeFirstOrThrow();
  return toCount(count as string | number);
}
type OrderListColumns = Pick<OrderRow, (typeof LIST_COLUMNS)[number]>;

export async function countOrdersWithStatus(db: Db, status: string): Promise<number> {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return toCount(count as string | number);
}

/**
 * Orders, their items' totals and their delivery fees per day, status and channel, for the days
 * `firstDay` to `lastDay` (YYYY-MM-DD).
 */
export async function dailyTotals(db: Db, firstDay: string, lastDay: string) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'created_day',
      'status',
      'channel',
      eb.fn.countAll().as('orders'),
      // What the customers pay for items and for delivery: less what discount codes took off each.
      sql<string | number | null>`sum(total_cents - discount_items_cents)`.as('total_cents'),
      sql<string | number | null>`sum(delivery_fee_cents - discount_delivery_cents)`.as('delivery_fee_cents'),
      sql<string | number | null>`sum(discount_items_cents + discount_delivery_cents)`.as('discount_cents'),
    ])
    .where('created_day', '>=', firstDay)
    .where('created_day', '<=', lastDay)
    .groupBy(['created_day', 'status', 'channel'])
    .execute();
  return rows.map((row) => ({
    day: row.created_day,
    status: row.status,
    channel: row.channel as OrderChannel,
    orders: toCount(row.orders as string | number),
    totalCents: toCount(row.total_cents),
    deliveryFeeCents: toCount(row.delivery_fee_cents),
    discountCents: toCount(row.discount_cents),
  }));
}

/** Each discount code's orders of `statuses` from `firstDay` to `lastDay`: how many, items' totals after it, and what it took off. */
export async function codeTotals(db: Db, firstDay: string, lastDay: string, statuses: readonly string[]) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'discount_code',
      eb.fn.countAll().as('orders'),
      sql<string | number | null>`sum(total_cents - discount_items_cents)`.as('revenue_cents'),
      sql<string | number | null>`sum(discount_items_cents + discount_delivery_cents)`.as('discount_cents'),
    ])
    .where('discount_code', 'is not', null)
    .where('created_day', '>=', firstDay)
    .where('created_day', '<=', lastDay)
    .where('status', 'in', statuses)
    .groupBy('discount_code')
    .execute();
  return rows.map((row) => ({
    code: row.discount_code!,
    orders: toCount(row.orders as string | number),
    revenueCents: toCount(row.revenue_cents),
    discountCents: toCount(row.discount_cents),
  }));
}

/** The items sold most by units in orders of `statuses` from `firstDay` to `lastDay`, named as in their latest order. */
export async function bestSellers(db: Db, firstDay: string, lastDay: string, statuses: readonly string[], limit: number) {
  const sold = db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    // The day is on both sides (copied at insert), so each engine narrows both tables by its index.
    .where('order_lines.created_day', '>=', firstDay)
    .where('order_lines.created_day', '<=', lastDay)
    .where('orders.created_day', '>=', firstDay)
    .where('orders.created_day', '<=', lastDay)
    .where('orders.status', 'in', statuses);
  const top = await sold
    .select((eb) => [
      'order_lines.kind',
      'order_lines.item_id',
      eb.fn.sum('order_lines.quantity').as('units'),
      eb.fn.sum('order_lines.line_total_cents').as('revenue_cents'),
    ])
    .groupBy(['order_lines.kind', 'order_lines.item_id'])
    .orderBy(sql`sum(order_lines.quantity)`, 'desc')
    .orderBy('order_lines.kind')
    .orderBy('order_lines.item_id')
    .limit(limit)
    .execute();
  if (top.length === 0) return [];
  // The name each item had in its latest order in the period (the lines are already narrowed by day).
  const lines = await sold
    .select(['order_lines.kind', 'order_lines.item_id', 'order_lines.name', 'orders.created_at'])
    .where('order_lines.item_id', 'in', [...new Set(top.map((row) => row.item_id))])
    .execute();
  const latest = new Map<string, { name: string; at: string }>();
  for (const line of lines) {
    const key = `${line.kind}:${line.item_id}`;
    const known = latest.get(key);
    if (!known || line.created_at > known.at) latest.set(key, { name: line.name, at: line.created_at });
  }
  return top.map((row) => ({
    kind: row.kind,
    itemId: row.item_id,
    name: latest.get(`${row.kind}:${row.item_id}`)?.name ?? '',
    units: toCount(row.units as string | number),
    revenueCents: toCount(row.revenue_cents as string | number),
  }));
}
