/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// The owner's order search (reference, name, phone digits in orders.search_text) through a trigram
// index, as the catalogue's (20261122000000_search_index, docs/decisions/002-search-index.md).

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // pg_trgm was created by the catalogue's search index migration; its schema names the operator class.
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    const extensionSchema = rows[0]?.schema;
    if (!extensionSchema) throw new Error('pg_trgm is not installed');
    await sql`create index orders_search_trgm_idx on orders using gin (search_text ${sql.id(extensionSchema, 'gin_trgm_ops')})`.execute(db);
    return;
  }
  // External content keyed by the orders' rowid, kept in step by triggers (orders are never deleted,
  // and their search text never changes, but the triggers say so rather than assume it).
  await sql`create virtual table order_search using fts5(
    search_text, tokenize = 'trigram case_sensitive 1', content = 'orders', content_rowid = 'rowid')`.execute(db);
  await sql`insert into order_search (order_search) values ('rebuild')`.execute(db);
  await sql`create trigger order_search_insert after insert on orders begin
    insert into order_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger order_search_update after update of search_text on orders begin
    insert into order_search (order_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into order_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger order_search_delete after delete on orders begin
    insert into order_search (order_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists orders_search_trgm_idx`.execute(db);
    return;
  }
  for (const suffix of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`order_search_${suffix}`)}`.execute(db);
  await sql`drop table if exists order_search`.execute(db);
}
