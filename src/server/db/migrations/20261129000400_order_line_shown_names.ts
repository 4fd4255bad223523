/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// A line's item and colour names as the customer saw them, in the order's language (the English one
// where the owner wrote no translation), kept beside the English names the owner reads. Null in lines
// placed before: those show the English names.
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds no more at once.
  await db.schema.alterTable('order_lines').addColumn('shown_name', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('shown_color_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('shown_color_name').execute();
  await db.schema.alterTable('order_lines').dropColumn('shown_name').execute();
}
