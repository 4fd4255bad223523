/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// Stock counts. An item's `track_stock` switches counting on; its counts are rows of `stock_levels`,
// one per colour (color_key the #RRGGBB) or one for the item itself (color_key ''), kept while
// tracking is off. A count never goes below 0: decrements are conditional, and the check backs them.
// Every change is a row of `stock_changes`, deleted with its count. A count shows in the public
// answers (sold out, 'only n left'), so its table bumps the catalogue version as the items' do.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'offers']) {
    await db.schema
      .alterTable(table)
      .addColumn('track_stock', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('stock_levels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('color_key', 'text', (c) => c.notNull())
    .addColumn('color_name', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    /** The item's and colour's names folded, for the Stock page's search. */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_levels_item_key').on('stock_levels').columns(['kind', 'item_id', 'color_key']).unique().execute();

  await db.schema
    .createTable('stock_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stock_id', 'text', (c) => c.notNull().references('stock_levels.id').onDelete('cascade'))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('count_before', 'integer', (c) => c.notNull())
    .addColumn('count_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('order_reference', 'text')
    .execute();
  await db.schema.createIndex('stock_changes_stock_idx').on('stock_changes').columns(['stock_id', 'changed_at', 'id']).execute();
  // A cancellation puts back what its order's confirmation took.
  await db.schema.createIndex('stock_changes_order_idx').on('stock_changes').columns(['order_id', 'reason']).execute();

  if (isPostgres(db)) {
    // bump_catalog_version() is the catalogue version's (20261122030000).
    await sql`create trigger stock_levels_bump_catalog_version
      after insert or update or delete or truncate on stock_levels
      for each statement execute function bump_catalog_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`stock_levels_${event}_bump_catalog_version`)} after ${sql.raw(event)} on stock_levels
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_changes').execute();
  await db.schema.dropTable('stock_levels').execute();
  for (const table of ['products', 'offers']) await db.schema.alterTable(table).dropColumn('track_stock').execute();
}
