/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// Each instance's search index catches up after a catalogue write by reading the items saved since
// its newest (`updated_at > …`): an index on it reads those few rows instead of the whole table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_updated_at_idx').on('products').column('updated_at').execute();
  await db.schema.createIndex('offers_updated_at_idx').on('offers').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_updated_at_idx').execute();
  await db.schema.dropIndex('offers_updated_at_idx').execute();
}
