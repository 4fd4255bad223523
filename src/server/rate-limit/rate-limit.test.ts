import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrustedProxies } from '../config.js';
import { createTestApp, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { countHit, readWindow } from './windows.js';

describe.each(engines)('rate limits on %s', (engine) => {
  const shop = useTestApp(engine, { rateLimits: { loginMaxFailures: 3, contactMax: 2, contactWindowMs: 60_000 } });
  /** A second instance of the shop on the same database, as behind a load balancer. */
  let other: FastifyInstance;

  beforeAll(async () => {
    other = await shop.t.anotherInstance();
  });

  const login = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'shared', password: 'guess-guess' }, remoteAddress });
  const contact = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'Rima', email: 'rima@example.com', message: 'Hello' },
      remoteAddress,
    });

  it('counts sign-in failures across instances', async () => {
    expect((await login(shop.t.app, '10.9.0.1')).statusCode).toBe(401);
    expect((await login(other, '10.9.0.2')).statusCode).toBe(401);
    expect((await login(shop.t.app, '10.9.0.3')).statusCode).toBe(401);
    // Each instance alone has seen fewer than 3 failures for this username; together they have 3.
    expect((await login(other, '10.9.0.4')).statusCode).toBe(429);
    expect((await login(shop.t.app, '10.9.0.5')).statusCode).toBe(429);
  });

  it('counts contact messages across instances, per client', async () => {
    expect((await contact(shop.t.app, '10.8.0.1')).statusCode).toBe(201);
    expect((await contact(other, '10.8.0.1')).statusCode).toBe(201);
    const third = await contact(shop.t.app, '10.8.0.1');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(other, '10.8.0.2')).statusCode).toBe(201);
  });

  it('starts a new window once the old one has ended, and forgets ended windows', async () => {
    const start = Date.parse('2030-01-01T00:00:00Z');
    expect(await countHit(shop.t.db, 'test:window', 1000, start)).toEqual({ hits: 1, ttl: 1000 });
    expect(await countHit(shop.t.db, 'test:window', 1000, start + 400)).toEqual({ hits: 2, ttl: 600 });
    expect(await readWindow(shop.t.db, 'test:window', start + 999)).toEqual({ hits: 2, ttl: 1 });
    expect(await readWindow(shop.t.db, 'test:window', start + 1000)).toBeNull();
    expect(await countHit(shop.t.db, 'test:window', 1000, start + 1000)).toEqual({ hits: 1, ttl: 1000 });

    // A hit a few minutes later deletes every window that has ended by then.
    await countHit(shop.t.db, 'test:later', 1000, start + 5 * 60_000);
    const keys = await shop.t.db.selectFrom('rate_limit_windows').select('key').where('key', 'like', 'test:%').execute();
    expect(keys.map((row) => row.key)).toEqual(['test:later']);
  });
});

describe.each(engines)('per-client limits on %s', (engine) => {
  const ALLOWANCE = 2;

  const shop = useTestApp(engine, {
    rateLimits: {
      ordersMax: ALLOWANCE,
      contactMax: ALLOWANCE,
      quotesMax: ALLOWANCE,
      loginMaxFailuresPerIp: ALLOWANCE,
      catalogueMissBurst: ALLOWANCE,
      catalogueMissesPerSecond: 0.001,
    },
  });

  /** One request each limit counts, from `remoteAddress`: none of them stores anything the next one needs. */
  const limited: Array<[string, (remoteAddress: string) => Promise<LightMyRequestResponse>]> = [
    [
      'orders',
      (remoteAddress) =>
        shop.t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: { idempotencyKey: randomUUID(), lines: [{ kind: 'offer', id: 'gone', colorHex: null, quantity: 1 }] },
          remoteAddress,
        }),
    ],
    [
      'contact messages',
      (remoteAddress) =>
        shop.t.app.inject({
          method: 'POST',
          url: '/api/contact-us',
          payload: { name: 'Rima', email: 'rima@example.com', message: 'Hello' },
          remoteAddress,
        }),
    ],
    [
      'sign-in failures per address',
      (remoteAddress) =>
        shop.t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `nobody-${randomUUID()}`, password: 'guess-guess' },
          remoteAddress,
        }),
    ],
    [
      'cart quotes',
      (remoteAddress) =>
        shop.t.app.inject({
          method: 'POST',
          url: '/api/cart/quote',
          payload: { lines: [{ kind: 'offer', id: 'gone', colorHex: null, quantity: 1 }] },
          remoteAddress,
        }),
    ],
    [
      'catalogue misses',
      (remoteAddress) => shop.t.app.inject({ method: 'GET', url: `/api/products?search=${randomUUID()}`, remoteAddress }),
    ],
  ];

  it.each(limited.map(([label, send], i) => [label, send, i] as const))(
    '%s: IPv6 addresses of one /64 share one allowance, another /64 has its own',
    async (_label, send, i) => {
      // A /64 of its own per limit, so one limit's count never shows in another's.
      const network = `2001:db8:${i + 1}:1`;
      const statuses = [];
      for (let n = 0; n < ALLOWANCE; n += 1) statuses.push((await send(`${network}::${n + 1}`)).statusCode);
      expect(statuses).not.toContain(429);
      expect((await send(`${network}:ffff:ffff:ffff:ffff`)).statusCode).toBe(429);
      expect((await send(`::ffff:192.0.2.${i + 1}`)).statusCode).not.toBe(429);
      expect((await send(`2001:db8:${i + 1}:2::1`)).statusCode).not.toBe(429);
    },
  );
});

