import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '#contract/messages/validation.js';
import { hashToken } from '../auth/service.js';
import { ADMIN, bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { collectRoutes, fixturesFor, ROUTE_RULES, ruleKey, snapshot, type RouteKey } from '../test-support/hostile.js';

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
