/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// The delivery option an order chose, as it was then: its id (a zone's, or 'pickup'), kind ('zone',
// 'pickup'), English name and fee. Copied, not referenced: deleting or renaming a zone leaves past
// orders as they were. Orders placed before, or naming none, have no option and a fee of 0. The fee
// is 64-bit on PostgreSQL as every amount of money; SQLite's INTEGER is 64-bit already.
export async function up(db: Kysely<any>): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE takes one change at a time.
  await addColumn(db, 'delivery_option_id', 'text');
  await addColumn(db, 'delivery_option_kind', 'text');
  await addColumn(db, 'delivery_option_name', 'text');
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_fee_cents', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['delivery_fee_cents', 'delivery_option_name', 'delivery_option_kind', 'delivery_option_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}

async function addColumn(db: Kysely<any>, column: string, type: 'text'): Promise<void> {
  await db.schema.alterTable('orders').addColumn(column, type).execute();
}