describe.each(engines)('behind a reverse proxy, on %s', (engine) => {
  const PROXY = '10.0.0.1';
  const random = () => `198.51.100.${Math.floor(Math.random() * 256)}`;
  const order = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { idempotencyKey: randomUUID(), lines: [{ kind: 'offer', id: 'gone', colorHex: null, quantity: 1 }] },
      remoteAddress,
    });
  const contact = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { name: 'Rima', email: 'rima@example.com', message: 'Hello' },
      remoteAddress,
    });

  // The client writes the left of X-Forwarded-For as it likes; the proxy adds the address it saw.
  it.each<[string, TrustedProxies]>([
    ['a hop count', 1],
    ["the proxy's address", [PROXY]],
  ])('counts each real client, however it rotates X-Forwarded-For, with TRUST_PROXY as %s', async (_label, trustProxy) => {
    const t = await createTestApp(engine, { trustProxy, rateLimits: { ordersMax: 2, contactMax: 2 } });
    try {
      for (const send of [order, contact]) {
        const seen = (client: string) => send(t.app, PROXY, `${random()}, ${client}`);
        expect([(await seen('203.0.113.7')).statusCode, (await seen('203.0.113.7')).statusCode]).not.toContain(429);
        expect((await seen('203.0.113.7')).statusCode).toBe(429);
        // Another visitor behind the same proxy keeps an allowance of its own.
        expect((await seen('203.0.113.8')).statusCode).not.toBe(429);
      }
    } finally {
      await t.close();
    }
  });

  it('does not take X-Forwarded-For from a client that reaches the shop past the listed proxies', async () => {
    const t = await createTestApp(engine, { trustProxy: [PROXY], rateLimits: { ordersMax: 2 } });
    try {
      const direct = () => order(t.app, '203.0.113.9', random());
      expect([(await direct()).statusCode, (await direct()).statusCode]).not.toContain(429);
      expect((await direct()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe.each(engines)('what a limit counts, on %s', (engine) => {
  const ALLOWANCE = 3;
  const shop = useTestApp(engine, {
    rateLimits: { ordersMax: ALLOWANCE, contactMax: ALLOWANCE, quotesMax: ALLOWANCE, loginMaxFailuresPerIp: ALLOWANCE },
  });

  const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
  const textPlain = (payload: unknown) => ({ headers: { ...crossSite, 'content-type': 'text/plain' }, payload: JSON.stringify(payload) });
  const message = { name: 'Rima', email: 'rima@example.com', message: 'Hello' };
  const orderOf = () => ({ idempotencyKey: randomUUID(), lines: [{ kind: 'offer', id: 'gone', colorHex: null, quantity: 1 }] });
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

  /** Requests the route refuses (status), then one it takes and counts (status). */
  const cases: Array<[string, string, Array<[InjectOptions, number]>, InjectOptions, number]> = [
    [
      'an order',
      '/api/orders',
      [
        [textPlain(orderOf()), 415],
        [{ payload: { ...orderOf(), lines: [] } }, 400],
      ],
      { payload: orderOf() },
      409,
    ],
    [
      'a cart quote',
      '/api/cart/quote',
      [
        [textPlain({ lines: [] }), 415],
        [{ payload: { lines: 'none' } }, 400],
      ],
      { payload: { lines: [{ kind: 'offer', id: 'gone', colorHex: null, quantity: 1 }] } },
      200,
    ],
    [
      'a contact message',
      '/api/contact-us',
      [
        [textPlain(message), 415],
        [{ payload: { ...message, email: 'nope' } }, 400],
      ],
      { payload: message },
      201,
    ],
    [
      "the contact page's form",
      '/contact-us',
      [
        [form(message, crossSite), 403],
        [form(message, { origin: 'https://elsewhere.example' }), 403],
        [{ headers: { 'sec-fetch-site': 'same-origin' }, payload: message }, 415],
        [form({ ...message, email: 'nope' }, { 'sec-fetch-site': 'same-origin' }), 303],
      ],
      form(message, { 'sec-fetch-site': 'same-origin' }),
      303,
    ],
    [
      'a sign-in',
      '/api/auth/login',
      [
        [textPlain({ username: 'nobody', password: 'guess-guess' }), 415],
        [{ payload: { username: 'nobody' } }, 400],
      ],
      { payload: { username: 'nobody', password: 'guess-guess' } },
      401,
    ],
  ];

  it.each(cases.map((entry, i) => [...entry, i] as const))(
    '%s: ten refused requests spend none of the allowance, accepted ones do',
    async (_label, url, refused, accepted, acceptedStatus, i) => {
      const remoteAddress = `192.0.2.${i + 1}`;
      const send = (options: InjectOptions) => shop.t.app.inject({ method: 'POST', url, remoteAddress, ...options });
      for (const [options, status] of refused) {
        for (let n = 0; n < 10; n += 1) expect((await send(options)).statusCode).toBe(status);
      }
      for (let n = 0; n < ALLOWANCE; n += 1) expect((await send(accepted)).statusCode).toBe(acceptedStatus);
      expect((await send(accepted)).statusCode).toBe(429);
    },
  );
});
