/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// One row counting changes to the public catalogue, so every app instance can tell whether a cached
// answer is still current (docs/decisions/005-response-cache.md). Triggers bump it in the writing
// transaction itself, so no write path (routes, seed, admin CLI, hand-written SQL) can forget it and a
// rolled-back write leaves it alone. Images rows are immutable and only matter through the rows that
// refer to them, so they need no trigger.

export const CATALOG_TABLES = ['categories', 'products', 'offers', 'carousel_images'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  await db.insertInto('catalog_version').values({ id: 1, version: 1 }).execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

/** Once per statement: a seed inserting thousands of rows bumps the row once, not thousands of times. */
async function upPostgres(db: Kysely<any>): Promise<void> {
  // `set search_path from current` pins the table this function updates to the shop's own schema.
  await sql`create function bump_catalog_version() returns trigger language plpgsql
    set search_path from current as $$
    begin
      update catalog_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of CATALOG_TABLES) {
    await sql`create trigger ${sql.id(`${table}_bump_catalog_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalog_version()`.execute(db);
  }
}

/** SQLite has row triggers only. */
async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const table of CATALOG_TABLES) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`${table}_${event}_bump_catalog_version`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CATALOG_TABLES) {
      await sql`drop trigger if exists ${sql.id(`${table}_bump_catalog_version`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists bump_catalog_version()`.execute(db);
  } else {
    for (const table of CATALOG_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_bump_catalog_version`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('catalog_version').execute();
}
