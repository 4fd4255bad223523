/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// The language the customer ordered in (en, fr, ar): the order's own page and the owner's replies speak
// it. Every order placed before it is English, as is a recorded sale unless the owner says otherwise.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('language').execute();
}
