import { describe, expect, it } from 'vitest';
import { pageQuery } from '#contract/page-query.js';
import { matchStorefrontRoute } from './storefront-routes.js';

/** What the route at `path` reads of its query, from the route table. */
const readsAt = (path: string) => matchStorefrontRoute(path)!.route.reads;

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
});
