import { describe, expect, it } from 'vitest';
import { apiMessages } from '#contract/messages/validation.js';
import { loadConfig } from '../config.js';
import { publicAddressWarnings } from '../shop-warnings.js';
import { useTestApp, type TestApp } from '../test-support/app.js';
import { hostName, shopHostNames } from './shop-hosts.js';

/** What a made-up Host could ask for: a page, the feed, the sitemap, robots.txt, the API, an address the shop has not. */
const PATHS = ['/', '/about', '/feed/products.xml', '/ar/feed/products.xml', '/sitemap.xml', '/robots.txt', '/api/products', '/nowhere'];

const fetch = (t: TestApp, url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

async function expectRefused(t: TestApp, host: string, headers: Record<string, string> = {}) {
  for (const url of PATHS) {
    const response = await fetch(t, url, host, headers);
    expect(response.statusCode, `${host} ${url}`).toBe(421);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(apiMessages.otherHost);
  }
}

async function expectAnswered(t: TestApp, host: string) {
  for (const url of ['/robots.txt', '/api/products', '/feed/products.xml']) {
    expect((await fetch(t, url, host)).statusCode, `${host} ${url}`).toBe(200);
  }
}

describe('the host names the shop answers for', () => {
  it('are PUBLIC_BASE_URL’s, its twin with or without www., ALLOWED_HOSTS and the loopback names, compared without port or case', () => {
    expect([...shopHostNames({ publicBaseUrl: 'https://www.shop.example', allowedHosts: ['shop.lan'] })].sort()).toEqual(
      ['127.0.0.1', '[::1]', 'localhost', 'shop.example', 'shop.lan', 'www.shop.example'].sort(),
    );
    expect(shopHostNames({ publicBaseUrl: 'http://192.168.1.5:3000' }).has('www.192.168.1.5')).toBe(false);
    expect(hostName('WWW.Shop.Example.:8443')).toBe('www.shop.example');
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });

  it('read ALLOWED_HOSTS as names, and refuse a scheme, a port, a path or a wildcard', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: 'Shop.Example, www.shop.example., 10.0.0.5, ::1, [fd00::5]' }).allowedHosts).toEqual([
      'shop.example',
      'www.shop.example',
      '10.0.0.5',
      '[::1]',
      '[fd00::5]',
    ]);
    for (const entry of ['https://shop.example', 'shop.example:3000', 'shop.example/feed', '*.shop.example', '']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: `shop.example,${entry}` }), entry).toThrow(
        `ALLOWED_HOSTS: "${entry}" is not a host name: give the names the shop is reached by, such as www.shop.example,shop.example`,
      );
    }
  });
});

describe('a shop with a public address', () => {
  const shop = useTestApp('sqlite', { publicBaseUrl: 'https://shop.example', allowedHosts: ['shop.lan'] }, { storefront: true });

  it('answers its own host names, whatever their case or port, and the loopback names', async () => {
    for (const host of ['shop.example', 'WWW.SHOP.EXAMPLE:443', 'shop.lan', 'localhost:80', '127.0.0.1:3000', '[::1]']) {
      await expectAnswered(shop.t, host);
    }
  });

  it('refuses any other host name with a short 421 that no cache keeps, a page, the feed and the sitemap alike', async () => {
    for (const host of ['evil.example', 'shop.example.evil.example', 'xn--shp-example', '10.0.0.9:3000', '"><script>']) {
      await expectRefused(shop.t, host);
    }
    expect((await shop.t.app.inject({ method: 'HEAD', url: '/', headers: { host: 'evil.example' } })).statusCode).toBe(421);
  });

  it('answers /api/health whatever the Host, as a load balancer asks an instance by its address', async () => {
    for (const host of ['10.0.3.7:3000', 'evil.example']) {
      const response = await fetch(shop.t, '/api/health', host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
    }
  });
});

describe('a shop behind a proxy that TRUST_PROXY names', () => {
  const shop = useTestApp('sqlite', { publicBaseUrl: 'https://shop.example', trustProxy: ['10.0.0.2'] });

  it('checks the host the proxy says the visitor asked for, and ignores what anyone else says', async () => {
    const viaProxy = (forwardedHost: string, remoteAddress: string) =>
      shop.t.app.inject({ url: '/api/products', headers: { host: 'localhost', 'x-forwarded-host': forwardedHost }, remoteAddress });
    expect((await viaProxy('shop.example', '10.0.0.2')).statusCode).toBe(200);
    expect((await viaProxy('evil.example', '10.0.0.2')).statusCode).toBe(421);
    // Not the proxy: its X-Forwarded-Host is not believed, the Host is.
    expect((await viaProxy('evil.example', '203.0.113.5')).statusCode).toBe(200);
  });
});

describe('a shop without a public address (development, the tests)', () => {
  const shop = useTestApp('sqlite', {}, { storefront: true });

  it('answers the loopback names on any port, and refuses every other', async () => {
    for (const host of ['localhost:80', 'localhost:3000', '127.0.0.1:51234', '[::1]:3000']) await expectAnswered(shop.t, host);
    for (const host of ['shop.example', 'localhost.evil.example', '192.168.1.5:3000']) await expectRefused(shop.t, host);
  });

  it('says so loudly at a production start, naming the host names it answers and what to set', () => {
    expect(publicAddressWarnings({}, false)).toEqual([]);
    expect(publicAddressWarnings({ publicBaseUrl: 'https://shop.example' }, true)).toEqual([]);
    const [warning, ...more] = publicAddressWarnings({ allowedHosts: ['shop.lan'] }, true);
    expect(more).toEqual([]);
    expect(warning).toMatch(
      /^PUBLIC_BASE_URL is not set: the shop answers only for localhost, 127\.0\.0\.1, \[::1\], shop\.lan and refuses/,
    );
    expect(warning).toContain('Set PUBLIC_BASE_URL');
    expect(warning).toContain('ALLOWED_HOSTS');
  });
});
