/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';
import { remove as withoutLookAlikes } from 'confusables';

// Frozen with the migration, not imported from the app: the key as auth/username.ts made it then.
const usernameKey = (username: string): string =>
  withoutLookAlikes(username.trim().normalize('NFKC').toLowerCase()).normalize('NFKC').toLowerCase();

// A team runs the shop. Each person has an account with a name, a role (owner or staff: the
// permissions are contract/roles.ts) and a switch; `username_key` (auth/username.ts) is unique, so
// names that differ only by case or look-alike letters are one name. The accounts there before are
// owners. Sessions keep the device that signed in and when it was last seen. Every change of the
// shop's data is a row of `activity`, written in the change's own transaction; order status changes
// and stock changes also carry who made them, with the name as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('admin_users').addColumn('username_key', 'text').execute();
  const users = await db.selectFrom('admin_users').select(['id', 'username']).execute();
  for (const user of users) {
    await db
      .updateTable('admin_users')
      .set({ username_key: usernameKey(user.username as string), name: user.username })
      .where('id', '=', user.id)
      .execute();
  }
  // Not "admin_users_username_key": PostgreSQL already gave that name to the username column's own unique constraint.
  await db.schema.createIndex('admin_users_username_key_idx').on('admin_users').column('username_key').unique().execute();

  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('sessions')
    .set((eb: any) => ({ last_seen_at: eb.ref('created_at') }))
    .execute();

  for (const table of ['order_status_changes', 'stock_changes']) {
    await db.schema.alterTable(table).addColumn('actor_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('actor_name', 'text').execute();
  }

  await db.schema
    .createTable('activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('subject_label', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // Newest first, for everyone, per person and per kind.
  await db.schema.createIndex('activity_at_idx').on('activity').columns(['at', 'id']).execute();
  await db.schema.createIndex('activity_actor_idx').on('activity').columns(['actor_id', 'at', 'id']).execute();
  await db.schema.createIndex('activity_kind_idx').on('activity').columns(['kind', 'at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity').execute();
  for (const table of ['order_status_changes', 'stock_changes']) {
    await db.schema.alterTable(table).dropColumn('actor_name').execute();
    await db.schema.alterTable(table).dropColumn('actor_id').execute();
  }
  await db.schema.alterTable('sessions').dropColumn('device').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.dropIndex('admin_users_username_key_idx').execute();
  for (const column of ['username_key', 'must_change_password', 'active', 'role', 'name']) {
    await db.schema.alterTable('admin_users').dropColumn(column).execute();
  }
}
