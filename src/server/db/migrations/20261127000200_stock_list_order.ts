/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it, and the app's fold
// (db/text.ts) as it is today.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
const fold = (text: string): string => text.normalize('NFKC').toLocaleLowerCase();

// The Stock page lists the counts of tracked items by item name, then colour name, then id. Tracking
// and name lived on the item only, so every list joined each count to its item before it could
// filter, count or sort, and no index could give the order. Each count now carries them: `tracked`
// (its item's track_stock) and `sort_name` (its item's name folded as search_text is), written in the
// transaction that saves the item. `stock_levels_list_idx` walks a list in order, with the count in
// it so the low and out filters are tested in the index; `stock_levels_filter_idx` holds the low and
// out ones together, in order for each count, for when they are few; `stock_levels_count_idx` (its
// narrow prefix) counts them all. The page's search goes through a trigram index as the catalogue's
// does (20261122000000_search_index).

/** Items a statement names the counts of: two parameters each, well under either engine's limit. */
const CHUNK = 500;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stock_levels')
    .addColumn('tracked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('stock_levels')
    .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  for (const [kind, table] of [
    ['product', 'products'],
    ['offer', 'offers'],
  ] as const) {
    await db
      .updateTable('stock_levels')
      .set({ tracked: 1 })
      .where('kind', '=', kind)
      .where('item_id', 'in', db.selectFrom(table).select('id').where('track_stock', '=', 1))
      .execute();
    const items: Array<{ id: string; name: string }> = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('id', 'in', db.selectFrom('stock_levels').select('item_id').where('kind', '=', kind))
      .execute();
    for (let at = 0; at < items.length; at += CHUNK) {
      const chunk = items.slice(at, at + CHUNK);
      const names = chunk.map((item) => sql`when ${item.id} then ${fold(item.name)}`);
      await db
        .updateTable('stock_levels')
        .set({ sort_name: sql`case item_id ${sql.join(names, sql` `)} end` })
        .where('kind', '=', kind)
        .where(
          'item_id',
          'in',
          chunk.map((item) => item.id),
        )
        .execute();
    }
  }

  await db.schema
    .createIndex('stock_levels_list_idx')
    .on('stock_levels')
    .columns(['tracked', 'sort_name', 'color_name', 'id', 'count'])
    .execute();
  await db.schema
    .createIndex('stock_levels_filter_idx')
    .on('stock_levels')
    .columns(['tracked', 'count', 'sort_name', 'color_name', 'id'])
    .execute();
  await db.schema.createIndex('stock_levels_count_idx').on('stock_levels').columns(['tracked', 'count']).execute();

  if (isPostgres(db)) {
    // pg_trgm was created by the catalogue's search index migration; its schema names the operator class.
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    const extensionSchema = rows[0]?.schema;
    if (!extensionSchema) throw new Error('pg_trgm is not installed');
    await sql`create index stock_levels_search_trgm_idx on stock_levels using gin (search_text ${sql.id(extensionSchema, 'gin_trgm_ops')})`.execute(
      db,
    );
    return;
  }
  // External content keyed by the counts' rowid, as the catalogue's, but holding the tracked counts
  // only (what the page lists), so that the index alone counts a search's matches. So it is filled
  // with them here and kept by triggers that look at `tracked`, never by 'rebuild', which would add
  // every count.
  await sql`create virtual table stock_search using fts5(
    search_text, tokenize = 'trigram case_sensitive 1', content = 'stock_levels', content_rowid = 'rowid')`.execute(db);
  await sql`insert into stock_search (rowid, search_text) select rowid, search_text from stock_levels where tracked = 1`.execute(db);
  await sql`create trigger stock_search_insert after insert on stock_levels when new.tracked = 1 begin
    insert into stock_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger stock_search_update after update of search_text, tracked on stock_levels begin
    insert into stock_search (stock_search, rowid, search_text) select 'delete', old.rowid, old.search_text where old.tracked = 1;
    insert into stock_search (rowid, search_text) select new.rowid, new.search_text where new.tracked = 1;
  end`.execute(db);
  await sql`create trigger stock_search_delete after delete on stock_levels when old.tracked = 1 begin
    insert into stock_search (stock_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists stock_levels_search_trgm_idx`.execute(db);
  } else {
    for (const suffix of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`stock_search_${suffix}`)}`.execute(db);
    await sql`drop table if exists stock_search`.execute(db);
  }
  await db.schema.dropIndex('stock_levels_count_idx').execute();
  await db.schema.dropIndex('stock_levels_filter_idx').execute();
  await db.schema.dropIndex('stock_levels_list_idx').execute();
  await db.schema.alterTable('stock_levels').dropColumn('sort_name').execute();
  await db.schema.alterTable('stock_levels').dropColumn('tracked').execute();
}
