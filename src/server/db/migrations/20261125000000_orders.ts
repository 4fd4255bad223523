/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// Orders placed from the cart. A line keeps a copy of what was bought (name, colour, price) and the
// item's id as plain text, with no foreign key: deleting or editing a product never touches an order.
// Orders are never deleted, so a reference is never handed out twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('address', 'text')
    .addColumn('note', 'text')
    .addColumn('sent_without_reference', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_day', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_reference_key').on('orders').column('reference').unique().execute();
  await db.schema.createIndex('orders_idempotency_key').on('orders').column('idempotency_key').unique().execute();
  // The list, newest first; with the search text in the index a search reads the index alone.
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id', 'search_text']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at', 'id']).execute();
  // The dashboard: a range of days, summed by status, joined to the lines by id, from the index alone.
  await db.schema.createIndex('orders_day_idx').on('orders').columns(['created_day', 'status', 'total_cents', 'id']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color_hex', 'text')
    .addColumn('color_name', 'text')
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    .addColumn('created_day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute();
  // Best sellers: the lines of a range of days found directly, not by scanning every line for a join.
  await db.schema
    .createIndex('order_lines_day_idx')
    .on('order_lines')
    .columns(['created_day', 'order_id', 'kind', 'item_id', 'quantity', 'line_total_cents'])
    .execute();
  // An item's lines: the name a best seller had in its latest order.
  await db.schema.createIndex('order_lines_item_idx').on('order_lines').columns(['item_id', 'created_day']).execute();

  await db.schema
    .createTable('order_status_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_changes_order_idx')
    .on('order_status_changes')
    .columns(['order_id', 'changed_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_status_changes').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
}
