import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#contract/constants.js';
import { UNKNOWN_DEVICE, type Account, type AccountSession } from '#contract/accounts.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { hashToken } from '../auth/service.js';
import { verifyPassword } from '../auth/password.js';
import { ADMIN, bearer, useTestApp } from '../test-support/app.js';
import {
  actorOf,
  addAccount,
  addSignedInAccount,
  chooseOwnPassword,
  freshUsername,
  OWN_PASSWORD,
  signIn,
} from '../test-support/accounts.js';
import { engines } from '../test-support/engines.js';
import type { HttpError } from '../http/errors.js';
import { AccountService, deviceOf } from './service.js';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const UNKNOWN_ID = '0190aaaa-0000-7000-8000-000000000000';

describe('devices', () => {
  it('names the browser and the system from the User-Agent, each null when it names none', () => {
    expect(deviceOf(CHROME_ANDROID)).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(deviceOf(SAFARI_IOS)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toEqual({
      browser: 'Firefox',
      system: 'Linux',
    });
    expect(deviceOf('Firefox/127.0')).toEqual({ browser: 'Firefox', system: null });
    expect(deviceOf('(Windows NT 10.0)')).toEqual({ browser: null, system: 'Windows' });
    for (const userAgent of ['', '   ', 'curl/8.0', 'lightMyRequest']) {
      expect(deviceOf(userAgent), userAgent).toEqual({ browser: null, system: null });
    }
  });
});

describe.each(engines)('accounts on %s', (engine) => {
  const shop = useTestApp(engine, { rateLimits: { loginMaxFailures: 3 } }, { signIn: true });

  const send = (request: InjectOptions, token = shop.token) =>
    shop.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
  const list = async (token = shop.token): Promise<Account[]> => (await send({ method: 'GET', url: '/api/accounts' }, token)).json().data;
  const update = (id: string, payload: object, token = shop.token) => send({ method: 'PUT', url: `/api/accounts/${id}`, payload }, token);
  const login = (username: string, password: string, remoteAddress = '10.9.0.1', userAgent?: string) =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress,
      ...(userAgent === undefined ? {} : { headers: { 'user-agent': userAgent } }),
    });
  const canReadOrders = async (token: string) => (await send({ method: 'GET', url: '/api/orders' }, token)).statusCode;
  const activityOf = (subjectId: string) =>
    shop.t.db.selectFrom('activity').selectAll().where('subject_id', '=', subjectId).orderBy('at').orderBy('id').execute();
  const adminId = async () => (await list()).find((account) => account.username === ADMIN.username)!.id;

  it('adds a person with a one-time password, stored only hashed, that must be replaced before anything else', async () => {
    const response = await send({ method: 'POST', url: '/api/accounts', payload: { name: '  Rania ', username: 'rania', role: 'staff' } });
    expect(response.statusCode).toBe(201);
    const { account, password } = response.json();
    expect(account).toEqual({
      id: expect.any(String),
      name: 'Rania',
      username: 'rania',
      role: 'staff',
      active: true,
      mustChangePassword: true,
      lastSeenAt: null,
      createdAt: expect.any(String),
    });
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const row = await shop.t.db.selectFrom('admin_users').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(password);
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
    expect(row.must_change_password).toBe(1);
    expect(await list()).toContainEqual(account);

    const admin = await adminId();
    expect((await activityOf(account.id)).map((entry) => [entry.actor_id, entry.action, entry.subject_label, entry.detail])).toEqual([
      [admin, 'created', 'Rania', JSON.stringify({ role: 'staff' })],
    ]);

    // The one-time password opens only the page that replaces it.
    const token = await signIn(shop.t, 'rania', password);
    expect(await canReadOrders(token)).toBe(403);
    expect((await send({ method: 'GET', url: '/api/orders' }, token)).json()).toEqual({ message: apiMessages.changePasswordFirst });
    const me = await send({ method: 'GET', url: '/api/auth/me' }, token);
    expect([me.statusCode, me.json().mustChangePassword]).toEqual([200, true]);
    await chooseOwnPassword(shop.t, token, 'rania', password);
    expect(await canReadOrders(token)).toBe(200);
    expect((await send({ method: 'GET', url: '/api/auth/me' }, token)).json().mustChangePassword).toBe(false);
    expect((await list()).find((one) => one.id === account.id)!.mustChangePassword).toBe(false);
    expect((await login('rania', password)).statusCode).toBe(401);
  });

  it('asks a person signed in with a one-time password only for the new one; anyone else for the current one too', async () => {
    const { account, password } = await addAccount(shop.t, shop.token, { name: 'Rana' });
    const token = await signIn(shop.t, account.username, password);
    const choose = (bearerToken: string, username: string) =>
      send(
        {
          method: 'PUT',
          url: '/api/auth/update-password',
          payload: { username, newPassword: OWN_PASSWORD, confirmPassword: OWN_PASSWORD },
        },
        bearerToken,
      );
    expect((await choose(token, account.username)).statusCode).toBe(204);
    expect((await login(account.username, OWN_PASSWORD)).statusCode).toBe(200);
    // Now an ordinary account: the current password is needed again.
    const ordinary = (await login(account.username, OWN_PASSWORD)).json().token as string;
    const refused = await choose(ordinary, account.username);
    expect([refused.statusCode, refused.json().errors]).toEqual([400, { oldPassword: validation.fillAllFields }]);
  });

  it('signs in once with a one-time password, within its hours, and never keeps it as the new one', async () => {
    const { account, password } = await addAccount(shop.t, shop.token, { name: 'Hala' });
    const row = await shop.t.db.selectFrom('admin_users').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    const hours = (Date.parse(row.one_time_password_until!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(LIMITS.oneTimePasswordHours - 0.1);
    expect(hours).toBeLessThanOrEqual(LIMITS.oneTimePasswordHours);

    const token = await signIn(shop.t, account.username, password);
    const again = await login(account.username, password);
    expect([again.statusCode, again.json()]).toEqual([403, { message: apiMessages.oneTimePasswordSpent }]);

    const kept = await send(
      {
        method: 'PUT',
        url: '/api/auth/update-password',
        payload: { username: account.username, oldPassword: password, newPassword: password, confirmPassword: password },
      },
      token,
    );
    expect([kept.statusCode, kept.json().errors]).toEqual([400, { newPassword: validation.passwordSameAsOneTime }]);
    await chooseOwnPassword(shop.t, token, account.username, password);
    expect((await login(account.username, OWN_PASSWORD)).statusCode).toBe(200);

    // A reset's one-time password, too old by a minute, opens nothing.
    const reset = await send({ method: 'POST', url: `/api/accounts/${account.id}/password` });
    const { password: second } = reset.json();
    const late = new Date(Date.now() - 60_000).toISOString();
    await shop.t.db.updateTable('admin_users').set({ one_time_password_until: late }).where('id', '=', account.id).execute();
    const expired = await login(account.username, second);
    expect([expired.statusCode, expired.json()]).toEqual([403, { message: apiMessages.oneTimePasswordSpent }]);
  });

  it('refuses a username that differs from a taken one only by case or look-alike letters, and signs in with any spelling of it', async () => {
    const { account, password } = await addAccount(shop.t, shop.token, { name: 'Rima', username: 'Rima' });
    await chooseOwnPassword(shop.t, await signIn(shop.t, 'Rima', password), 'Rima', password);
    // Lower case, Cyrillic "і" and capital "І", Cyrillic "а", full-width letters, capitals with spaces around.
    for (const username of ['rima', 'R\u0456ma', 'R\u0406MA', 'Rim\u0430', '\uFF32\uFF49\uFF4D\uFF41', ' RIMA ']) {
      const taken = await send({ method: 'POST', url: '/api/accounts', payload: { name: 'Another', username, role: 'staff' } });
      expect(taken.statusCode, username).toBe(409);
      expect(taken.json(), username).toEqual({ message: apiMessages.usernameTaken, errors: { username: apiMessages.usernameTaken } });

      const signedIn = await login(username, OWN_PASSWORD);
      expect(signedIn.statusCode, username).toBe(200);
      expect(signedIn.json().person.id, username).toBe(account.id);
    }
    expect((await list()).filter((one) => one.name === 'Another')).toEqual([]);
  });

  it('refuses a username that looks like a taken one: 0 for o, 1 for l, punctuation at either end (409)', async () => {
    await addAccount(shop.t, shop.token, { name: 'Layla', username: 'layla' });
    for (const username of ['1ayla', 'lay1a', 'layla.', '_layla', '-layla-', 'LAY1A.']) {
      const refused = await send({ method: 'POST', url: '/api/accounts', payload: { name: 'Another', username, role: 'staff' } });
      expect([refused.statusCode, refused.json()], username).toEqual([
        409,
        { message: apiMessages.usernameLookAlike, errors: { username: apiMessages.usernameLookAlike } },
      ]);
    }
    expect((await list()).filter((one) => one.name === 'Another')).toEqual([]);
    // A name that reads differently is a name of its own.
    expect(
      (await send({ method: 'POST', url: '/api/accounts', payload: { name: 'Layla B', username: 'layla.b', role: 'staff' } })).statusCode,
    ).toBe(201);
  });

  it('refuses a second add of the same name sent at once (409), keeping one account', async () => {
    const username = freshUsername('twice');
    const responses = await Promise.all(
      [username, username.toUpperCase(), username, username.toUpperCase()].map((spelling) =>
        send({ method: 'POST', url: '/api/accounts', payload: { name: 'Twice', username: spelling, role: 'staff' } }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().errors).toEqual({ username: apiMessages.usernameTaken });
    expect((await list()).filter((one) => one.name === 'Twice')).toHaveLength(1);
  });

  it('refuses a role that does not exist, a username with spaces or symbols, and unknown fields (400)', async () => {
    for (const role of ['admin', 'Owner', '', 'manager']) {
      const response = await send({ method: 'POST', url: '/api/accounts', payload: { name: 'Nour', username: freshUsername(), role } });
      expect(response.statusCode, role).toBe(400);
      expect(response.json().errors, role).toEqual({ role: validation.roleInvalid });
    }
    for (const username of ['two words', 'semi;colon', 'at@sign']) {
      const response = await send({ method: 'POST', url: '/api/accounts', payload: { name: 'Nour', username, role: 'staff' } });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().errors, username).toEqual({ username: validation.usernameCharacters });
    }
    const extra = await send({
      method: 'POST',
      url: '/api/accounts',
      payload: { name: 'Nour', username: freshUsername(), role: 'staff', password: 'chosen-by-the-owner' },
    });
    expect(extra.statusCode).toBe(400);

    const { account } = await addAccount(shop.t, shop.token);
    const badRole = await update(account.id, { name: 'Nour', role: 'superuser', active: true });
    expect([badRole.statusCode, badRole.json().errors]).toEqual([400, { role: validation.roleInvalid }]);
    const missing = await update(account.id, { name: 'Nour', role: 'staff' });
    expect(missing.statusCode).toBe(400);
    expect((await list()).find((one) => one.id === account.id)).toMatchObject({ role: 'staff', name: account.name });
  });

  it('lists owners first, then by name, with when each account was last seen', async () => {
    await addAccount(shop.t, shop.token, { name: 'zeina', role: 'owner' });
    await addAccount(shop.t, shop.token, { name: 'Ahmad', role: 'staff' });
    const { account: seen, password } = await addAccount(shop.t, shop.token, { name: 'Élie', role: 'staff' });
    await chooseOwnPassword(shop.t, await signIn(shop.t, seen.username, password), seen.username, password);
    await shop.t.db.updateTable('sessions').set({ last_seen_at: '2026-11-20T10:00:00.000Z' }).where('user_id', '=', seen.id).execute();
    // An expired session is not "seen".
    const expired = await signIn(shop.t, seen.username, OWN_PASSWORD);
    await shop.t.db
      .updateTable('sessions')
      .set({ last_seen_at: '2026-11-25T10:00:00.000Z', expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(expired))
      .execute();

    const accounts = await list();
    const firstStaff = accounts.findIndex((account) => account.role === 'staff');
    expect(accounts.slice(firstStaff).every((account) => account.role === 'staff')).toBe(true);
    const byName = (group: Account[]) => group.map((account) => account.name);
    const sorted = (group: Account[]) => byName(group).sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare);
    expect(byName(accounts.slice(0, firstStaff))).toEqual(sorted(accounts.slice(0, firstStaff)));
    expect(byName(accounts.slice(firstStaff))).toEqual(sorted(accounts.slice(firstStaff)));
    expect(byName(accounts.slice(0, firstStaff))).toEqual(expect.arrayContaining(['admin', 'zeina']));
    const names = byName(accounts);
    expect(names.indexOf('zeina')).toBeLessThan(names.indexOf('Ahmad'));
    expect(names.indexOf('Ahmad')).toBeLessThan(names.indexOf('Élie'));

    expect(accounts.find((account) => account.id === seen.id)!.lastSeenAt).toBe('2026-11-20T10:00:00.000Z');
    expect(accounts.find((account) => account.name === 'Ahmad')!.lastSeenAt).toBeNull();
    expect(accounts.find((account) => account.username === ADMIN.username)!.lastSeenAt).toEqual(expect.any(String));
  });

  it('renames, switches off (its sessions end at once, sign-in is refused) and on again, recording each change', async () => {
    const person = await addSignedInAccount(shop.t, shop.token, { name: 'Maya' });
    const other = await signIn(shop.t, person.username, OWN_PASSWORD);
    const renamed = await update(person.id, { name: 'Maya K.', role: 'staff', active: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: person.id, name: 'Maya K.', role: 'staff', active: true, mustChangePassword: false });
    expect(await canReadOrders(person.token)).toBe(200);

    const off = await update(person.id, { name: 'Maya K.', role: 'staff', active: false });
    expect([off.statusCode, off.json().active, off.json().lastSeenAt]).toEqual([200, false, null]);
    for (const token of [person.token, other]) expect(await canReadOrders(token)).toBe(401);
    expect(await shop.t.db.selectFrom('sessions').select('id').where('user_id', '=', person.id).execute()).toEqual([]);
    const refused = await login(person.username, OWN_PASSWORD);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: apiMessages.accountSwitchedOff }]);

    expect((await update(person.id, { name: 'Maya K.', role: 'staff', active: true })).statusCode).toBe(200);
    expect(await canReadOrders(await signIn(shop.t, person.username, OWN_PASSWORD))).toBe(200);
    // Saving it unchanged records nothing.
    expect((await update(person.id, { name: 'Maya K.', role: 'staff', active: true })).statusCode).toBe(200);
    expect((await activityOf(person.id)).map((entry) => [entry.action, entry.subject_label])).toEqual([
      ['created', 'Maya'],
      // The person's first sign-in, choosing their own password.
      ['passwordChanged', 'Maya'],
      ['updated', 'Maya K.'],
      ['switchedOff', 'Maya K.'],
      ['switchedOn', 'Maya K.'],
    ]);
  });

  it('changes a role from the next request of the same session', async () => {
    const person = await addSignedInAccount(shop.t, shop.token, { name: 'Karim', role: 'owner' });
    expect((await send({ method: 'GET', url: '/api/accounts' }, person.token)).statusCode).toBe(200);

    const toStaff = await update(person.id, { name: 'Karim', role: 'staff', active: true });
    expect([toStaff.statusCode, toStaff.json().role]).toEqual([200, 'staff']);
    const refused = await send({ method: 'GET', url: '/api/accounts' }, person.token);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: apiMessages.notAllowed }]);
    expect(await canReadOrders(person.token)).toBe(200);
    expect((await send({ method: 'GET', url: '/api/auth/me' }, person.token)).json()).toMatchObject({
      role: 'staff',
      permissions: ['orders', 'sales', 'stock', 'messages'],
    });

    expect((await update(person.id, { name: 'Karim', role: 'owner', active: true })).statusCode).toBe(200);
    expect((await send({ method: 'GET', url: '/api/accounts' }, person.token)).statusCode).toBe(200);
    expect((await activityOf(person.id)).map((entry) => [entry.action, entry.detail])).toEqual([
      ['created', JSON.stringify({ role: 'owner' })],
      ['passwordChanged', JSON.stringify({})],
      ['roleChanged', JSON.stringify({ role: 'staff' })],
      ['roleChanged', JSON.stringify({ role: 'owner' })],
    ]);
  });

  it("keeps staff out of accounts: not their own role, not others' passwords, not the list", async () => {
    const staff = await addSignedInAccount(shop.t, shop.token, { name: 'Lina' });
    const { account: colleague } = await addAccount(shop.t, shop.token);
    for (const request of [
      { method: 'GET', url: '/api/accounts' },
      { method: 'PUT', url: `/api/accounts/${staff.id}`, payload: { name: 'Lina', role: 'owner', active: true } },
      { method: 'POST', url: `/api/accounts/${colleague.id}/password` },
      { method: 'GET', url: `/api/accounts/${colleague.id}/sessions` },
      { method: 'POST', url: '/api/accounts', payload: { name: 'Friend', username: freshUsername(), role: 'owner' } },
    ] as InjectOptions[]) {
      const response = await send(request, staff.token);
      expect([response.statusCode, response.json()], `${request.method} ${request.url}`).toEqual([
        403,
        { message: apiMessages.notAllowed },
      ]);
    }
    expect((await list()).find((one) => one.id === staff.id)!.role).toBe('staff');
    expect((await activityOf(staff.id)).map((entry) => entry.action)).toEqual(['created', 'passwordChanged']);
  });

  it('resets a password: a new one-time password, the old one and every session end', async () => {
    const person = await addSignedInAccount(shop.t, shop.token, { name: 'Sami' });
    const reset = await send({ method: 'POST', url: `/api/accounts/${person.id}/password` });
    expect(reset.statusCode).toBe(200);
    const { account, password } = reset.json();
    expect(account).toMatchObject({ id: person.id, mustChangePassword: true, lastSeenAt: null });
    expect(password).not.toBe(OWN_PASSWORD);
    expect(await canReadOrders(person.token)).toBe(401);
    expect((await login(person.username, OWN_PASSWORD, '10.9.1.1')).statusCode).toBe(401);

    const token = await signIn(shop.t, person.username, password);
    expect((await send({ method: 'GET', url: '/api/orders' }, token)).json()).toEqual({ message: apiMessages.changePasswordFirst });
    await chooseOwnPassword(shop.t, token, person.username, password);
    expect(await canReadOrders(token)).toBe(200);
    expect((await activityOf(person.id)).map((entry) => entry.action)).toEqual([
      'created',
      'passwordChanged',
      'passwordReset',
      'passwordChanged',
    ]);
  });

  it("lists an account's unexpired sessions, latest seen first, named by device, and ends one", async () => {
    const person = await addSignedInAccount(shop.t, shop.token, { name: 'Dana' });
    // Only the sessions below: the sign-ins that set its password up end here.
    await shop.t.db.deleteFrom('sessions').where('user_id', '=', person.id).execute();
    const phone = (await login(person.username, OWN_PASSWORD, '10.9.2.1', CHROME_ANDROID)).json().token;
    const iphone = (await login(person.username, OWN_PASSWORD, '10.9.2.2', SAFARI_IOS)).json().token;
    const bare = (await login(person.username, OWN_PASSWORD, '10.9.2.3', '')).json().token;
    const expired = (await login(person.username, OWN_PASSWORD, '10.9.2.4', CHROME_ANDROID)).json().token;
    const seen: Array<[string, string]> = [
      [iphone, '2026-11-28T09:00:00.000Z'],
      [phone, '2026-11-28T08:00:00.000Z'],
      [bare, '2026-11-28T07:00:00.000Z'],
    ];
    for (const [token, at] of seen) {
      await shop.t.db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', hashToken(token)).execute();
    }
    await shop.t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(expired))
      .execute();

    const response = await send({ method: 'GET', url: `/api/accounts/${person.id}/sessions` });
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data;
    expect(sessions.map((session: AccountSession) => [session.browser, session.system, session.device, session.lastSeenAt])).toEqual([
      ['Safari', 'iOS', 'Safari on iOS', '2026-11-28T09:00:00.000Z'],
      ['Chrome', 'Android', 'Chrome on Android', '2026-11-28T08:00:00.000Z'],
      [null, null, UNKNOWN_DEVICE, '2026-11-28T07:00:00.000Z'],
    ]);
    expect(sessions[0]).toEqual({
      id: expect.any(String),
      browser: 'Safari',
      system: 'iOS',
      device: 'Safari on iOS',
      createdAt: expect.any(String),
      lastSeenAt: '2026-11-28T09:00:00.000Z',
      expiresAt: expect.any(String),
      current: false,
    });
    expect((await list()).find((one) => one.id === person.id)!.lastSeenAt).toBe('2026-11-28T09:00:00.000Z');

    const own = (await send({ method: 'GET', url: `/api/accounts/${await adminId()}/sessions` })).json().data;
    expect(own.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    const ended = await send({ method: 'DELETE', url: `/api/accounts/${person.id}/sessions/${sessions[0].id}` });
    expect(ended.statusCode).toBe(204);
    expect(await canReadOrders(iphone)).toBe(401);
    expect(await canReadOrders(phone)).toBe(200);
    const again = await send({ method: 'DELETE', url: `/api/accounts/${person.id}/sessions/${sessions[0].id}` });
    expect([again.statusCode, again.json()]).toEqual([404, { message: apiMessages.notFound('Session') }]);
    // A session of another account is not this one's.
    const elsewhere = await send({ method: 'DELETE', url: `/api/accounts/${await adminId()}/sessions/${sessions[1].id}` });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { message: apiMessages.notFound('Session') }]);
    expect(await canReadOrders(phone)).toBe(200);
    expect((await activityOf(person.id)).map((entry) => entry.action)).toEqual(['created', 'passwordChanged', 'sessionEnded']);
  });

  it('answers 404 for an account that does not exist, and changes nothing', async () => {
    for (const request of [
      { method: 'PUT', url: `/api/accounts/${UNKNOWN_ID}`, payload: { name: 'Ghost', role: 'staff', active: false } },
      { method: 'POST', url: `/api/accounts/${UNKNOWN_ID}/password` },
      { method: 'GET', url: `/api/accounts/${UNKNOWN_ID}/sessions` },
      { method: 'DELETE', url: `/api/accounts/${UNKNOWN_ID}/sessions/${UNKNOWN_ID}` },
    ] as InjectOptions[]) {
      const response = await send(request);
      expect([response.statusCode, response.json()], `${request.method} ${request.url}`).toEqual([
        404,
        { message: apiMessages.notFound('Account') },
      ]);
    }
    expect(await activityOf(UNKNOWN_ID)).toEqual([]);
  });

  it('counts failed sign-ins per account, whatever the spelling of its name', async () => {
    const { account, password } = await addAccount(shop.t, shop.token, { username: 'Hala' });
    // Three failures (the limit here), each from another address and in another spelling.
    for (const [index, spelling] of ['hala', 'HALA', 'H\u0430la'].entries()) {
      expect((await login(spelling, 'not-the-password', `10.9.3.${index}`)).statusCode).toBe(401);
    }
    const blocked = await login('\uFF48\uFF41\uFF4C\uFF41', password, '10.9.3.9');
    expect(blocked.statusCode).toBe(429);
    // Other accounts are not held back by it.
    expect((await login(ADMIN.username, ADMIN.password, '10.9.3.10')).statusCode).toBe(200);
    expect(account.username).toBe('Hala');
  });
});

