import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { allCategoriesResponseSchema, categoryListResponseSchema } from '#contract/category.js';
import { carouselListResponseSchema } from '#contract/carousel.js';
import { PAGE_SIZE } from '#contract/constants.js';
import { offerListResponseSchema, offerSchema } from '#contract/offer.js';
import { productListResponseSchema, productSchema } from '#contract/product.js';
import { CarouselService } from '../carousel/service.js';
import { CategoryService } from '../categories/service.js';
import { isPostgres } from '../db/engine.js';
import { OfferService } from '../offers/service.js';
import { ProductService } from '../products/service.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { fixturesFor, OFFER_FIELDS, PRODUCT_FIELDS, ROUTE_RULES, ruleKey } from '../test-support/hostile.js';
import { pngImage } from '../test-support/images.js';
import { brotliAt } from '#test/fixtures/brotli.js';
import { multipart } from '../test-support/multipart.js';
import { readCatalogueVersion } from './version.js';

/**
 * The writing routes whose success changes a public catalogue response (the shop's settings show on every
 * page; the feed's brand and category mapping are in the product feed).
 */
const CATALOGUE_WRITE = /^\/api\/(categories|products|offer|carousel|settings|stock|feed)(\/|$)/;

let imageSeed = 5000;
const png = () => pngImage((imageSeed += 1), 40, 30);

