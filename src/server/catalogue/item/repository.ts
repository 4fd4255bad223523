import { sql, type Insertable, type SelectQueryBuilder, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '#server/db/connect.js';
import type { OffersTable, ProductsTable } from '#server/db/schema.js';
import { toCount } from '#server/db/text.js';
import { countSearchMatches, matchesSearch, planSearch, type SearchedTable, type SearchPath } from '#server/search/matching.js';
import { imageColumns } from '#server/uploads/repository.js';

// The SQL of a catalogue item, shared by products and offers: each table has the item's columns, a
// picture and its own search index. A resource passes its table and the query that reads its answer
// rows (its joins and columns); what it adds beyond the item is its own.

export type ItemTable = Extract<SearchedTable, 'products' | 'offers'>;

/** A row as written; the table named beside it decides which one. */
export type ItemRow = Insertable<ProductsTable> | Insertable<OffersTable>;
export type ItemChanges = Updateable<ProductsTable> | Updateable<OffersTable>;

const fromItems = (db: Db, table: ItemTable) => db.selectFrom(table);
/** Items of one table, without joins: what COUNT and the page of ids read. */
export type ItemQuery = ReturnType<typeof fromItems>;

/** The query that reads a resource's answer rows: its table, joins and columns. */
export type ItemSelect<DB, TB extends keyof DB, Row> = (db: Db) => SelectQueryBuilder<DB, TB, Row>;

export interface ItemFilter {
  search?: string;
  /**
   * A filter of the resource's own (a product's category). Its index then drives the query, counting
   * too, and search matches are only tested against it.
   */
  narrow?: (query: ItemQuery) => ItemQuery;
}

const ITEM_COLUMNS = [
  'id',
  'name',
  'description',
  'name_fr',
  'name_ar',
  'description_fr',
  'description_ar',
  'price_cents',
  'offer_price_cents',
  'track_stock',
  'image_id',
  'created_at',
  'updated_at',
] as const;

/** The columns every item answer reads, with its picture's (joined as `images`). */
export function itemColumns<T extends ItemTable>(table: T) {
  return [...ITEM_COLUMNS.map((column) => `${table}.${column}` as const), ...imageColumns];
}

function filteredItems(db: Db, table: ItemTable, { search, narrow }: ItemFilter, path?: SearchPath): ItemQuery {
  const searchPath = narrow ? 'indexWalk' : path;
  const searched = fromItems(db, table).$if(search !== undefined, (qb) => qb.where(matchesSearch(db, table, search!, searchPath)));
  return narrow ? narrow(searched) : searched;
}

async function countItems(db: Db, table: ItemTable, filter: ItemFilter): Promise<number> {
  if (filter.search && !filter.narrow) {
    const indexed = await countSearchMatches(db, table, filter.search);
    if (indexed !== undefined) return indexed;
  }
  const { count } = await filteredItems(db, table, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return toCount(count);
}

// Written as SQL: the resource's query has its own joins, which Kysely's column names cannot follow here.
const idIs = (table: ItemTable, operator: '=' | 'in', value: unknown) =>
  sql<SqlBool>`${sql.ref(`${table}.id`)} ${sql.raw(operator)} ${value}`;
const newestFirst = (table: ItemTable) => sql`${sql.ref(`${table}.created_at`)} desc, ${sql.ref(`${table}.id`)} desc`;

/**
 * One page, newest first, and the number of matching items. The page's ids are found first over the
 * narrow indexes (no joins, no wide rows), so a deep page reads and joins only the rows it returns.
 */
export async function listItems<DB, TB extends keyof DB, Row>(
  db: Db,
  table: ItemTable,
  select: ItemSelect<DB, TB, Row>,
  filter: ItemFilter,
  limit: number,
  offset: number,
) {
  const total = await countItems(db, table, filter);
  if (offset >= total) return { rows: [], total };
  const path = filter.search !== undefined && !filter.narrow ? await planSearch(db, table, total, offset + limit) : undefined;
  const pageIds = filteredItems(db, table, filter, path)
    .select(`${table}.id`)
    .orderBy(`${table}.created_at`, 'desc')
    .orderBy(`${table}.id`, 'desc')
    .limit(limit)
    .offset(offset);
  const rows = await select(db).where(idIs(table, 'in', pageIds)).orderBy(newestFirst(table)).execute();
  return { rows, total };
}

export async function findItem<DB, TB extends keyof DB, Row>(db: Db, table: ItemTable, select: ItemSelect<DB, TB, Row>, id: string) {
  return select(db).where(idIs(table, '=', id)).executeTakeFirst();
}

/** What a save keeps of the item when its form leaves it out: its picture and whether it is counted. */
export async function findStoredItem(db: Db, table: ItemTable, id: string): Promise<{ image_id: string | null; track_stock: number } | undefined> {
  return db.selectFrom(table).select(['image_id', 'track_stock']).where('id', '=', id).executeTakeFirst();
}

// Kysely cannot pair a row type with a table chosen at run time; the caller's table and row go together.
export async function insertItem(db: Db, table: ItemTable, row: ItemRow): Promise<void> {
  await db.insertInto(table).values(row as never).execute();
}

export async function updateItem(db: Db, table: ItemTable, id: string, changes: ItemChanges): Promise<void> {
  await db.updateTable(table).set(changes as never).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, table: ItemTable, id: string): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}
