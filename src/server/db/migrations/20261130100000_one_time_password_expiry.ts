/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// Until when an account's one-time password may sign in: 72 hours after the owner gave it, and no
// longer once it has signed in (set to that moment). One-time passwords given before this
// migration get their 72 hours from now. Null for an account's own password.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('one_time_password_until', 'text').execute();
  const until = new Date(Date.now() + 72 * 3_600_000).toISOString();
  await db.updateTable('admin_users').set({ one_time_password_until: until }).where('must_change_password', '=', 1).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('one_time_password_until').execute();
}