describe.each(engines)('catalogue response cache on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });
  let categoryId: string;
  let productId: string;
  let offerId: string;

  const version = () => readCatalogueVersion(shop.t.db);
  const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = shop.t.app) =>
    app.inject({ method: 'GET', url, headers });
  const json = async (url: string, app: FastifyInstance = shop.t.app) => {
    const response = await get(url, {}, app);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const write = async (options: InjectOptions, app: FastifyInstance = shop.t.app) => {
    const response = await app.inject({ ...options, headers: { ...options.headers, ...bearer(shop.token) } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image?: Buffer): InjectOptions => {
    const body = multipart(fields, image ? { data: image, filename: 'p.png', contentType: 'image/png' } : undefined);
    return { method, url, headers: body.headers, payload: body.payload };
  };

  beforeAll(async () => {
    categoryId = (await write({ method: 'POST', url: '/api/categories', payload: { name: 'Lips' } })).json().id;
    productId = (await write(form('POST', '/api/products', { ...PRODUCT_FIELDS, categoryId }, await png()))).json().id;
    offerId = (await write(form('POST', '/api/offer', OFFER_FIELDS, await png()))).json().id;
    await write(form('POST', '/api/carousel', {}, await png()));
  });

  const cachedUrls = () => [
    '/api/products',
    '/api/products?page=1&limit=5',
    `/api/products?categoryId=${categoryId}`,
    '/api/products?search=kohl',
    `/api/products/${productId}`,
    '/api/offer',
    '/api/offer?search=duo',
    `/api/offer/${offerId}`,
    '/api/categories/categories',
    '/api/categories',
    '/api/carousel',
    '/api/settings',
  ];

  it('responds from the cache with the bytes, schema and content of the uncomputed response', async () => {
    const products = new ProductService(shop.t.db, shop.t.app.images);
    const offers = new OfferService(shop.t.db, shop.t.app.images);
    const categories = new CategoryService(shop.t.db);
    const carousel = new CarouselService(shop.t.db, shop.t.app.images);
    const direct: Array<[string, () => Promise<unknown>, { parse(value: unknown): unknown }]> = [
      [
        '/api/products',
        () => products.list({ page: 1, limit: PAGE_SIZE.catalogue, search: undefined, categoryId: undefined }),
        productListResponseSchema,
      ],
      [`/api/products/${productId}`, () => products.get(productId), productSchema],
      ['/api/offer', () => offers.list({ page: 1, limit: PAGE_SIZE.publicOffers, search: undefined }), offerListResponseSchema],
      [`/api/offer/${offerId}`, () => offers.get(offerId), offerSchema],
      ['/api/categories/categories', () => categories.all(), allCategoriesResponseSchema],
      ['/api/categories', () => categories.list(1, PAGE_SIZE.admin), categoryListResponseSchema],
      ['/api/carousel', () => carousel.list(), carouselListResponseSchema],
    ];
    for (const [url, compute, schema] of direct) {
      const first = await get(url);
      const cached = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(cached.rawPayload.equals(first.rawPayload), url).toBe(true);
      expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = cached.json();
      expect(body).toEqual(JSON.parse(JSON.stringify(await compute())));
      expect(() => schema.parse(body)).not.toThrow();
    }
  });

  it('bumps the version on every catalogue write in the route table, and on no other', async () => {
    const fixtures = fixturesFor(shop.t, () => shop.t.login());
    const writes = ROUTE_RULES.filter((rule) => rule.auth && !['GET', 'HEAD'].includes(rule.method));
    expect(writes.filter((rule) => CATALOGUE_WRITE.test(rule.url)).length).toBeGreaterThanOrEqual(11);
    for (const rule of writes) {
      const request = await rule.valid!(fixtures);
      const before = await version();
      const response = await shop.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(await shop.t.login()) } });
      expect(response.statusCode, `${ruleKey(rule)}: ${response.body}`).toBeLessThan(300);
      if (CATALOGUE_WRITE.test(rule.url)) expect(await version(), ruleKey(rule)).toBeGreaterThan(before);
      else expect(await version(), ruleKey(rule)).toBe(before);
    }
    shop.token = await shop.t.login();
  });

  it('bumps the version on writes behind the API too (seed, admin CLI, hand-written SQL)', async () => {
    for (const change of [
      () => shop.t.db.updateTable('products').set({ sold_out: 1 }).where('id', '=', productId).execute(),
      () => shop.t.db.updateTable('offers').set({ price_cents: 1999 }).where('id', '=', offerId).execute(),
      () => shop.t.db.updateTable('categories').set({ updated_at: new Date().toISOString() }).where('id', '=', categoryId).execute(),
      () => shop.t.db.updateTable('products').set({ sold_out: 0 }).where('id', '=', productId).execute(),
      // Saved by the route-table test above.
      () => shop.t.db.updateTable('shop_settings').set({ updated_at: new Date().toISOString() }).where('id', '=', 1).execute(),
    ]) {
      const before = await version();
      await change();
      expect(await version()).toBeGreaterThan(before);
    }
    expect((await json(`/api/products/${productId}`)).soldOut).toBe(false);
    const untouched = await version();
    await shop.t.db.deleteFrom('sessions').where('expires_at', '<', '2000').execute();
    expect(await version()).toBe(untouched);
  });

  it('shows a create, update and delete at once on every cached route', async () => {
    const warm = async () => {
      for (const url of cachedUrls()) await get(url);
    };
    await warm();
    const created = (await write(form('POST', '/api/products', { ...PRODUCT_FIELDS, name: 'Rose balm', categoryId }, await png()))).json();
    expect((await json('/api/products')).data[0].id).toBe(created.id);
    expect((await json(`/api/products?categoryId=${categoryId}`)).data.map((p: { id: string }) => p.id)).toContain(created.id);

    await warm();
    await write(form('PUT', `/api/products/${created.id}`, { ...PRODUCT_FIELDS, name: 'Rose balm 2', categoryId }));
    expect((await json(`/api/products/${created.id}`)).name).toBe('Rose balm 2');
    expect((await json('/api/products')).data[0].name).toBe('Rose balm 2');

    await warm();
    await write({ method: 'PUT', url: `/api/categories/${categoryId}`, payload: { name: 'Lipsticks' } });
    expect((await json(`/api/products/${productId}`)).category).toEqual({
      id: categoryId,
      name: 'Lipsticks',
      translations: { fr: {}, ar: {} },
    });
    expect((await json('/api/products')).data[0].category.name).toBe('Lipsticks');
    expect((await json('/api/categories/categories')).map((c: { name: string }) => c.name)).toContain('Lipsticks');
    // The admin list, every page of it: the route-table test above added categories of its own, newer than this one.
    const listed: string[] = [];
    const { totalPages } = (await json('/api/categories')).pagination;
    for (let page = 1; page <= totalPages; page += 1) {
      listed.push(...(await json(`/api/categories?page=${page}`)).data.map((c: { name: string }) => c.name));
    }
    expect(listed).toContain('Lipsticks');

    // A translation alone is a change too: the triggers fire on an update of any column.
    await warm();
    await write({ method: 'PUT', url: `/api/categories/${categoryId}`, payload: { name: 'Lipsticks', nameAr: 'أحمر الشفاه' } });
    expect((await json(`/api/products/${productId}`)).category.translations.ar).toEqual({ name: 'أحمر الشفاه' });
    await warm();
    await write(
      form('PUT', `/api/products/${created.id}`, { ...PRODUCT_FIELDS, name: 'Rose balm 2', nameFr: 'Baume à la rose', categoryId }),
    );
    expect((await json(`/api/products/${created.id}`)).translations.fr).toEqual({ name: 'Baume à la rose' });
    expect((await json('/api/products')).data[0].translations.fr).toEqual({ name: 'Baume à la rose' });

    await warm();
    await write({ method: 'DELETE', url: `/api/products/${created.id}` });
    expect((await get(`/api/products/${created.id}`)).statusCode).toBe(404);
    expect((await json('/api/products')).data.map((p: { id: string }) => p.id)).not.toContain(created.id);

    await warm();
    await write(form('PUT', `/api/offer/${offerId}`, { ...OFFER_FIELDS, name: 'Trio' }));
    expect((await json(`/api/offer/${offerId}`)).name).toBe('Trio');
    expect((await json('/api/offer')).data.find((o: { id: string }) => o.id === offerId).name).toBe('Trio');
    const offer = (await write(form('POST', '/api/offer', { ...OFFER_FIELDS, name: 'Quartet' }))).json();
    expect((await json('/api/offer')).data[0].id).toBe(offer.id);
    await write({ method: 'DELETE', url: `/api/offer/${offer.id}` });
    expect((await json('/api/offer')).data.map((o: { id: string }) => o.id)).not.toContain(offer.id);
    expect((await get(`/api/offer/${offer.id}`)).statusCode).toBe(404);

    await warm();
    const slide = (await write(form('POST', '/api/carousel', {}, await png()))).json();
    expect((await json('/api/carousel')).map((c: { id: string }) => c.id)).toContain(slide.id);
    await write({ method: 'DELETE', url: `/api/carousel/${slide.id}` });
    expect((await json('/api/carousel')).map((c: { id: string }) => c.id)).not.toContain(slide.id);

    const doomed = (await write({ method: 'POST', url: '/api/categories', payload: { name: 'Doomed' } })).json();
    const orphan = (await write(form('POST', '/api/products', { ...PRODUCT_FIELDS, categoryId: doomed.id }))).json();
    expect((await json(`/api/products/${orphan.id}`)).category.name).toBe('Doomed');
    await warm();
    await get(`/api/products?categoryId=${doomed.id}`);
    await write({ method: 'DELETE', url: `/api/categories/${doomed.id}` });
    expect(await json(`/api/products/${orphan.id}`)).toMatchObject({ categoryId: null, category: null });
    expect((await json('/api/products')).data[0]).toMatchObject({ id: orphan.id, category: null });
    expect((await json(`/api/products?categoryId=${doomed.id}`)).data).toEqual([]);
    expect((await json('/api/categories/categories')).map((c: { id: string }) => c.id)).not.toContain(doomed.id);
  });

  it('leaves the version alone when a write fails or rolls back', async () => {
    const before = await version();
    const invalid = form('POST', '/api/products', { ...PRODUCT_FIELDS, price: 'free', categoryId });
    const refused = await shop.t.app.inject({ ...invalid, headers: { ...invalid.headers, ...bearer(shop.token) } });
    expect(refused.statusCode).toBe(400);
    const duplicate = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(shop.token),
      payload: { name: 'Lipsticks' },
    });
    expect(duplicate.statusCode).toBe(409);
    const missing = await shop.t.app.inject({
      method: 'PUT',
      url: '/api/categories/nope',
      headers: bearer(shop.token),
      payload: { name: 'Other' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await shop.t.app.inject({ method: 'DELETE', url: '/api/offer/nope', headers: bearer(shop.token) })).statusCode).toBe(404);
    expect(await version()).toBe(before);

    // A write whose transaction fails after the version row was updated must roll it back with the rest.
    if (isPostgres(shop.t.db)) {
      await sql`create function refuse_offer() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`.execute(shop.t.db);
      await sql`create trigger refuse_offer before insert on offers for each row execute function refuse_offer()`.execute(shop.t.db);
    } else {
      await sql`create trigger refuse_offer before insert on offers begin select raise(abort, 'refused by the test'); end`.execute(
        shop.t.db,
      );
    }
    try {
      const body = form('POST', '/api/offer', OFFER_FIELDS, await png());
      const failed = await shop.t.app.inject({ ...body, headers: { ...body.headers, ...bearer(shop.token) } });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_offer${isPostgres(shop.t.db) ? sql` on offers` : sql``}`.execute(shop.t.db);
    }
    expect(await version()).toBe(before);
  });

  it('serves a write through one app instance at once through another over the same database', async () => {
    const other = await shop.t.anotherInstance();
    for (const url of cachedUrls()) {
      await get(url);
      await get(url, {}, other);
    }
    await write({ method: 'PUT', url: `/api/categories/${categoryId}`, payload: { name: 'Lip colour' } });
    expect((await json(`/api/products/${productId}`, other)).category.name).toBe('Lip colour');
    expect((await json('/api/categories/categories', other)).map((c: { name: string }) => c.name)).toContain('Lip colour');

    const created = (await write(form('POST', '/api/offer', { ...OFFER_FIELDS, name: 'From the other' }), other)).json();
    expect((await json('/api/offer')).data[0].id).toBe(created.id);
    expect((await json(`/api/offer/${created.id}`)).name).toBe('From the other');
    await write({ method: 'DELETE', url: `/api/offer/${created.id}` }, other);
    expect((await get(`/api/offer/${created.id}`)).statusCode).toBe(404);
  });

  it('responds 304 to a matching If-None-Match, and 200 with a new tag to a changed response', async () => {
    const first = await get('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');

    const revalidated = await get('/api/products', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect((await get('/api/products', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get('/api/products', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another instance computes the same tag for the same response.
    const other = await shop.t.anotherInstance();
    expect((await get('/api/products', { 'if-none-match': etag }, other)).statusCode).toBe(304);

    await write(form('PUT', `/api/products/${productId}`, { ...PRODUCT_FIELDS, name: 'Kohl liner', categoryId }));
    const changed = await get('/api/products', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends brotli and gzip variants that decode to the same JSON, each only to clients that take it', async () => {
    // Enough products for a page over the 1 KB compression threshold.
    for (let i = 0; i < 6; i += 1) await write(form('POST', '/api/products', { ...PRODUCT_FIELDS, name: `Shade ${i}`, categoryId }));
    const plain = await get('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round += 1) {
      const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      const gzip = await get('/api/products', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(br.headers.etag).toBe(plain.headers.etag);
    }
    const refusesBr = await get('/api/products', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBr.headers['content-encoding']).toBe('gzip');
    const head = await shop.t.app.inject({ method: 'HEAD', url: '/api/products', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    // Small responses go as they are, like every other small API response.
    const small = await get(`/api/products/${productId}`, { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a miss at the fast level, and only a response asked for again at the dense one', async () => {
    // The six products of the test above: a response over the compression threshold.
    const url = '/api/products?search=shade';
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(first.rawPayload);
    expect(first.rawPayload.equals(brotliAt(json, 4))).toBe(true);
    await shop.t.app.catalogueCache.settled();
    // Asked once: no dense work was queued for it.
    expect((await get(url, { 'accept-encoding': 'br' })).rawPayload.equals(brotliAt(json, 4))).toBe(true);
    // Asked twice: recompressed at quality 10 in the background, then served that way.
    await shop.t.app.catalogueCache.settled();
    const dense = await get(url, { 'accept-encoding': 'br' });
    expect(dense.rawPayload.equals(brotliAt(json, 10))).toBe(true);
    expect(dense.rawPayload.length).toBeLessThan(first.rawPayload.length);
  });

  it('responds 429 to a client that makes it compute too many responses, and still serves it what is cached', async () => {
    const limited = await shop.t.anotherInstance({ config: { rateLimits: { catalogueMissBurst: 3, catalogueMissesPerSecond: 0.001 } } });
    const from = (url: string, remoteAddress: string) => limited.inject({ method: 'GET', url, remoteAddress });
    for (const term of ['budget-a', 'budget-b', 'budget-c']) {
      expect((await from(`/api/products?search=${term}`, '10.7.0.1')).statusCode).toBe(200);
    }
    const refused = await from('/api/products?search=budget-d', '10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/try again/i);
    // What is cached costs nothing, and other clients have their own cache-miss rate limit.
    expect((await from('/api/products?search=budget-a', '10.7.0.1')).statusCode).toBe(200);
    expect((await from('/api/products?search=budget-d', '10.7.0.2')).statusCode).toBe(200);
    expect((await from('/api/products?search=budget-d', '10.7.0.1')).statusCode).toBe(200);
  });

  it('keeps to its entry and byte caps however many distinct searches arrive', async () => {
    const searches = (app: FastifyInstance, count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => get(`/api/products?search=term${i}`, { 'accept-encoding': 'br' }, app))).then(
        (responses: LightMyRequestResponse[]) => responses.every((r) => r.statusCode === 200),
      );

    expect(await searches(shop.t.app, 520)).toBe(true);
    expect(shop.t.app.catalogueCache.size).toBeLessThanOrEqual(500);

    // Room for the full product list (its stock fields took it past 8 KB) and its compressed copies.
    const small = await shop.t.anotherInstance({ cacheLimits: { maxEntries: 10, maxBytes: 16 * 1024 } });
    expect(await searches(small, 40)).toBe(true);
    await json('/api/products', small);
    await get('/api/products', { 'accept-encoding': 'br' }, small);
    await get('/api/products', { 'accept-encoding': 'gzip' }, small);
    expect(small.catalogueCache.size).toBeLessThanOrEqual(10);
    expect(small.catalogueCache.byteSize).toBeLessThanOrEqual(16 * 1024);
    expect(small.catalogueCache.byteSize).toBeGreaterThan(0);
  });
});
