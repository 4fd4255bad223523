/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// Where an order came from: 'website' (every order placed so far came from the cart), or a sale the
// owner recorded: 'shop', 'phone', 'whatsapp'. The dashboard splits its revenue by it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('website'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('channel').execute();
}
