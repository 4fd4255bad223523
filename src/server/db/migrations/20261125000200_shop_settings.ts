/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// The shop's settings as the owner saves them on the Settings page: one row (id 1), the settings as
// JSON text. No row yet means the first values from the environment. Every page and the settings'
// own answer show them, so a change bumps the catalogue version like a catalogue change
// (docs/decisions/015-shop-settings-in-the-database.md): the same triggers as in 20261122030000.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    // bump_catalog_version() comes with the catalogue version's migration.
    await sql`create trigger shop_settings_bump_catalog_version
      after insert or update or delete or truncate on shop_settings
      for each statement execute function bump_catalog_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`shop_settings_${event}_bump_catalog_version`)} after ${sql.raw(event)} on shop_settings
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Dropping the table drops its triggers on both engines.
  await db.schema.dropTable('shop_settings').execute();
}
