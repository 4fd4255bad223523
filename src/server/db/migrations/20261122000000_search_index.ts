/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// Substring search over search_text through a trigram index (docs/decisions/002-search-index.md).

const SEARCHED_TABLES = [
  { table: 'products', index: 'product_search' },
  { table: 'offers', index: 'offer_search' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * pg_trgm lives in one schema per database. It goes to `public` so that a schema dropped with CASCADE
 * (each test app has its own) never takes the extension, and other schemas' indexes, with it.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  // Two shops migrating one database at once must not both try to create the extension.
  await sql`select pg_advisory_xact_lock(hashtext('shop:create-extension-pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const extensionSchema = rows[0]?.schema;
  if (!extensionSchema) throw new Error('pg_trgm is not installed');
  for (const { table } of SEARCHED_TABLES) {
    // The operator class is named with its schema: the shop's search_path need not include it.
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (search_text ${sql.id(extensionSchema, 'gin_trgm_ops')})`.execute(db);
  }
}

/**
 * An FTS5 trigram index per table, keyed by the table's rowid so a match joins back at the cost of a
 * rowid lookup. It is an external-content index (the text stays in the table only) kept in step by
 * triggers. VACUUM, VACUUM INTO and the backup API keep rowids; a future migration that rebuilds one
 * of these tables by copying its rows must end with `insert into <index>(<index>) values ('rebuild')`.
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const { table, index } of SEARCHED_TABLES) {
    const t = sql.table(table);
    const i = sql.table(index);
    // case_sensitive 1: search_text and the terms are already folded, so matching stays byte for byte.
    await sql`create virtual table ${i} using fts5(
      search_text, tokenize = 'trigram case_sensitive 1', content = ${sql.lit(table)}, content_rowid = 'rowid')`.execute(db);
    await sql`insert into ${i} (${i}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${t} begin
      insert into ${i} (rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger ${sql.id(`${index}_update`)} after update of search_text on ${t} begin
      insert into ${i} (${i}, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into ${i} (rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${t} begin
      insert into ${i} (${i}, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, index } of SEARCHED_TABLES) {
    if (isPostgres(db)) {
      await sql`drop index if exists ${sql.id(`${table}_search_trgm_idx`)}`.execute(db);
      continue;
    }
    for (const suffix of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`${index}_${suffix}`)}`.execute(db);
    }
    await sql`drop table if exists ${sql.table(index)}`.execute(db);
  }
}
