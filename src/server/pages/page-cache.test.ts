import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliAt } from '#test/fixtures/brotli.js';
import { renderedPage, PageCache } from './page-cache.js';

/** A page of the home page's kind: markup and data that repeat with small changes. */
const text = (seed: string) =>
  `<!doctype html><html><body>${Array.from({ length: 400 }, (_, index) => `<article><h2>${seed} product ${index}</h2><p>Shade ${(index * 7919) % 97}, $${index}.99</p></article>`).join('')}</body></html>`;

describe('PageCache', () => {
  it("serves a page at the fast levels as it is rendered, and with Brotli's dense level once asked for again", async () => {
    const cache = new PageCache();
    const render = async () => renderedPage(200, 'text/html', text('rose'));
    const first = await cache.getOrRender('/', 1, render);
    await cache.settled();
    // Asked once: still the fast level.
    expect((await cache.getOrRender('/', 1, render)).body.br).toBe(first.body.br);
    await cache.settled();
    const dense = await cache.getOrRender('/', 1, render);
    expect(dense.body.br.equals(brotliAt(first.body.identity, 10))).toBe(true);
    expect(dense.body.br.length).toBeLessThan(first.body.br.length);
    expect(dense.body.gzip).toBe(first.body.gzip);
    // The same page in every encoding, under the same tag.
    expect(brotliDecompressSync(dense.body.br).equals(first.body.identity)).toBe(true);
    expect(gunzipSync(dense.body.gzip).equals(first.body.identity)).toBe(true);
    expect(dense.etag).toBe(first.etag);
  });
});
