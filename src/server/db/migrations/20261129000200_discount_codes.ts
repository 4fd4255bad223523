/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// Discount codes (contract/discount-code.ts). `code` is stored folded (capitals and digits) and is
// unique; `uses` counts the orders not cancelled that used it, moved in the order's own transaction.
// Starts and ends are instants (UTC ISO); limits to categories and items are JSON arrays. An order
// keeps the code as used, what it took off the items and off delivery, and the customer's phone
// folded (for a code limited per phone).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amount_cents', 'integer')
    .addColumn('min_items_cents', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_phone', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('item_targets', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('orders').addColumn('discount_code_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('discount_code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount_items_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount_delivery_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('discount_phone_key', 'text').execute();
  // A code's orders (its figures, whether it was used), and its orders per phone.
  await db.schema.createIndex('orders_discount_code_idx').on('orders').columns(['discount_code_id', 'discount_phone_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_discount_code_idx').execute();
  for (const column of ['discount_phone_key', 'discount_delivery_cents', 'discount_items_cents', 'discount_code', 'discount_code_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('discount_codes').execute();
}
