/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// An order's page key: random bytes its page's link is made from, so the link carries nothing of the
// order and the owner can replace it (the old link then leads nowhere). Null for orders placed before:
// their links, made from the order's id, keep working until the owner gives the order a new one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('page_key', 'text').execute();
  await db.schema.createIndex('orders_page_key').unique().on('orders').column('page_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_page_key').execute();
  await db.schema.alterTable('orders').dropColumn('page_key').execute();
}
