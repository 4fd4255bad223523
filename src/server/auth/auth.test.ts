import { afterEach, describe, expect, it } from 'vitest';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { ADMIN, bearer, useTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { hashToken } from './service.js';

describe.each(engines)('sign-in on %s', (engine) => {
  const shop = useTestApp(engine, { rateLimits: { loginMaxFailures: 3, loginMaxFailuresPerIp: 6 } });

  const login = (payload: unknown, remoteAddress = '10.0.0.1', deviceMark?: string) =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress,
      ...(deviceMark ? { cookies: { known_device: deviceMark } } : {}),
    });
  const markOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies.find((cookie) => cookie.name === 'known_device')!.value;
  const canWrite = async (token: string) =>
    (await shop.t.app.inject({ method: 'GET', url: '/api/contact-us', headers: bearer(token) })).statusCode;

  it('returns a token with its expiry, stored only as a hash', async () => {
    const response = await login(ADMIN);
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(await canWrite(token)).toBe(200);
    const sessions = await shop.t.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(hashToken(token));
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
  });

  it('keeps the language the person uses the panel in, and returns it at the next sign-in', async () => {
    const first = await login(ADMIN);
    expect(first.json().language).toBeNull();
    const setLanguage = (payload: unknown, headers: Record<string, string> = bearer(first.json().token)) =>
      shop.t.app.inject({ method: 'PUT', url: '/api/auth/language', headers, payload: payload as object });
    expect((await setLanguage({ language: 'ar' })).statusCode).toBe(204);
    expect((await login(ADMIN)).json().language).toBe('ar');
    for (const payload of [{ language: 'de' }, { language: 'AR' }, {}, { language: 'fr', extra: 1 }]) {
      const refused = await setLanguage(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await setLanguage({ language: 'de' })).json().errors.language).toBe(validation.languageInvalid);
    expect((await setLanguage({ language: 'fr' }, {})).statusCode).toBe(401);
    expect((await login(ADMIN)).json().language).toBe('ar');
    expect((await setLanguage({ language: 'en' })).statusCode).toBe(204);
    expect((await login(ADMIN)).json().language).toBe('en');
  });

  it('responds with the same 401 for a wrong password and an unknown username', async () => {
    const wrongPassword = await login({ username: ADMIN.username, password: 'wrong-password' }, '10.0.1.1');
    const unknownUser = await login({ username: 'nobody', password: 'wrong-password' }, '10.0.1.2');
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('requires both fields', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validation.fillAllFields);
  });

  it('throttles repeated failures per username, then per client', async () => {
    const user = { username: 'target', password: 'guess-guess' };
    for (let i = 0; i < 3; i += 1) expect((await login(user, `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login(user, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (?:seconds?|minutes?)\.$/);

    for (let i = 0; i < 6; i += 1) await login({ username: `user${i}`, password: 'guess-guess' }, '10.2.0.1');
    expect((await login(ADMIN, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(ADMIN, '10.2.0.2')).statusCode).toBe(200);
  });

  it('never checks more passwords than the limit, however many attempts arrive at once', async () => {
    const wrong = Array.from({ length: 60 }, () => login({ username: ADMIN.username, password: 'wrong-password' }, '10.7.0.1'));
    // The right password, sent last with the others, must not slip through either.
    const responses = await Promise.all([...wrong, login(ADMIN, '10.7.0.1')]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(58);
    expect(statuses).not.toContain(200);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Within the window, the right password from that client is still refused.
    const after = await login(ADMIN, '10.7.0.1');
    expect(after.statusCode).toBe(429);
    expect(after.json().token).toBeUndefined();
    await shop.t.db.deleteFrom('rate_limit_windows').execute();
  });

  it('counts attempts sent at once from one client against its own limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login({ username: `crowd${i}`, password: 'guess-guess' }, '10.7.1.1')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(54);
    expect((await login(ADMIN, '10.7.1.1')).statusCode).toBe(429);
  });

  it('responds to sign-in, sign-out, password changes and every signed-in route with Cache-Control: no-store', async () => {
    const signedIn = await login(ADMIN, '10.8.0.1');
    const token = signedIn.json().token;
    const responses = [
      signedIn,
      await login({ username: ADMIN.username, password: 'wrong-password' }, '10.8.0.2'),
      await login({ username: '', password: '' }, '10.8.0.3'),
      await shop.t.app.inject({ method: 'GET', url: '/api/contact-us', headers: bearer(token) }),
      await shop.t.app.inject({ method: 'GET', url: '/api/contact-us' }),
      await shop.t.app.inject({ method: 'DELETE', url: '/api/products/0190aaaa-0000-7000-8000-000000000000', headers: bearer(token) }),
      await shop.t.app.inject({ method: 'PUT', url: '/api/auth/update-password', headers: bearer(token), payload: {} }),
      await shop.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 400, 200, 401, 404, 400, 204]);
    for (const response of responses) expect(response.headers['cache-control']).toBe('no-store');
    // Public responses keep their own caching.
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/products' })).headers['cache-control']).toBe('no-cache');
  });

  it('logout revokes the presented session only (204)', async () => {
    const first = (await login(ADMIN, '10.3.0.1')).json().token;
    const second = (await login(ADMIN, '10.3.0.1')).json().token;
    const out = await shop.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(204);
    expect(await canWrite(first)).toBe(401);
    expect(await canWrite(second)).toBe(200);
    expect((await shop.t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('refuses expired sessions', async () => {
    const token = (await login(ADMIN, '10.4.0.1')).json().token;
    await shop.t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const response = await shop.t.app.inject({ method: 'GET', url: '/api/contact-us', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.signInRequired });
  });

  describe('known devices', () => {
    afterEach(async () => {
      await shop.t.db.deleteFrom('rate_limit_windows').execute();
    });
    const WRONG = { username: ADMIN.username, password: 'wrong-password' };
    /** Wrong passwords for the owner's username from many addresses, until strangers are refused. */
    const strangersTry = async (count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push((await login(WRONG, `10.21.0.${i}`)).statusCode);
      return statuses;
    };

    it('marks the browser at sign-in with a long-lived HttpOnly cookie for the sign-in routes only', async () => {
      const response = await login(ADMIN, '10.20.0.1');
      const cookie = response.cookies.find((c) => c.name === 'known_device')!;
      expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict', maxAge: 86_400 });
      expect(cookie.value).toMatch(/^v1\.[\w-]+\.[0-9a-z]+\.[\w-]{43}$/);
      expect(Object.keys(response.json()).sort()).toEqual(['expiresAt', 'language', 'person', 'token']);
    });

    it("lets the owner's known device sign in while strangers are throttled for that username", async () => {
      const mark = markOf(await login(ADMIN, '10.20.0.1'));
      expect(await strangersTry(6)).toEqual([401, 401, 401, 429, 429, 429]);
      expect((await login(ADMIN, '10.20.0.1', mark)).statusCode).toBe(200);
      // The same address without the mark is a stranger.
      expect((await login(ADMIN, '10.20.0.1')).statusCode).toBe(429);
      // A mark that was tampered with, or given for another account, counts for nothing.
      expect(
        (
          await login(
            ADMIN,
            '10.20.0.1',
            mark.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          )
        ).statusCode,
      ).toBe(429);
    });

    it('still throttles strangers per client address, whatever the username', async () => {
      for (let i = 0; i < 6; i += 1)
        expect((await login({ username: `someone${i}`, password: 'guess-guess' }, '10.22.0.1')).statusCode).toBe(401);
      expect((await login(ADMIN, '10.22.0.1')).statusCode).toBe(429);
    });

    it('gives a known device a budget of its own', async () => {
      const mark = markOf(await login(ADMIN, '10.23.0.1'));
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await login(WRONG, '10.23.0.1', mark)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await login(ADMIN, '10.23.0.2')).statusCode).toBe(200);
    });

    it('forgets every mark when the password is reset', async () => {
      const mark = markOf(await login(ADMIN, '10.24.0.1'));
      await shop.t.app.auth.resetPassword(ADMIN.username, ADMIN.password);
      await strangersTry(4);
      expect((await login(ADMIN, '10.24.0.1', mark)).statusCode).toBe(429);
    });
  });

  describe('update-password', () => {
    const update = (token: string | undefined, payload: Record<string, string>) =>
      shop.t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-password',
        headers: token ? bearer(token) : {},
        payload,
      });
    const input = (overrides: Record<string, string> = {}) => ({
      username: ADMIN.username,
      oldPassword: ADMIN.password,
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
      ...overrides,
    });

    it('needs a token', async () => {
      expect((await update(undefined, input())).statusCode).toBe(401);
    });

    it.each([
      [{ oldPassword: 'not-the-password' }, 'oldPassword', apiMessages.oldPasswordIncorrect],
      [{ username: 'someone-else' }, 'oldPassword', apiMessages.oldPasswordIncorrect],
      [{ confirmPassword: 'different-one' }, 'confirmPassword', validation.passwordsDoNotMatch],
      [{ newPassword: 'short', confirmPassword: 'short' }, 'newPassword', validation.passwordTooShort],
      [{ newPassword: 'password', confirmPassword: 'password' }, 'newPassword', validation.passwordCommon],
      [{ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'newPassword', validation.passwordGuessable],
      [{ newPassword: 'admin2024', confirmPassword: 'admin2024' }, 'newPassword', validation.passwordAboutYou],
      [{ username: '' }, 'username', validation.fillAllFields],
    ])('refuses %j with 400 on %s', async (override, field, message) => {
      const token = (await login(ADMIN, '10.5.0.1')).json().token;
      const response = await update(token, input(override));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      expect(await canWrite(token)).toBe(200);
    });

    it('checks the old password at most the limit per window, even from a stolen session sending at once', async () => {
      await shop.t.db.deleteFrom('rate_limit_windows').execute();
      const token = (await login(ADMIN, '10.5.1.1')).json().token;
      const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => update(token, input({ oldPassword: `guess-${i}-guess` }))));
      const statuses = guesses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(3);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(27);
      const refused = guesses.find((response) => response.statusCode === 429)!;
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (?:seconds?|minutes?)\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // The right old password is refused too until the window ends, from any session of the admin.
      const other = (await login(ADMIN, '10.5.1.2')).json().token;
      expect((await update(other, input())).statusCode).toBe(429);
      expect((await login(ADMIN, '10.5.1.3')).statusCode).toBe(200);
      await shop.t.db.deleteFrom('rate_limit_windows').execute();
    });

    it('changes the password (204) and revokes every other session and device mark', async () => {
      const signedIn = await login(ADMIN, '10.6.0.1');
      const current = signedIn.json().token;
      const other = (await login(ADMIN, '10.6.0.1')).json().token;
      // The username in any spelling of it, as at sign-in.
      const response = await update(current, input({ username: ADMIN.username.toUpperCase() }));
      expect(response.statusCode).toBe(204);
      expect(await canWrite(current)).toBe(200);
      expect(await canWrite(other)).toBe(401);
      expect((await login(ADMIN, '10.6.0.2')).statusCode).toBe(401);

      // The browser that changed it keeps a known device; marks given before the change count for nothing.
      const NEW = { username: ADMIN.username, password: 'a-new-password' };
      for (let i = 0; i < 3; i += 1) await login({ ...NEW, password: 'wrong-password' }, `10.6.1.${i}`);
      expect((await login(NEW, '10.6.0.1', markOf(signedIn))).statusCode).toBe(429);
      expect((await login(NEW, '10.6.0.1', markOf(response))).statusCode).toBe(200);
    });
  });
});

describe('the known-device cookie', () => {
  const signIn = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers, remoteAddress: '10.30.0.1' });
  const secureOf = (response: Awaited<ReturnType<typeof signIn>>) => response.cookies.find((c) => c.name === 'known_device')!.secure;

  describe('behind a TLS proxy that TRUST_PROXY does not name', () => {
    const shop = useTestApp('sqlite', { publicBaseUrl: 'https://shop.example' });

    it('is Secure, as the public address is HTTPS, though the request came over plain HTTP', async () => {
      const response = await signIn(shop.t);
      expect(response.statusCode).toBe(200);
      expect(secureOf(response)).toBe(true);
    });
  });

  describe('on a plain-HTTP public address', () => {
    const shop = useTestApp('sqlite', { publicBaseUrl: 'http://shop.lan' });

    it('is not Secure, or the browser would never send it back', async () => {
      expect(secureOf(await signIn(shop.t))).toBeUndefined();
    });
  });

  describe('without a public address', () => {
    const shop = useTestApp('sqlite', { trustProxy: ['10.30.0.1'] });

    it('follows the protocol the request came by, as a trusted proxy tells it', async () => {
      expect(secureOf(await signIn(shop.t))).toBeUndefined();
      expect(secureOf(await signIn(shop.t, { 'x-forwarded-proto': 'https' }))).toBe(true);
    });
  });
});
