import { describe, expect, it, vi } from 'vitest';
import { pageQuery } from '#contract/page-query.js';
import { COLOR_PARAM } from '#contract/shade.js';
import { matchStorefrontRoute, serverParts } from './storefront-routes.js';

// The route table as the server's build has it: what a page reads of its query is the server's part,
// which the browser's build leaves out (import.meta.env.SSR is false there, as in this suite).
vi.hoisted(() => vi.stubEnv('SSR', true));

/** What the route at `path` reads of its query, from the route table. */
const readsAt = (path: string) => serverParts(matchStorefrontRoute(path)!.route).reads;

describe('what each page reads of its query (pageQuery with the route table)', () => {
  it('keeps only what the page reads, in one order', () => {
    expect(pageQuery(readsAt('/'), '?utm_source=x&category=c1&page=2&search=kohl&fbclid=y')).toBe('?page=2&search=kohl&category=c1');
    expect(pageQuery(readsAt('/'), '?search=kohl&page=2&category=c1')).toBe('?page=2&search=kohl&category=c1');
    expect(pageQuery(readsAt('/offer'), '?category=c1&search=rose')).toBe('?search=rose');
    expect(pageQuery(readsAt('/about'), '?page=3&x=1')).toBe('');
    expect(pageQuery(readsAt('/products/abc'), '?returnPage=2&returnSearch=kohl&ref=share')).toBe('?returnPage=2&returnSearch=kohl');
    expect(pageQuery(readsAt('/contact-us'), '?form=sent&x=1')).toBe('?form=sent');
  });

  it('reads a page number as the page does: page 1, empty and repeated parameters leave no trace', () => {
    expect(pageQuery(readsAt('/'), '?page=1')).toBe('');
    expect(pageQuery(readsAt('/'), '?page=abc&search=')).toBe('');
    expect(pageQuery(readsAt('/'), '?page=02')).toBe('?page=2');
    expect(pageQuery(readsAt('/'), '?page=3&page=4')).toBe('?page=3');
    expect(pageQuery(readsAt('/'), '?search=a%20b')).toBe('?search=a+b');
  });

  it("reads a product's shade as a hex code, one page whatever its case, nothing when it is not one", () => {
    expect(readsAt('/products/abc')).toHaveProperty(COLOR_PARAM, 'hex');
    expect(pageQuery(readsAt('/products/abc'), '?color=c48a7e&ref=share')).toBe('?color=C48A7E');
    expect(pageQuery(readsAt('/products/abc'), '?returnPage=2&color=C48A7E')).toBe('?returnPage=2&color=C48A7E');
    for (const wrong of ['%23C48A7E', 'C48A7', 'C48A7E0', 'rose', 'GGGGGG', ''])
      expect(pageQuery(readsAt('/products/abc'), `?color=${wrong}`)).toBe('');
    // Only a product has shades.
    expect(pageQuery(readsAt('/offer/abc'), '?color=C48A7E')).toBe('');
  });
});

describe("the server's parts of the route table", () => {
  it("give an order's page its token from the address, and keep it private and out of the sitemap", () => {
    const match = matchStorefrontRoute('/order/AbC_-123');
    expect(match?.params).toMatchObject({ token: 'AbC_-123' });
    expect(serverParts(match!.route)).toMatchObject({ reads: {}, sitemap: 'never', private: true });
    expect(matchStorefrontRoute('/order/')).toBeNull();
  });

  it("are left out of the browser's build, with the name of each page's chunk", async () => {
    vi.stubEnv('SSR', false);
    vi.resetModules();
    const { STOREFRONT_ROUTES } = await import('./storefront-routes.js');
    expect(STOREFRONT_ROUTES.map((route) => route.server)).toEqual(STOREFRONT_ROUTES.map(() => false));
    expect(STOREFRONT_ROUTES.map((route) => route.component.module).filter(Boolean)).toEqual([]);
    expect(STOREFRONT_ROUTES.find((route) => route.path === '/order/:token')?.queries).toBeUndefined();
    vi.stubEnv('SSR', true);
  });
});
