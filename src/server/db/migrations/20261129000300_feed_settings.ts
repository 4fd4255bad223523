/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// The product feed's settings (docs/decisions/033-product-feed.md): one row (id 1), the brand (null:
// the shop's name) and each category's Google product category as JSON text ({ categoryId: text }).
// A table of its own rather than a key of shop_settings: those are embedded in every page, and the
// feed's mapping is no visitor's business. The feed shows them, so a change bumps the catalogue
// version: the same triggers as in 20261122030000.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feed_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand', 'text')
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`create trigger feed_settings_bump_catalog_version
      after insert or update or delete or truncate on feed_settings
      for each statement execute function bump_catalog_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`feed_settings_${event}_bump_catalog_version`)} after ${sql.raw(event)} on feed_settings
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Dropping the table drops its triggers on both engines.
  await db.schema.dropTable('feed_settings').execute();
}
