import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import type { AdminUserRow, SessionsTable } from '../db/schema.js';
import type { Selectable } from 'kysely';

export type AccountRow = AdminUserRow & { last_seen_at: string | null };
export type SessionRow = Selectable<SessionsTable>;

/** Accounts with the latest request of their live sessions as `last_seen_at` (null when they have none). */
function accounts(db: Db, now: string) {
  return db
    .selectFrom('admin_users')
    .selectAll('admin_users')
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select((inner) => inner.fn.max('sessions.last_seen_at').as('latest'))
        .whereRef('sessions.user_id', '=', 'admin_users.id')
        .where('sessions.expires_at', '>', now)
        .as('last_seen_at'),
    );
}

export async function listAccounts(db: Db, now: string): Promise<AccountRow[]> {
  return accounts(db, now).execute();
}

/** Every account's username, switched off ones too. */
export async function listUsernames(db: Db): Promise<string[]> {
  return (await db.selectFrom('admin_users').select('username').execute()).map((row) => row.username);
}

export async function findAccount(db: Db, id: string, now: string): Promise<AccountRow | undefined> {
  return accounts(db, now).where('admin_users.id', '=', id).executeTakeFirst();
}

/**
 * The ids of the active owners, their rows locked until `trx` ends (FOR UPDATE on PostgreSQL; SQLite
 * runs one writing transaction at a time). Every account change takes these locks first, in id order,
 * so two owners demoting or switching off each other at once run one after the other and the second
 * counts the owners the first left.
 */
export async function lockActiveOwners(trx: Db): Promise<string[]> {
  let query = trx.selectFrom('admin_users').select('id').where('role', '=', 'owner').where('active', '=', 1).orderBy('id');
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

export interface AccountChange {
  name: string;
  role: string;
  active: number;
}

export async function updateAccount(db: Db, id: string, change: AccountChange, now: string): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The account's unexpired sessions, latest seen first. */
export async function listSessions(db: Db, userId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one session of the account; false when the account has no session by that id. */
export async function deleteSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