describe.each(engines)('the last owner on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });

  const update = (id: string, payload: object, token = shop.token) =>
    shop.t.app.inject({ method: 'PUT', url: `/api/accounts/${id}`, headers: bearer(token), payload });
  const activeOwners = async () =>
    (await shop.t.db.selectFrom('admin_users').select('id').where('role', '=', 'owner').where('active', '=', 1).execute()).map(
      (row) => row.id,
    );

  it('cannot be made staff or switched off, by anyone, while no other owner is on', async () => {
    const [admin] = await activeOwners();
    for (const payload of [
      { name: 'admin', role: 'staff', active: true },
      { name: 'admin', role: 'owner', active: false },
      { name: 'admin', role: 'staff', active: false },
    ]) {
      const response = await update(admin!, payload);
      expect([response.statusCode, response.json()], JSON.stringify(payload)).toEqual([409, { message: apiMessages.lastOwner }]);
    }

    // An owner who is switched off does not count.
    const other = await addSignedInAccount(shop.t, shop.token, { name: 'Nadia', role: 'owner' });
    expect((await update(other.id, { name: 'Nadia', role: 'owner', active: false })).statusCode).toBe(200);
    expect((await update(admin!, { name: 'admin', role: 'staff', active: true })).statusCode).toBe(409);
    expect(await activeOwners()).toEqual([admin]);
    expect(await shop.t.db.selectFrom('activity').select('action').where('subject_id', '=', admin!).execute()).toEqual([]);

    // With another active owner, an owner may make themselves staff; their next request is staff's.
    expect((await update(other.id, { name: 'Nadia', role: 'owner', active: true })).statusCode).toBe(200);
    const self = await update(admin!, { name: 'admin', role: 'staff', active: true });
    expect([self.statusCode, self.json().role]).toEqual([200, 'staff']);
    const refused = await shop.t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(shop.token) });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: apiMessages.notAllowed }]);

    // Nadia, now the only owner, gives the role back.
    const nadia = await signIn(shop.t, other.username, OWN_PASSWORD);
    expect((await update(admin!, { name: 'admin', role: 'owner', active: true }, nadia)).statusCode).toBe(200);
    expect((await update(other.id, { name: 'Nadia', role: 'staff', active: true }, nadia)).statusCode).toBe(200);
    expect(await activeOwners()).toEqual([admin]);
  });

  it('lets exactly one of two owners demoting or switching off each other at once succeed', async () => {
    const [admin] = await activeOwners();
    const rival = await addSignedInAccount(shop.t, shop.token, { name: 'Rival', role: 'owner' });
    const people = {
      [admin!]: { name: 'admin', username: ADMIN.username, password: ADMIN.password, token: shop.token },
      [rival.id]: { name: 'Rival', username: rival.username, password: OWN_PASSWORD, token: rival.token },
    };
    for (const active of [true, false, true, false]) {
      expect((await activeOwners()).sort()).toEqual([admin, rival.id].sort());
      const change = (id: string) => ({ name: people[id]!.name, role: active ? 'staff' : 'owner', active });
      const responses = await Promise.all([
        update(rival.id, change(rival.id), people[admin!]!.token),
        update(admin!, change(admin!), rival.token),
      ]);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The other is refused: as the last owner when it got that far, or already as staff (403) or switched off (401).
      expect([401, 403, 409]).toContain(statuses.find((status) => status !== 200));
      const left = await activeOwners();
      expect(left).toHaveLength(1);

      // The winner puts the other back, who signs in anew when switched off.
      const loser = left[0] === admin ? rival.id : admin!;
      expect((await update(loser, { name: people[loser]!.name, role: 'owner', active: true }, people[left[0]!]!.token)).statusCode).toBe(
        200,
      );
      if (!active) people[loser]!.token = await signIn(shop.t, people[loser]!.username, people[loser]!.password);
      rival.token = people[rival.id]!.token;
    }
    shop.token = people[admin!]!.token;
  });

  it('refuses the second of two changes that would each leave the other owner alone, whichever comes first (409)', async () => {
    const accounts = new AccountService(shop.t.app.db, shop.t.config);
    const owners = (await activeOwners()).sort();
    expect(owners).toHaveLength(2);
    for (const active of [true, false, true, false, true]) {
      const [one, two] = owners as [string, string];
      const role = active ? 'staff' : 'owner';
      const outcomes = await Promise.allSettled([
        accounts.update(await actorOf(shop.t.db, one, 'accounts'), two, { name: 'Demoted', role, active }),
        accounts.update(await actorOf(shop.t.db, two, 'accounts'), one, { name: 'Demoted', role, active }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected')!.reason as HttpError;
      expect([refused.statusCode, refused.message]).toEqual([409, apiMessages.lastOwner]);
      const [winner] = await activeOwners();
      const loser = winner === one ? two : one;
      await accounts.update(await actorOf(shop.t.db, winner!, 'accounts'), loser, { name: 'Restored', role: 'owner', active: true });
    }
    expect((await activeOwners()).sort()).toEqual(owners);
  });
});
