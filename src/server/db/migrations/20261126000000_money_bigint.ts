/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// Every amount of money in cents, 64-bit: a PostgreSQL integer stops at 2^31 - 1 cents
// ($21,474,836.47), below what a line (99 × $999,999.99) or an order of 50 lines may cost. SQLite's
// INTEGER is 64-bit already, so it has nothing to change. The indexes holding these columns are
// rebuilt with the table.
const MONEY_COLUMNS = {
  products: ['price_cents', 'offer_price_cents'],
  offers: ['price_cents', 'offer_price_cents'],
  orders: ['total_cents'],
  order_lines: ['unit_price_cents', 'line_total_cents'],
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await setMoneyType(db, 'bigint');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await setMoneyType(db, 'integer');
}

async function setMoneyType(db: Kysely<any>, type: 'bigint' | 'integer'): Promise<void> {
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // One statement a table: PostgreSQL rewrites the table once for all its columns.
    const changes = columns.map((column) => sql`alter column ${sql.id(column)} type ${sql.raw(type)}`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
