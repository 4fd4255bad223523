/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// The language each person reads the admin panel in (en, fr, ar), kept with their account so that
// signing in on another phone opens the panel in it. Null until they have used the panel.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('language').execute();
}
