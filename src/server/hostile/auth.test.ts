import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '#contract/messages/validation.js';
import { can } from '#contract/roles.js';
import { hashToken } from '../auth/service.js';
import { addAccount, addSignedInAccount, chooseOwnPassword, OWN_PASSWORD, signIn } from '../test-support/accounts.js';
import { ADMIN, bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import {
  collectRoutes,
  fixturesFor,
  ROUTE_RULES,
  ruleKey,
  snapshot,
  type RegisteredRoute,
  type RouteKey,
} from '../test-support/hostile.js';

describe.each(engines)('sign-in on every route that needs it, on %s', (engine) => {
  // With the storefront's renderer: its page routes are routes like any other.
  const shop = useTestApp(engine, {}, { storefront: true });
  let routes: RouteKey[];
  let token: string;
  /** Credentials that must all be refused. */
  const refused: Array<[label: string, headers: () => Record<string, string>]> = [];

  beforeAll(async () => {
    routes = await collectRoutes(shop.t.config);

    // A password change revokes every other session of the admin: the first token here is one of them.
    const otherSession = await shop.t.login();
    const changer = await shop.t.login();
    const change = (from: string, to: string) =>
      shop.t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-password',
        headers: bearer(changer),
        payload: { username: ADMIN.username, oldPassword: from, newPassword: to, confirmPassword: to },
      });
    expect((await change(ADMIN.password, 'a-new-password-1')).statusCode).toBe(204);
    expect((await change('a-new-password-1', ADMIN.password)).statusCode).toBe(204);

    const loggedOut = await shop.t.login();
    expect((await shop.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(loggedOut) })).statusCode).toBe(204);

    const expired = await shop.t.login();
    await shop.t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(expired))
      .execute();

    token = await shop.t.login();
    refused.push(
      ['no token', () => ({})],
      ['an empty bearer', () => ({ authorization: 'Bearer ' })],
      ['a made-up token', () => bearer('x'.repeat(43))],
      ['a 10,000-character token', () => bearer('y'.repeat(10_000))],
      ['a token in the wrong scheme', () => ({ authorization: `Basic ${token}` })],
      ['an expired token', () => bearer(expired)],
      ['a token revoked by logout', () => bearer(loggedOut)],
      ['a token revoked by a password change', () => bearer(otherSession)],
    );
  });

  it('has a rule for every route the server registers, and no rule for a route it lacks', () => {
    const ruled = new Set(ROUTE_RULES.map(ruleKey));
    const registered = new Set(routes.map(ruleKey));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map(ruleKey).filter((key) => !ruled.has(key))).toEqual([]);
    expect(ROUTE_RULES.filter((rule) => !rule.optional && !registered.has(ruleKey(rule))).map(ruleKey)).toEqual([]);
  });

  it('every writing route needs a token, except signing in, sending a contact message (through the API or the page’s form), quoting a cart and placing an order', () => {
    const writes = routes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    const open = writes.filter((route) => !ROUTE_RULES.find((rule) => ruleKey(rule) === ruleKey(route))?.auth);
    expect(open.map(ruleKey).sort()).toEqual([
      'POST /api/auth/login',
      'POST /api/cart/quote',
      'POST /api/contact-us',
      'POST /api/orders',
      'POST /ar/contact-us',
      'POST /contact-us',
      'POST /fr/contact-us',
    ]);
  });

  it('every writing route open to visitors is limited per client (its rule says how the input suite spends the allowance)', () => {
    const open = routes
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => ROUTE_RULES.find((rule) => ruleKey(rule) === ruleKey(route)))
      .filter((rule) => rule !== undefined && !rule.auth);
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((rule) => !rule!.allowance).map((rule) => ruleKey(rule!))).toEqual([]);
  });

  const guarded = ROUTE_RULES.filter((rule) => rule.auth);

  it.each(guarded.map((rule) => [ruleKey(rule), rule] as const))(
    '%s responds 401 to every missing, expired or revoked token, changes nothing, and works with a valid one',
    async (_key, rule) => {
      // Fresh valid tokens for the fixtures and the final check: update-password revokes the others.
      const fixtures = fixturesFor(shop.t, () => shop.t.login());
      const request: InjectOptions = await rule.valid!(fixtures);
      const before = await snapshot(shop.t.db, shop.t.config.uploadsDir);
      for (const [label, headers] of refused) {
        const response = await shop.t.app.inject({ ...request, headers: { ...request.headers, ...headers() } });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
        if (rule.method !== 'HEAD') expect(response.json(), label).toEqual({ message: apiMessages.signInRequired });
      }
      expect(await snapshot(shop.t.db, shop.t.config.uploadsDir)).toEqual(before);

      const allowed = await shop.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(await shop.t.login()) } });
      expect(allowed.statusCode, allowed.body).toBeGreaterThanOrEqual(200);
      expect(allowed.statusCode, allowed.body).toBeLessThan(300);
      token = await shop.t.login();
    },
  );

  it('reads stay open to visitors', async () => {
    for (const rule of ROUTE_RULES.filter((r) => !r.auth && r.method === 'GET' && !r.url.includes('*') && !r.url.includes(':'))) {
      const response = await shop.t.app.inject({ method: 'GET', url: rule.url });
      expect(response.statusCode, rule.url).toBe(200);
    }
  });
});

