import { randomUUID } from 'node:crypto';
import type { AddAccountInput, OneTimePassword } from '#contract/accounts.js';
import type { Actor } from '../activity/record.js';
import { insertSession } from '../auth/repository.js';
import { hashToken } from '../auth/service.js';
import type { Db } from '../db/connect.js';
import { bearer, type TestApp } from './app.js';

/** The password the test accounts choose in place of their one-time password. */
export const OWN_PASSWORD = 'a-password-of-my-own';

let seed = 0;
/** A username no other test account has. */
export const freshUsername = (prefix = 'person') => `${prefix}${(seed += 1)}`;

/** Adds an account as the owner does (POST /api/accounts) and returns it with its one-time password. */
export async function addAccount(t: TestApp, ownerToken: string, input: Partial<AddAccountInput> = {}): Promise<OneTimePassword> {
  const username = input.username ?? freshUsername();
  const payload = { name: input.name ?? username, username, role: input.role ?? 'staff' };
  const response = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: bearer(ownerToken), payload });
  if (response.statusCode !== 201) throw new Error(`account not added: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A token for `username`; throws unless sign-in succeeds. */
export async function signIn(t: TestApp, username: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Replaces the signed-in account's password (its one-time one) with `OWN_PASSWORD`; the token stays signed in. */
export async function chooseOwnPassword(t: TestApp, token: string, username: string, oldPassword: string): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/update-password',
    headers: bearer(token),
    payload: { username, oldPassword, newPassword: OWN_PASSWORD, confirmPassword: OWN_PASSWORD },
  });
  if (response.statusCode !== 204) throw new Error(`password not changed: ${response.statusCode} ${response.body}`);
}

/** An account added by the owner that has chosen its own password, signed in: its id, username and token. */
export async function addSignedInAccount(
  t: TestApp,
  ownerToken: string,
  input: Partial<AddAccountInput> = {},
): Promise<{ id: string; username: string; token: string }> {
  const { account, password } = await addAccount(t, ownerToken, input);
  const first = await signIn(t, account.username, password);
  await chooseOwnPassword(t, first, account.username, password);
  return { id: account.id, username: account.username, token: await signIn(t, account.username, OWN_PASSWORD) };
}

/** The account as a route hands it to a service, with a live session of its own: for calling a service directly. */
export async function actorOf(db: Db, userId: string, access: Actor['access']): Promise<Actor> {
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  return { userId, sessionId: await insertSession(db, userId, hashToken(randomUUID()), expiresAt, ''), access };
}
