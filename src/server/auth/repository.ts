import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import type { AdminUserRow } from '../db/schema.js';
import { nowIso } from '../db/text.js';
import { LIMITS } from '#contract/constants.js';
import type { Role } from '#contract/roles.js';
import { usernameKey } from './username.js';

/** The account whose username has the same key (auth/username.ts): any spelling of it finds it. */
export async function findUserByUsername(db: Db, username: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  username: string;
  name: string;
  role: Role;
  passwordHash: string;
  /** Signs in with a one-time password: must choose their own first. */
  mustChangePassword: boolean;
}

export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const id = uuidv7();
  const now = nowIso();
  await db
    .insertInto('admin_users')
    .values({
      id,
      username: user.username.trim(),
      username_key: usernameKey(user.username),
      name: user.name,
      role: user.role,
      must_change_password: user.mustChangePassword ? 1 : 0,
      one_time_password_until: oneTimeUntil(user.mustChangePassword),
      password_hash: user.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function setLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.updateTable('admin_users').set({ language, updated_at: nowIso() }).where('id', '=', userId).execute();
}

/** A new password; `mustChange` when it is a one-time password the owner gave (the person's own clears it). */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string, mustChange = false): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({
      password_hash: passwordHash,
      must_change_password: mustChange ? 1 : 0,
      one_time_password_until: oneTimeUntil(mustChange),
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}

/** Until when a password given now may sign in: a one-time password for its hours, one's own with no end. */
function oneTimeUntil(oneTime: boolean): string | null {
  return oneTime ? new Date(Date.now() + LIMITS.oneTimePasswordHours * 3_600_000).toISOString() : null;
}

/**
 * Spends the account's one-time password on this sign-in: false when it was already spent or is too
 * old. One statement, so two sign-ins with it at once cannot both pass.
 */
export async function spendOneTimePassword(db: Db, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({ one_time_password_until: now })
    .where('id', '=', userId)
    .where('must_change_password', '=', 1)
    .where('one_time_password_until', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Longest User-Agent kept with a session: enough to name the browser and system. */
const DEVICE_MAX = 300;

export async function insertSession(db: Db, userId: string, tokenHash: string, expiresAt: string, device: string): Promise<string> {
  const id = uuidv7();
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      token_hash: tokenHash,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      device: device.slice(0, DEVICE_MAX),
    })
    .execute();
  return id;
}

/** A live session of an account that is switched on, with what the request's checks need of the account now. */
export async function findLiveSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.last_seen_at as lastSeenAt',
      'admin_users.username as username',
      'admin_users.name as name',
      'admin_users.role as role',
      'admin_users.must_change_password as mustChangePassword',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('admin_users.active', '=', 1)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
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