describe.each(engines)('permissions on every route that needs one, on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true, storefront: true });
  let routes: RegisteredRoute[];
  /** A staff account that has chosen its own password. */
  let staff: { id: string; username: string };
  /** An owner account still signing in with a one-time password. */
  let oneTime: { id: string; username: string };

  beforeAll(async () => {
    routes = await collectRoutes(shop.t.config);
    staff = await addSignedInAccount(shop.t, shop.token, { name: 'Staff', role: 'staff' });
    const added = await addAccount(shop.t, shop.token, { name: 'New owner', role: 'owner' });
    oneTime = { id: added.account.id, username: added.account.username };
  });

  /** A session of the owner account signed in with a new one-time password: each signs in only once. */
  const oneTimeSession = async () => {
    const reset = await shop.t.app.inject({ method: 'POST', url: `/api/accounts/${oneTime.id}/password`, headers: bearer(shop.token) });
    return signIn(shop.t, oneTime.username, (reset.json() as { password: string }).password);
  };

  const get = (url: string, token: string) => shop.t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('declares a permission exactly on the routes the rules say need a token', () => {
    const declared = routes.filter((route) => route.auth).map(ruleKey);
    expect(declared.sort()).toEqual(
      ROUTE_RULES.filter((rule) => rule.auth && !rule.optional)
        .map(ruleKey)
        .sort(),
    );
  });

  it("keeps to the owner exactly these routes (staff's role lacks their permission)", () => {
    const ownerOnly = routes.filter((route) => route.auth && route.auth !== 'self' && !can('staff', route.auth));
    expect(ownerOnly.map(ruleKey).sort()).toEqual(
      [
        'POST /api/categories',
        'PUT /api/categories/:id',
        'DELETE /api/categories/:id',
        'POST /api/products',
        'PUT /api/products/:id',
        'DELETE /api/products/:id',
        'POST /api/offer',
        'PUT /api/offer/:id',
        'DELETE /api/offer/:id',
        'POST /api/carousel',
        'DELETE /api/carousel/:id',
        'POST /api/images',
        'DELETE /api/contact-us/:id',
        'GET /api/orders/dashboard',
        'HEAD /api/orders/dashboard',
        'PUT /api/settings',
        'GET /api/feed',
        'HEAD /api/feed',
        'PUT /api/feed',
        'GET /api/activity',
        'HEAD /api/activity',
        'GET /api/discount-codes',
        'HEAD /api/discount-codes',
        'POST /api/discount-codes',
        'PUT /api/discount-codes/:id',
        'DELETE /api/discount-codes/:id',
        'GET /api/accounts',
        'HEAD /api/accounts',
        'POST /api/accounts',
        'PUT /api/accounts/:id',
        'POST /api/accounts/:id/password',
        'GET /api/accounts/:id/sessions',
        'HEAD /api/accounts/:id/sessions',
        'DELETE /api/accounts/:id/sessions/:sessionId',
      ].sort(),
    );
  });

  const guarded = ROUTE_RULES.filter((rule) => rule.auth && !rule.optional);

  it.each(guarded.map((rule) => [ruleKey(rule), rule] as const))(
    '%s refuses staff without its permission and a one-time password (403), changing nothing; lets staff with it through',
    async (key, rule) => {
      const permission = routes.find((route) => ruleKey(route) === key)?.auth;
      expect(permission).toBeDefined();
      const fixtures = fixturesFor(shop.t, () => shop.t.login());
      const request: InjectOptions = await rule.valid!(fixtures);
      if (permission === 'self') {
        // A person's own session and password: open to everyone signed in, a one-time password included.
        for (const token of [await oneTimeSession(), await signIn(shop.t, staff.username, OWN_PASSWORD)]) {
          const response = await shop.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
          expect(response.statusCode, response.body).not.toBe(403);
          expect(response.statusCode, response.body).toBeLessThan(500);
        }
        return;
      }
      const refused = async (token: string, message: string) => {
        const before = await snapshot(shop.t.db, shop.t.config.uploadsDir);
        const response = await shop.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
        expect(response.statusCode, response.body).toBe(403);
        if (rule.method !== 'HEAD') expect(response.json()).toEqual({ message });
        expect(await snapshot(shop.t.db, shop.t.config.uploadsDir)).toEqual(before);
      };

      // Fresh sessions: a request within a minute of sign-in leaves the session's last-seen time as it is.
      await refused(await oneTimeSession(), apiMessages.changePasswordFirst);
      const staffToken = await signIn(shop.t, staff.username, OWN_PASSWORD);
      if (!can('staff', permission!)) await refused(staffToken, apiMessages.notAllowed);
      else {
        const allowed = await shop.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(staffToken) } });
        expect(allowed.statusCode, allowed.body).toBeGreaterThanOrEqual(200);
        expect(allowed.statusCode, allowed.body).toBeLessThan(300);
      }
    },
  );

  it('lets a one-time password replace itself, and nothing else until then', async () => {
    const { account, password } = await addAccount(shop.t, shop.token, { role: 'staff' });
    const token = await signIn(shop.t, account.username, password);
    const first = await get('/api/orders', token);
    expect([first.statusCode, first.json()]).toEqual([403, { message: apiMessages.changePasswordFirst }]);
    await chooseOwnPassword(shop.t, token, account.username, password);
    expect((await get('/api/orders', token)).statusCode).toBe(200);
  });

  it('refuses the token of an account the owner switches off on its very next request (401)', async () => {
    const person = await addSignedInAccount(shop.t, shop.token, { name: 'Leaving', role: 'staff' });
    expect((await get('/api/orders', person.token)).statusCode).toBe(200);
    const off = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${person.id}`,
      headers: bearer(shop.token),
      payload: { name: 'Leaving', role: 'staff', active: false },
    });
    expect(off.statusCode).toBe(200);
    const next = await get('/api/orders', person.token);
    expect([next.statusCode, next.json()]).toEqual([401, { message: apiMessages.signInRequired }]);
  });

  it("answers an owner made staff with 403 on the owner's routes from the next request of the same session", async () => {
    const person = await addSignedInAccount(shop.t, shop.token, { name: 'Former owner', role: 'owner' });
    expect((await get('/api/accounts', person.token)).statusCode).toBe(200);
    const demoted = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${person.id}`,
      headers: bearer(shop.token),
      payload: { name: 'Former owner', role: 'staff', active: true },
    });
    expect(demoted.statusCode).toBe(200);
    const next = await get('/api/accounts', person.token);
    expect([next.statusCode, next.json()]).toEqual([403, { message: apiMessages.notAllowed }]);
    expect((await get('/api/orders', person.token)).statusCode).toBe(200);
  });
});
