import { sql, type Insertable } from 'kysely';
import type { StockFilter } from '#contract/stock.js';
import type { Db } from '../db/connect.js';
import { selectPage, type Page } from '../db/page.js';
import type { StockChangesTable, StockLevelsTable } from '../db/schema.js';
import { containsText } from '../db/text.js';

// The SQL of stock counts. Every function takes `db` or a transaction; the service decides which.
// Counts move only by the conditional updates below, so none goes below 0 however requests race.

export type StockKind = 'product' | 'offer';
/** The color_key of an item's own count (one without colours). */
export const NO_COLOR = '';

/** Every count of these items, tracked or not. */
export async function findLevelsOf(db: Db, kind: StockKind, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('stock_levels')
    .select(['id', 'item_id', 'color_key', 'color_name', 'count', 'search_text'])
    .where('kind', '=', kind)
    .where('item_id', 'in', itemIds)
    .execute();
}
export type LevelRow = Awaited<ReturnType<typeof findLevelsOf>>[number];

/** The counts of these items that are tracked now: what an order's confirmation takes from. */
export async function findTrackedLevelsOf(db: Db, kind: StockKind, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  const tracked =
    kind === 'product'
      ? db.selectFrom('products').select('id').where('track_stock', '=', 1).where('id', 'in', itemIds)
      : db.selectFrom('offers').select('id').where('track_stock', '=', 1).where('id', 'in', itemIds);
  return db
    .selectFrom('stock_levels')
    .select(['id', 'item_id', 'color_key', 'count'])
    .where('kind', '=', kind)
    .where('item_id', 'in', tracked)
    .execute();
}

export async function findLevel(db: Db, id: string) {
  return db.selectFrom('stock_levels').select(['id', 'kind', 'item_id', 'color_key', 'color_name', 'count']).where('id', '=', id).executeTakeFirst();
}

export async function insertLevel(db: Db, level: Insertable<StockLevelsTable>): Promise<void> {
  await db.insertInto('stock_levels').values(level).execute();
}

/** Drops the counts of colours an item no longer has (their history goes with them). */
export async function deleteLevels(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('stock_levels').where('id', 'in', ids).execute();
}

export async function deleteLevelsOf(db: Db, kind: StockKind, itemId: string): Promise<void> {
  await db.deleteFrom('stock_levels').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

export async function renameLevel(db: Db, id: string, colorName: string | null, searchText: string): Promise<void> {
  await db.updateTable('stock_levels').set({ color_name: colorName, search_text: searchText }).where('id', '=', id).execute();
}

/**
 * Takes `quantity` off a count if that many are left: one conditional update, so two takers racing
 * for the last unit cannot both succeed. The count after, or undefined when too few were left.
 */
export async function takeFrom(db: Db, id: string, quantity: number, at: string): Promise<number | undefined> {
  const row = await db
    .updateTable('stock_levels')
    .set((eb) => ({ count: eb('count', '-', quantity), updated_at: at }))
    .where('id', '=', id)
    .where('count', '>=', quantity)
    .returning('count')
    .executeTakeFirst();
  return row?.count;
}

/** Adds `quantity` back; the count after, or undefined when the count is gone. */
export async function putBack(db: Db, id: string, quantity: number, at: string): Promise<number | undefined> {
  const row = await db
    .updateTable('stock_levels')
    .set((eb) => ({ count: eb('count', '+', quantity), updated_at: at }))
    .where('id', '=', id)
    .returning('count')
    .executeTakeFirst();
  return row?.count;
}

/** Sets a count the owner typed, if it is still the one the owner saw; false when it moved meanwhile. */
export async function setCount(db: Db, id: string, count: number, seen: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('stock_levels')
    .set({ count, updated_at: at })
    .where('id', '=', id)
    .where('count', '=', seen)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertChanges(db: Db, changes: Insertable<StockChangesTable>[]): Promise<void> {
  if (changes.length === 0) return;
  await db.insertInto('stock_changes').values(changes).execute();
}

/** What an order's confirmation (or a sale's recording) took: its cancellation puts exactly that back. */
export async function findConfirmedChangesOf(db: Db, orderId: string) {
  return db
    .selectFrom('stock_changes')
    .select(['stock_id', 'count_before', 'count_after'])
    .where('order_id', '=', orderId)
    .where('reason', 'in', ['confirmed', 'sold'])
    .orderBy('stock_id')
    .execute();
}

export async function findChangesPage(db: Db, stockId: string, page: number, limit: number) {
  const query = db
    .selectFrom('stock_changes')
    .select(['changed_at', 'count_before', 'count_after', 'reason', 'order_id', 'order_reference'])
    .where('stock_id', '=', stockId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc');
  return selectPage(query, page, limit);
}

export interface LevelFilter {
  /** One count alone. */
  id?: string;
  search?: string;
  filter: StockFilter;
  threshold: number;
}

/** The counts of tracked items, by item name then colour name, as the filter picks them. */
function trackedLevelsQuery(db: Db, { id, search, filter, threshold }: LevelFilter) {
  return db
    .selectFrom('stock_levels')
    .leftJoin('products', (join) => join.onRef('products.id', '=', 'stock_levels.item_id').on('stock_levels.kind', '=', 'product'))
    .leftJoin('offers', (join) => join.onRef('offers.id', '=', 'stock_levels.item_id').on('stock_levels.kind', '=', 'offer'))
    .select((eb) => [
      'stock_levels.id',
      'stock_levels.kind',
      'stock_levels.item_id',
      'stock_levels.color_key',
      'stock_levels.color_name',
      'stock_levels.count',
      'stock_levels.updated_at',
      eb.fn.coalesce('products.name', 'offers.name').as('name'),
    ])
    .where((eb) => eb.or([eb('products.track_stock', '=', 1), eb('offers.track_stock', '=', 1)]))
    .$if(id !== undefined, (qb) => qb.where('stock_levels.id', '=', id!))
    .$if(filter === 'low', (qb) => qb.where('stock_levels.count', '<=', threshold))
    .$if(filter === 'out', (qb) => qb.where('stock_levels.count', '=', 0))
    .$if(search !== undefined, (qb) => qb.where(containsText('stock_levels.search_text', search!)))
    .orderBy(sql`lower(coalesce(products.name, offers.name))`)
    .orderBy('stock_levels.color_name')
    .orderBy('stock_levels.id');
}

/** A page of the counts of tracked items: the Stock page. */
export async function listTrackedLevels(db: Db, filter: LevelFilter, page: number, limit: number): Promise<Page<ListedLevel>> {
  const { rows, total, pagination } = await selectPage(trackedLevelsQuery(db, filter), page, limit);
  return { rows: rows.map((row) => ({ ...row, name: row.name ?? '' })), total, pagination };
}

/** Every count of tracked items, in the Stock page's order: the CSV download. */
export async function listAllTrackedLevels(db: Db, filter: LevelFilter): Promise<ListedLevel[]> {
  const rows = await trackedLevelsQuery(db, filter).execute();
  return rows.map((row) => ({ ...row, name: row.name ?? '' }));
}
/** A count as the Stock page lists it: its row without the search text, with its item's name. */
export type ListedLevel = Omit<StockLevelsTable, 'search_text'> & { name: string };
