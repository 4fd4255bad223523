import { sql, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
import { paginate } from '#contract/pagination.js';
import type { StockFilter } from '#contract/stock.js';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import { selectPage, type Page } from '../db/page.js';
import type { StockChangesTable, StockLevelsTable } from '../db/schema.js';
import { toCount } from '../db/text.js';
import { countIndexedMatches, matchesWords, planSearch, type SearchPath } from '../search/matching.js';

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
    .select(['id', 'item_id', 'color_key', 'color_name', 'count', 'search_text', 'tracked', 'sort_name'])
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
  return db
    .selectFrom('stock_levels')
    .select(['id', 'kind', 'item_id', 'color_key', 'color_name', 'count'])
    .where('id', '=', id)
    .executeTakeFirst();
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

/** Gives every count of an item (its removed colours' too) the item's tracking and folded name. */
export async function followItem(db: Db, kind: StockKind, itemId: string, tracked: boolean, sortName: string): Promise<void> {
  await db
    .updateTable('stock_levels')
    .set({ tracked: tracked ? 1 : 0, sort_name: sortName })
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .execute();
}

/**
 * A count after a change, and the change's place in the count's history: the update that moves the
 * count takes the next one under the count's row lock, so racing changes are numbered as they land.
 */
export interface Moved {
  count: number;
  seq: number;
}

const nextSeq = sql<number>`last_change_seq + 1`;
const moved = ['count', 'last_change_seq as seq'] as const;

/**
 * Takes `quantity` off a count if that many are left: one conditional update, so two takers racing
 * for the last unit cannot both succeed. Undefined when too few were left.
 */
export async function takeFrom(db: Db, id: string, quantity: number, at: string): Promise<Moved | undefined> {
  return db
    .updateTable('stock_levels')
    .set((eb) => ({ count: eb('count', '-', quantity), updated_at: at, last_change_seq: nextSeq }))
    .where('id', '=', id)
    .where('count', '>=', quantity)
    .returning(moved)
    .executeTakeFirst();
}

/** Adds `quantity` back; undefined when the count is gone. */
export async function putBack(db: Db, id: string, quantity: number, at: string): Promise<Moved | undefined> {
  return db
    .updateTable('stock_levels')
    .set((eb) => ({ count: eb('count', '+', quantity), updated_at: at, last_change_seq: nextSeq }))
    .where('id', '=', id)
    .returning(moved)
    .executeTakeFirst();
}

/** Sets a count the owner typed, if it is still the one the owner saw; undefined when it moved meanwhile. */
export async function setCount(db: Db, id: string, count: number, seen: number, at: string): Promise<Moved | undefined> {
  return db
    .updateTable('stock_levels')
    .set({ count, updated_at: at, last_change_seq: nextSeq })
    .where('id', '=', id)
    .where('count', '=', seen)
    .returning(moved)
    .executeTakeFirst();
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

/** A count's history, newest first in the order its changes were made (their times may not follow it). */
export async function findChangesPage(db: Db, stockId: string, page: number, limit: number) {
  const query = db
    .selectFrom('stock_changes')
    .select(['changed_at', 'count_before', 'count_after', 'reason', 'order_id', 'order_reference', 'actor_id', 'actor_name'])
    .where('stock_id', '=', stockId)
    .orderBy('seq', 'desc');
  return selectPage(query, page, limit);
}

export interface LevelFilter {
  /** Folded words (search/matching.ts's wordsToFind) that the item's and colour's names must all contain, in any order. */
  words?: readonly string[];
  /** Or the counts of these items (a search through the catalogue's index, typos forgiven). */
  items?: { product: readonly string[]; offer: readonly string[] };
  filter: StockFilter;
  threshold: number;
}

/**
 * How SQLite reaches a page of the low or out counts:
 * - `walk`: walk stock_levels_list_idx in the page's order, testing each entry's count there (many
 *   matches: a page fills after a few of them);
 * - `sort`: read the matches from stock_levels_filter_idx, (tracked, count) first, and sort them (few
 *   matches, which a walk would look for through the whole index).
 * A unary + keeps SQLite off the index the other path uses.
 */
type FilterPath = 'walk' | 'sort';

/**
 * A walk reads about pageEnd × rows / matches entries (~0.2 µs each); a sort reads every match and
 * sorts it (~0.1 µs a match for page 1, up to ~1 µs for a deep page). Measured on 50,000 counts, the
 * cores busy: walking wins while pageEnd × rows × 0.2 < matches² × 1.
 */
const FILTER_SORT_COST_FACTOR = 5;

/** Chooses the SQLite path for a page ending at `pageEnd` of `matches` low or out counts. */
async function planFilter(db: Db, matches: number, pageEnd: number): Promise<FilterPath | undefined> {
  if (isPostgres(db)) return undefined;
  // rowids only grow, so the largest is a cheap upper bound of the row count (erring towards sort).
  const { rows } = await sql<{ rows: number | null }>`select max(rowid) as rows from stock_levels`.execute(db);
  return pageEnd * Number(rows[0]?.rows ?? 0) < FILTER_SORT_COST_FACTOR * matches * matches ? 'walk' : 'sort';
}

/** The Stock page's order: item name case-insensitively, then colour name, then id. */
const order = (path?: FilterPath) =>
  sql`${sql.raw(path === 'sort' ? '+' : '')}${sql.ref('stock_levels.sort_name')}, ${sql.ref('stock_levels.color_name')}, ${sql.ref('stock_levels.id')}`;

/**
 * The counts of tracked items the filter picks, tested on stock_levels alone (its own columns).
 * `readTable`: tested row by row through the table rather than through an index on `tracked`.
 */
function picks(
  db: Db,
  { words, items, filter, threshold }: LevelFilter,
  searchPath?: SearchPath,
  filterPath?: FilterPath,
  readTable = false,
): RawBuilder<SqlBool> {
  const count = sql`${sql.raw(filterPath === 'walk' ? '+' : '')}${sql.ref('stock_levels.count')}`;
  const conditions = [sql`${sql.raw(readTable ? '+' : '')}${sql.ref('stock_levels.tracked')} = 1`];
  if (filter === 'low') conditions.push(sql`${count} <= ${threshold}`);
  if (filter === 'out') conditions.push(sql`${count} = 0`);
  if (words !== undefined) conditions.push(matchesWords(db, 'stock_levels', words, searchPath));
  if (items !== undefined) {
    const ofKind = (kind: StockKind, ids: readonly string[]) =>
      ids.length === 0
        ? sql`0 = 1`
        : sql`(${sql.ref('stock_levels.kind')} = ${kind} and ${sql.ref('stock_levels.item_id')} in (${sql.join(ids)}))`;
    conditions.push(sql`(${ofKind('product', items.product)} or ${ofKind('offer', items.offer)})`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** Counts as the page shows them, each joined to its item for the name. */
function listedLevels(db: Db) {
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
    ]);
}

const withName = <Row extends { name: string | null }>(row: Row) => ({ ...row, name: row.name ?? '' });

/**
 * Counted without joins. A search without a count filter: in its SQLite index alone (which holds the
 * tracked counts only) when its words all have three characters or more; with a shorter word, that
 * word tested on each of the other words' matches, read by rowid, or on every count of the table when
 * all are short (reading them through stock_levels_count_idx would look each row up: several times slower).
 * Otherwise in stock_levels_count_idx, a search's matches tested against it.
 * `indexed`: how many counts the index finds for the words of three characters or more (no count filter).
 */
async function countLevels(db: Db, filter: LevelFilter): Promise<{ total: number; indexed?: number }> {
  const searchedOnly = filter.words !== undefined && filter.filter === 'all';
  const indexed = searchedOnly ? await countIndexedMatches(db, 'stock_levels', filter.words!) : undefined;
  if (indexed?.exact) return { total: indexed.count, indexed: indexed.count };
  const { count } = await db
    .selectFrom('stock_levels')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(searchedOnly ? picks(db, filter, 'rowid', undefined, !indexed) : picks(db, filter, 'indexWalk'))
    .executeTakeFirstOrThrow();
  return { total: toCount(count), indexed: indexed?.count };
}

/**
 * A page of the counts of tracked items: the Stock page. The page's ids are found first over
 * stock_levels' own indexes, so a deep page reads and joins only the rows it returns.
 */
export async function listTrackedLevels(db: Db, filter: LevelFilter, page: number, limit: number): Promise<Page<ListedLevel>> {
  const { total, indexed } = await countLevels(db, filter);
  const pagination = paginate(page, limit, total);
  const offset = (page - 1) * limit;
  if (offset >= total) return { rows: [], total, pagination };
  const filtered = filter.filter !== 'all';
  const searchPath =
    filter.words === undefined ? undefined : filtered ? 'indexWalk' : await planSearch(db, 'stock_levels', total, offset + limit, indexed);
  const filterPath = filtered ? await planFilter(db, total, offset + limit) : undefined;
  const pageIds = db
    .selectFrom('stock_levels')
    .select('stock_levels.id')
    .where(picks(db, filter, searchPath, filterPath))
    .orderBy(order(filterPath))
    .limit(limit)
    .offset(offset);
  const rows = await listedLevels(db).where('stock_levels.id', 'in', pageIds).orderBy(order()).execute();
  return { rows: rows.map(withName), total, pagination };
}

/** Every count of tracked items, in the Stock page's order: the CSV download. */
export async function listAllTrackedLevels(db: Db, filter: LevelFilter): Promise<ListedLevel[]> {
  const rows = await listedLevels(db).where(picks(db, filter)).orderBy(order()).execute();
  return rows.map(withName);
}

/** The counts among `ids` whose item is tracked, each with its item's name, by id. */
export async function findTrackedLevels(db: Db, ids: readonly string[]): Promise<Map<string, ListedLevel>> {
  if (ids.length === 0) return new Map();
  const rows = await listedLevels(db)
    .where('stock_levels.id', 'in', [...new Set(ids)])
    .where('stock_levels.tracked', '=', 1)
    .execute();
  return new Map(rows.map((row) => [row.id, withName(row)]));
}

/** A count as the Stock page lists it: its row without what it is searched and listed by or its history's counter, with its item's name. */
export type ListedLevel = Omit<StockLevelsTable, 'search_text' | 'tracked' | 'sort_name' | 'last_change_seq'> & { name: string };

/** The French and Arabic names of every tracked item, and each product's colours (their names in each language). */
export async function findTrackedItemNames(db: Db) {
  const [products, offers] = await Promise.all([
    db.selectFrom('products').select(['id', 'name_fr', 'name_ar', 'colors']).where('track_stock', '=', 1).execute(),
    db.selectFrom('offers').select(['id', 'name_fr', 'name_ar']).where('track_stock', '=', 1).execute(),
  ]);
  return { products, offers };
}
export type TrackedItemNames = Awaited<ReturnType<typeof findTrackedItemNames>>;
