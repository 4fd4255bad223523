import { sql, type Insertable, type SelectQueryBuilder, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '#server/db/connect.js';
import type { OffersTable, ProductsTable } from '#server/db/schema.js';
import { toCount } from '#server/db/text.js';
import { catalogueIndex, SEARCHED_COLUMNS, type SearchedItems } from '#server/search/catalogue-search.js';
import type { NameSuggestion } from '#server/search/catalogue-index.js';
import { imageColumns } from '#server/uploads/repository.js';

// The SQL of a catalogue item, shared by products and offers: each table has the item's columns, a
// picture and its own search index. A resource passes its table and the query that reads its response
// rows (its joins and columns); what it adds beyond the item is its own.

export type ItemTable = SearchedItems;

/** A row as written; the table named beside it decides which one. */
export type ItemRow = Insertable<ProductsTable> | Insertable<OffersTable>;
export type ItemChanges = Updateable<ProductsTable> | Updateable<OffersTable>;

const fromItems = (db: Db, table: ItemTable) => db.selectFrom(table);
/** Items of one table, without joins: what COUNT and the page of ids read. */
export type ItemQuery = ReturnType<typeof fromItems>;

/** The query that reads a resource's response rows: its table, joins and columns. */
export type ItemSelect<DB, TB extends keyof DB, Row> = (db: Db) => SelectQueryBuilder<DB, TB, Row>;

export interface ItemFilter {
  search?: string;
  /** A filter of the resource's own (a product's category), applied before paging. */
  narrow?: (query: ItemQuery) => ItemQuery;
}

/** A page of rows, the number of items the filter matches, and names to suggest when a search found none. */
export interface ItemPage<Row> {
  rows: Row[];
  total: number;
  suggestions?: NameSuggestion[];
}

const ITEM_COLUMNS = [...SEARCHED_COLUMNS, 'price_cents', 'offer_price_cents', 'track_stock', 'image_id'] as const;

/** The columns every item response reads, with its picture's (joined as `images`). */
export function itemColumns<T extends ItemTable>(table: T) {
  return [...ITEM_COLUMNS.map((column) => `${table}.${column}` as const), ...imageColumns];
}

function filteredItems(db: Db, table: ItemTable, narrow: ItemFilter['narrow']): ItemQuery {
  const items = fromItems(db, table);
  return narrow ? narrow(items) : items;
}

// Written as SQL: the resource's query has its own joins, which Kysely's column names cannot follow here.
const idIs = (table: ItemTable, operator: '=' | 'in', value: unknown) =>
  sql<SqlBool>`${sql.ref(`${table}.id`)} ${sql.raw(operator)} ${value}`;
const newestFirst = (table: ItemTable) => sql`${sql.ref(`${table}.created_at`)} desc, ${sql.ref(`${table}.id`)} desc`;

/**
 * One page and the number of matching items: newest first, or best match first for a search
 * (docs/decisions/025-search.md). The page's ids are found first (over the narrow indexes, or in the
 * search index), so a deep page reads and joins only the rows it returns.
 */
export async function listItems<DB, TB extends keyof DB, Row extends { id: string }>(
  db: Db,
  table: ItemTable,
  select: ItemSelect<DB, TB, Row>,
  { search, narrow }: ItemFilter,
  limit: number,
  offset: number,
): Promise<ItemPage<Row>> {
  const found = search === undefined ? undefined : await catalogueIndex(db, table).search(search);
  if (found?.ranking === undefined) return listNewestFirst(db, table, select, narrow, limit, offset);
  let ranking = found.ranking;
  if (narrow && ranking.total > 0) {
    const kept = new Set((await narrow(fromItems(db, table)).select(`${table}.id`).execute()).map((row) => row.id));
    ranking = ranking.within((id) => kept.has(id));
  }
  const pageIds = ranking.page(offset, limit);
  const suggestions = found.ranking.total === 0 ? found.suggestions : undefined;
  if (pageIds.length === 0) return { rows: [], total: ranking.total, suggestions };
  const rows = await select(db)
    .where(idIs(table, 'in', sql`(${sql.join(pageIds)})`))
    .execute();
  // A row deleted since the index was read is left out; the page keeps the ranking's order.
  const place = new Map(pageIds.map((id, at) => [id, at]));
  rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return { rows, total: ranking.total, suggestions };
}

async function listNewestFirst<DB, TB extends keyof DB, Row>(
  db: Db,
  table: ItemTable,
  select: ItemSelect<DB, TB, Row>,
  narrow: ItemFilter['narrow'],
  limit: number,
  offset: number,
): Promise<ItemPage<Row>> {
  const { count } = await filteredItems(db, table, narrow)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const total = toCount(count);
  if (offset >= total) return { rows: [], total };
  const pageIds = filteredItems(db, table, narrow)
    .select(`${table}.id`)
    .orderBy(`${table}.created_at`, 'desc')
    .orderBy(`${table}.id`, 'desc')
    .limit(limit)
    .offset(offset);
  const rows = await select(db)
    .where(idIs(table, 'in', pageIds))
    .orderBy(newestFirst(table))
    .execute();
  return { rows, total };
}

export async function findItem<DB, TB extends keyof DB, Row>(db: Db, table: ItemTable, select: ItemSelect<DB, TB, Row>, id: string) {
  return select(db)
    .where(idIs(table, '=', id))
    .executeTakeFirst();
}

/** What a save keeps of the item when its form leaves it out (its picture, whether it is counted), and its name. */
export async function findStoredItem(
  db: Db,
  table: ItemTable,
  id: string,
): Promise<{ name: string; image_id: string | null; track_stock: number } | undefined> {
  return db.selectFrom(table).select(['name', 'image_id', 'track_stock']).where('id', '=', id).executeTakeFirst();
}

// Kysely cannot pair a row type with a table chosen at run time; the caller's table and row go together.
export async function insertItem(db: Db, table: ItemTable, row: ItemRow): Promise<void> {
  await db
    .insertInto(table)
    .values(row as never)
    .execute();
}

export async function updateItem(db: Db, table: ItemTable, id: string, changes: ItemChanges): Promise<void> {
  await db
    .updateTable(table)
    .set(changes as never)
    .where('id', '=', id)
    .execute();
}

export async function deleteItem(db: Db, table: ItemTable, id: string): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}
