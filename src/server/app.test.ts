import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#contract/constants.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ADMIN, bearer, createTestApp, type TestApp } from './test-support/app.js';
import { engines } from './test-support/engines.js';
import { pngImage } from './test-support/images.js';
import { uploadCarouselImage } from './test-support/uploads.js';
import { multipart } from './test-support/multipart.js';
import { sourceRenderer } from '#test/storefront-renderer.js';

describe.each(engines)('the app on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><!--shop-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(
      engine,
      { webRoot, shop: { ...loadConfig({}).shop, name: 'Shop </script><b>' } },
      { ...(loggerOptions('info') as object), stream },
      // The storefront's routes come with its renderer.
      { renderer: await sourceRenderer() },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('reports health of the server and its database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
  });

  it('serves the OpenAPI document with every endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/categories',
        '/api/categories/categories',
        '/api/categories/{id}',
        '/api/offer',
        '/api/offer/{id}',
        '/api/carousel',
        '/api/carousel/{id}',
        '/api/contact-us',
        '/api/contact-us/{id}',
        '/api/cart/quote',
        '/api/orders',
        '/api/orders/summary',
        '/api/orders/dashboard',
        '/api/orders/{id}',
        '/api/orders/{id}/status',
        '/api/settings',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/update-password',
        '/api/health',
      ]),
    );
    expect(document.paths['/api/products'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/products'].get.security).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it("sends a page's scripts and pictures without the headers only a page reads, an SVG and the API with them", async () => {
    const documentOnly = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security'];
    const { image } = await uploadCarouselImage(t, 7);
    for (const url of ['/assets/index-abc123.js', image]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // An SVG opened on its own is a page that could run script; an API response may be opened too.
    for (const url of ['/favicon.svg', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toEqual(expect.any(String));
    }
  });

  it('serves index.html with the shop settings for every page, assets with a long cache', async () => {
    for (const url of ['/', '/products/123?returnPage=2', '/admin/login']) {
      const page = await t.app.inject({ method: 'GET', url });
      // An unknown product is a 404, still with the app, which shows 'Product not found.'.
      expect(page.statusCode, url).toBe(url.startsWith('/products/') ? 404 : 200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<script type="application/json" id="shop-config">');
      expect(page.body).not.toContain('<!--shop-config-->');
      expect(page.body).not.toContain('</script><b>');
    }
    const json = /<script type="application\/json" id="shop-config">(.*?)<\/script>/.exec(
      (await t.app.inject({ method: 'GET', url: '/' })).body,
    )![1]!;
    expect(JSON.parse(json).name).toBe('Shop </script><b>');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('redirects any other path to the home page in its language, and leaves the admin panel to the app', async () => {
    for (const [url, home] of [
      ['/index.html', '/'],
      ['/no/such/page?search=x', '/'],
      ['/products', '/'],
      ['/administrator', '/'],
      ['/fr/no/such/page', '/fr/'],
      ['/ar/products', '/ar/'],
      ['/french', '/'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(home);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(302);
    for (const url of ['/admin', '/admin/', '/admin/no-such-screen', '/admin?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="shop-config"');
    }
    // Not a page: the API's response, not a redirect.
    expect((await t.app.inject({ method: 'POST', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('serves the admin panel in French and Arabic under /fr and /ar, and opens the bare address in the language chosen', async () => {
    for (const url of ['/fr/admin/stock', '/ar/admin/stock', '/ar/admin/login?x=1', '/ar/admin']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: 'shop-language=en' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="shop-config"');
    }
    const bare = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/admin/stock?from=menu', headers });
    // Chosen with the language links (their cookie), then offered from the browser's languages.
    expect((await bare({ cookie: 'shop-language=ar' })).headers.location).toBe('/ar/admin/stock?from=menu');
    expect((await bare({ cookie: 'shop-language=fr', 'accept-language': 'ar' })).headers.location).toBe('/fr/admin/stock?from=menu');
    expect((await bare({ 'accept-language': 'ar-LB,ar;q=0.9,en;q=0.8' })).headers.location).toBe('/ar/admin/stock?from=menu');
    expect((await bare({ 'accept-language': 'de-DE, fr;q=0.5' })).headers.location).toBe('/fr/admin/stock?from=menu');
    for (const headers of [
      {},
      { cookie: 'shop-language=en', 'accept-language': 'ar' },
      { cookie: 'shop-language=xx' },
      { 'accept-language': 'de, *;q=0.1' },
    ] as Record<string, string>[]) {
      const response = await bare(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers.vary, JSON.stringify(headers)).toMatch(/Cookie/);
      expect(response.headers.vary, JSON.stringify(headers)).toMatch(/Accept-Language/);
    }
  });

  it('responds with JSON 404s under /api, /uploads and /assets', async () => {
    for (const url of ['/api/nothing', '/uploads/nothing.webp', '/uploads/.tmp-abc', '/assets/gone-123.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Page not found' });
    }
    for (const url of ['/uploads/../shop.db', '/uploads/%2e%2e/shop.db']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body.startsWith('SQLite format'), url).toBe(false);
    }
  });

  it('hides 5xx details from the client but logs them', async () => {
    const token = await t.login();
    const images = t.app.images;
    const original = images.process.bind(images);
    images.process = async () => {
      throw new Error('disk on fire at /secret/path');
    };
    try {
      const body = multipart({}, { data: await pngImage(1), contentType: 'image/png' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/carousel',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: apiMessages.serverError });
    } finally {
      images.process = original;
    }
    expect(logLines.join('')).toContain('disk on fire');
  });

  it('never logs passwords or tokens', async () => {
    const token = await t.login();
    await t.app.inject({ method: 'GET', url: '/api/contact-us', headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'wrong-secret-pw' } });
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(ADMIN.password);
    expect(logs).not.toContain('wrong-secret-pw');
  });
});

describe('configuration', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', sessionTtlHours: 168, seedDemoData: true });
    expect(config.database.kind).toBe('sqlite');
    expect(config.rateLimits.contactWindowMs).toBe(15 * 60_000);
    expect(config.rateLimits).toMatchObject({ ordersMax: 10, ordersWindowMs: 15 * 60_000 });
    expect(loadConfig({ ORDER_RATE_LIMIT_MAX: '3', ORDER_RATE_LIMIT_WINDOW: '1h' }).rateLimits).toMatchObject({
      ordersMax: 3,
      ordersWindowMs: 3_600_000,
    });
    expect(config.rateLimits).toMatchObject({ quotesMax: 60, quotesWindowMs: 60_000 });
    expect(loadConfig({ QUOTE_RATE_LIMIT_MAX: '120', QUOTE_RATE_LIMIT_WINDOW: '30s' }).rateLimits).toMatchObject({
      quotesMax: 120,
      quotesWindowMs: 30_000,
    });
    expect(config.rateLimits.knownDeviceMs).toBe(180 * 86_400_000);
    expect(loadConfig({ LOGIN_KNOWN_DEVICE_DAYS: '30' }).rateLimits.knownDeviceMs).toBe(30 * 86_400_000);
  });

  it('switches to PostgreSQL with a postgres:// URL and reads durations and flags', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      CONTACT_RATE_LIMIT_WINDOW: '30s',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: '1',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(config.rateLimits.contactWindowMs).toBe(30_000);
    expect(config.seedDemoData).toBe(false);
    expect(config.trustProxy).toBe(1);
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses, and refuses true with what to write instead", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,::1,fd12:3456::/32,2a06:98c0::/29' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd12:3456::/32',
      '2a06:98c0::/29',
    ]);
    for (const value of ['true', 'TRUE', ' true ']) {
      const attempt = () => loadConfig({ TRUST_PROXY: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/TRUST_PROXY: TRUST_PROXY=true would trust any client's own X-Forwarded-For/);
      expect(attempt).toThrow(/\(TRUST_PROXY=1, at most 3\) or their addresses \(TRUST_PROXY=10\.0\.0\.1,10\.0\.0\.2\)/);
    }
  });

  it('refuses a TRUST_PROXY whose networks hold every IPv4 or every public IPv6 address, saying what to write', () => {
    for (const value of [
      '0.0.0.0/0',
      '10.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1, 10.0.0.1',
      '::ffff:0:0/96',
    ]) {
      const attempt = () => loadConfig({ TRUST_PROXY: value });
      expect(attempt, value).toThrow(ConfigError);
      expect(attempt, value).toThrow(`TRUST_PROXY: TRUST_PROXY=${value.replaceAll(' ', '')} holds every IPv4 address`);
      expect(attempt, value).toThrow(/would trust any client's own X-Forwarded-For.*at most 3\) or their addresses/);
    }
    // Of IPv6, every address the internet routes (2000::/3); `::/0` and its halves also hold all of IPv4 as a dual-stack socket writes it.
    for (const value of ['::/0', '::/1,8000::/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(`TRUST_PROXY: TRUST_PROXY=${value} holds every IPv4 address`);
    }
    for (const value of ['2000::/3', '2000::/4,3000::/4', 'fc00::/7,2000::/3']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(`TRUST_PROXY: TRUST_PROXY=${value} holds every public IPv6 address`);
    }
  });

  it('refuses a TRUST_PROXY network wider than a /8 of IPv4 or a /16 of IPv6, saying the bound', () => {
    for (const [value, wide] of [
      ['0.0.0.0/1,128.0.0.0/2', '0.0.0.0/1'],
      ['10.0.0.1,11.0.0.0/7', '11.0.0.0/7'],
      ['::ffff:0:0/97', '::ffff:0:0/97'],
      ['::ffff:10.0.0.0/103', '::ffff:10.0.0.0/103'],
      ['2000::/4,fc00::/7', '2000::/4'],
      ['fd00::/8', 'fd00::/8'],
      ['2a00::/15', '2a00::/15'],
    ]) {
      const attempt = () => loadConfig({ TRUST_PROXY: value });
      expect(attempt, value).toThrow(ConfigError);
      expect(attempt, value).toThrow(
        `TRUST_PROXY: TRUST_PROXY=${value} names ${wide}, a network wider than a deployment's proxies need (at most a /8 of IPv4, such as 10.0.0.0/8, or a /16 of IPv6)`,
      );
    }
    // The widest a deployment needs: the largest private IPv4 network, IPv4 as a dual-stack socket writes it, a /16 of IPv6.
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::ffff:10.0.0.0/104,2a00::/16' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::ffff:10.0.0.0/104',
      '2a00::/16',
    ]);
  });

  it('refuses a TRUST_PROXY word other than false, saying the spellings it takes', () => {
    for (const value of ['FALSE', 'False', 'no', 'off', 'yes', 'loopback']) {
      const attempt = () => loadConfig({ TRUST_PROXY: value });
      expect(attempt, value).toThrow(ConfigError);
      expect(attempt, value).toThrow(
        `TRUST_PROXY: TRUST_PROXY=${value} is not a setting it takes: write false (in lower case) or 0 for no proxy, or the number of proxies in front of the shop (TRUST_PROXY=1, at most 3) or their addresses`,
      );
    }
  });

  it('refuses a TRUST_PROXY hop count above 3, more proxies than a deployment has', () => {
    for (const value of ['4', '100', '65535', '99999999999999999999']) {
      const attempt = () => loadConfig({ TRUST_PROXY: value });
      expect(attempt, value).toThrow(ConfigError);
      expect(attempt, value).toThrow(
        `TRUST_PROXY: TRUST_PROXY=${value} trusts more proxies than a deployment has: give the number of proxies in front of the shop, at most 3, or their addresses`,
      );
    }
  });

  it('refuses a TRUST_PROXY entry that is not an address or a network, naming it', () => {
    for (const [value, entry] of [
      ['10.0.0.300', '10.0.0.300'],
      ['10.0.0.1,10.0.0.0/33', '10.0.0.0/33'],
      ['::1/129', '::1/129'],
      ['10.0.0.1,', ''],
      ['10.0.0.1/8/8', '10.0.0.1/8/8'],
      ['-1', '-1'],
      ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
      ['fe80::1%eth0.1', 'fe80::1%eth0.1'],
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY: "${entry}" is not an address (10.0.0.1) or a network (10.0.0.0/8): give false, the number of proxies in front of the shop (TRUST_PROXY=1, at most 3) or their addresses`,
      );
    }
  });

  it('gives a request 3 minutes to arrive, the largest photo over a 512 kbit/s line, and a client 32 connections at once', () => {
    const limits = loadConfig({}).connectionLimits;
    expect(limits).toEqual({ requestTimeoutMs: 180_000, maxPerClient: 32 });
    expect(limits!.requestTimeoutMs).toBeGreaterThan(((MAX_IMAGE_BYTES * 8) / 512_000) * 1000);
    expect(loadConfig({ REQUEST_TIMEOUT: '5m', MAX_CONNECTIONS_PER_CLIENT: '200' }).connectionLimits).toEqual({
      requestTimeoutMs: 300_000,
      maxPerClient: 200,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT: 'soon' })).toThrow(/REQUEST_TIMEOUT: must be a duration/);
    // Fewer than a browser opens to one site would turn away a single visitor's page.
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '4' })).toThrow(/MAX_CONNECTIONS_PER_CLIENT: must be at least 6/);
  });

  it('keeps images in files unless IMAGE_STORAGE=database, on either engine', () => {
    expect(loadConfig({}).imageStorage).toBe('files');
    expect(loadConfig({ IMAGE_STORAGE: 'database' }).imageStorage).toBe('database');
    expect(loadConfig({ IMAGE_STORAGE: 'database', DATABASE_URL: 'postgres://u@h/db' }).imageStorage).toBe('database');
    expect(() => loadConfig({ IMAGE_STORAGE: 's3' })).toThrow(/IMAGE_STORAGE: must be files or database/);
  });

  it('fails with a message naming each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'abc', ADMIN_PASSWORD: 'short', SHOP_WHATSAPP_NUMBER: '+961 70' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SHOP_WHATSAPP_NUMBER: '+961 70' })).toThrow(/SHOP_WHATSAPP_NUMBER/);
  });

  it('refuses to start with an ADMIN_PASSWORD that is common or easy to guess, saying why', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password' })).toThrow(`ADMIN_PASSWORD: is refused: ${validation.passwordCommon}`);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'abcdefgh' })).toThrow(`ADMIN_PASSWORD: is refused: ${validation.passwordGuessable}`);
    expect(loadConfig({ ADMIN_PASSWORD: 'correct-horse-battery' }).admin.password).toBe('correct-horse-battery');
  });
});
