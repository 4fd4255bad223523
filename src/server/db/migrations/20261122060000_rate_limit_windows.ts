/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// Sign-in throttling and the contact form's limit count in the database, so several app instances
// behind a load balancer share one count instead of each allowing the full limit.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('reset_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_reset_at').on('rate_limit_windows').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
