import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import type { AdminUserRow } from '../db/schema.js';
import { nowIso } from '../db/text.js';

export async function findUserByUsername(db: Db, username: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, username: string, passwordHash: string): Promise<string> {
  const id = uuidv7();
  const now = nowIso();
  await db.insertInto('admin_users').values({ id, username, password_hash: passwordHash, created_at: now, updated_at: now }).execute();
  return id;
}

export async function setLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.updateTable('admin_users').set({ language, updated_at: nowIso() }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('admin_users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', userId).execute();
}

export async function insertSession(db: Db, userId: string, tokenHash: string, expiresAt: string): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, token_hash: tokenHash, created_at: nowIso(), expires_at: expiresAt })
    .execute();
  return id;
}

export async function findLiveSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.user_id as userId', 'admin_users.username as username'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Revokes every session of the user except `keepSessionId` (all of them when absent). */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** The secret stored under `name`; the first caller's `candidate` becomes it when there is none yet. */
export async function readOrCreateSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: candidate })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
