import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage } from '#contract/order-page.js';
import { CUSTOMER_TEXT_MAX } from '#contract/customer-text.js';
import { HOSTILE_NAME, HOSTILE_NAME_SHOWN } from '#test/fixtures/customer-text.js';
import { sourceRenderer } from '#test/storefront-renderer.js';
import { addSignedInAccount } from '../test-support/accounts.js';
import { bearer, createTestApp, useSignedInShop, type ConfigOverrides, type TestApp } from '../test-support/app.js';
import { engines, type Engine } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { pngImage } from '../test-support/images.js';
import { multipart } from '../test-support/multipart.js';
import { OrderPageTokens } from './token.js';

const BASE = 'https://shop.example';
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--page-head--><title>Built title</title><!--/page-head-->
<!--shop-config--></head><body><div id="root"><!--page-body--></div><!--page-data--><script type="module" src="/assets/app.js"></script></body></html>`;

/** The shop's app with its storefront rendered into a built page, as in production. */
async function shopWithPages(engine: Engine, overrides: ConfigOverrides = {}) {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  const t = await createTestApp(engine, { webRoot, publicBaseUrl: BASE, ...overrides }, false, { renderer: await sourceRenderer() });
  return {
    t,
    close: async () => {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

function parse(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  return {
    document,
    title: document.title,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    h1: document.querySelector('#root h1')?.textContent ?? null,
    rootText: document.getElementById('root')?.textContent ?? '',
    status: document.querySelector('[data-testid="order-status"]')?.textContent ?? null,
  };
}

/** The token with its character at `at` swapped for another of the alphabet. */
const altered = (token: string, at: number) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;

describe.each(engines)("an order's own page on %s", (engine) => {
  let t: TestApp;
  let close: () => Promise<void>;
  let owner: string;
  let lipstickId: string;
  let offerId: string;
  let beirutZone: string;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const save = async (url: string, fields: Record<string, string>, image?: Buffer) => {
    const body = multipart(fields, image ? { data: image, filename: 'p.png', contentType: 'image/png' } : undefined);
    const response = await t.app.inject({ method: 'POST', url, headers: { ...bearer(owner), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const lipstick = (quantity = 1) => ({ kind: 'product', id: lipstickId, colorHex: '#FF00AA', quantity });
  /** An order placed from the storefront, as the cart sends it. */
  const order = async (extra: Record<string, unknown> = {}) => {
    const response = await post('/api/orders', { idempotencyKey: randomUUID(), lines: [lipstick(2)], ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; reference: string; pageToken: string }>();
  };
  const moveTo = async (id: string, status: string) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: bearer(owner), payload: { status } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const pageData = async (token: string) => {
    const response = await get(`/api/order-page/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderPage>();
  };

  beforeAll(async () => {
    ({ t, close } = await shopWithPages(engine));
    owner = await t.login();
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(owner),
      payload: {
        ...VALID_SETTINGS,
        delivery: {
          zones: [
            { name: 'Beirut', fee: 3, freeOver: null, estimate: null, translations: { fr: { name: 'Beyrouth' }, ar: { name: 'بيروت' } } },
          ],
          pickup: true,
        },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    beirutZone = settings.json<{ delivery: { zones: { id: string }[] } }>().delivery.zones[0]!.id;
    const category = await t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(owner), payload: { name: 'Lips' } });
    lipstickId = await save(
      '/api/products',
      {
        name: 'Velvet Lipstick',
        nameAr: 'أحمر شفاه مخملي',
        description: 'Matte',
        price: '12.5',
        categoryId: category.json<{ id: string }>().id,
        colors: JSON.stringify([{ name: 'Rose', hexCode: '#FF00AA', translations: { fr: { name: 'Rose vif' }, ar: { name: 'وردي' } } }]),
      },
      await pngImage(11, 400, 300),
    );
    offerId = await save(
      '/api/offer',
      { name: 'Summer Duo', description: 'Two', price: '30', offerPrice: '20' },
      await pngImage(12, 400, 300),
    );
  });
  afterAll(() => close());

  describe('its data', () => {
    it('is the order as its customer placed it: lines with their pictures and colours, delivery, totals, statuses', async () => {
      const placed = await order({
        lines: [lipstick(2), { kind: 'offer', id: offerId, colorHex: null, quantity: 1 }],
        deliveryOption: beirutZone,
        delivery: { name: 'Rima', phone: '+961 70 123 456', address: 'Hamra, Beirut', note: 'Ring twice' },
        language: 'ar',
      });
      const response = await get(`/api/order-page/${placed.pageToken}`);
      expect(response.statusCode).toBe(200);
      // One customer's: no cache keeps it, and no search engine.
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers.etag).toBeUndefined();
      const page = response.json<OrderPage>();
      expect(page).toEqual({
        reference: placed.reference,
        status: 'new',
        language: 'ar',
        createdAt: expect.any(String),
        history: [{ status: 'new', at: page.createdAt }],
        lines: [
          {
            kind: 'product',
            name: 'Velvet Lipstick',
            translations: { fr: {}, ar: { name: 'أحمر شفاه مخملي' } },
            colorHex: '#FF00AA',
            colorName: 'Rose',
            colorTranslations: { fr: { name: 'Rose vif' }, ar: { name: 'وردي' } },
            shownName: 'أحمر شفاه مخملي',
            shownColorName: 'وردي',
            image: expect.stringMatching(/^\/uploads\/.+\.webp$/),
            imageSrcset: expect.stringMatching(/ \d+w$/),
            imageWidth: 400,
            imageHeight: 300,
            unitPrice: 12.5,
            quantity: 2,
            lineTotal: 25,
          },
          expect.objectContaining({
            kind: 'offer',
            name: 'Summer Duo',
            colorHex: null,
            colorName: null,
            shownName: 'Summer Duo',
            shownColorName: null,
            unitPrice: 20,
            lineTotal: 20,
          }),
        ],
        itemCount: 3,
        total: 45,
        deliveryOption: { id: beirutZone, kind: 'zone', name: 'Beirut', fee: 3 },
        discount: null,
        grandTotal: 48,
        delivery: { name: 'Rima', phone: '+961 70 123 456', address: 'Hamra, Beirut', note: 'Ring twice' },
      });
      // Nothing of the shop's own: no id, no channel, no person.
      expect(Object.keys(page)).not.toContain('id');
      expect(Object.keys(page)).not.toContain('channel');
    });

    it('answers HEAD as GET, without a body', async () => {
      const { pageToken } = await order();
      const response = await t.app.inject({ method: 'HEAD', url: `/api/order-page/${pageToken}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('gives a line whose item has been deleted since without a picture, its words as ordered', async () => {
      const goneId = await save('/api/offer', { name: 'Gone Set', description: 'd', price: '10' }, await pngImage(13, 40, 30));
      const { pageToken } = await order({ lines: [{ kind: 'offer', id: goneId, colorHex: null, quantity: 1 }] });
      expect((await pageData(pageToken)).lines[0]!.image).not.toBeNull();
      await t.app.inject({ method: 'DELETE', url: `/api/offer/${goneId}`, headers: bearer(owner) });
      expect((await pageData(pageToken)).lines[0]).toMatchObject({
        name: 'Gone Set',
        translations: null,
        image: null,
        imageSrcset: null,
        unitPrice: 10,
      });
    });

    it('names the lines as the customer saw them after the catalogue changes, and the item is deleted; null before those were kept', async () => {
      const setId = await save('/api/offer', { name: 'Night Set', nameAr: 'طقم المساء', description: 'd', price: '10' });
      const lines = [lipstick(), { kind: 'offer', id: setId, colorHex: null, quantity: 1 }];
      const { id, pageToken } = await order({ lines, language: 'ar' });
      await t.app.inject({ method: 'DELETE', url: `/api/offer/${setId}`, headers: bearer(owner) });
      expect((await pageData(pageToken)).lines.map((line) => [line.shownName, line.shownColorName])).toEqual([
        ['أحمر شفاه مخملي', 'وردي'],
        ['طقم المساء', null],
      ]);
      // As an order placed before: the page shows the names the catalogue has now.
      await t.db.updateTable('order_lines').set({ shown_name: null, shown_color_name: null }).where('order_id', '=', id).execute();
      expect((await pageData(pageToken)).lines[0]).toMatchObject({
        shownName: null,
        shownColorName: null,
        translations: { fr: {}, ar: { name: 'أحمر شفاه مخملي' } },
      });
    });

    it('tells the statuses and when, never who gave them', async () => {
      const { id, pageToken } = await order();
      await moveTo(id, 'confirmed');
      await moveTo(id, 'delivered');
      const page = await pageData(pageToken);
      expect(page.status).toBe('delivered');
      expect(page.history.map((change) => change.status)).toEqual(['new', 'confirmed', 'delivered']);
      for (const change of page.history) expect(Object.keys(change).sort()).toEqual(['at', 'status']);
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner) })).json<{ name: string }>();
      expect(JSON.stringify(page)).not.toContain(me.name);
    });

    it('still shows a cancelled order and one placed years ago', async () => {
      const cancelled = await order();
      await moveTo(cancelled.id, 'cancelled');
      expect((await pageData(cancelled.pageToken)).status).toBe('cancelled');
      const old = await order();
      await t.db
        .updateTable('orders')
        .set({ created_at: '2019-03-01T08:00:00.000Z', created_day: '2019-03-01' })
        .where('id', '=', old.id)
        .execute();
      expect((await pageData(old.pageToken)).createdAt).toBe('2019-03-01T08:00:00.000Z');
    });

    it("answers any other token as an address the API does not have: altered, cut, another order's, an id or a reference", async () => {
      const placed = await order({ delivery: { name: 'Nour' } });
      const other = await order();
      const unknown = await get('/api/no-such-address');
      expect(unknown.statusCode).toBe(404);
      const token = placed.pageToken;
      const wrong = [
        altered(token, 0),
        altered(token, 21),
        altered(token, token.length - 1),
        token.slice(0, -1),
        token.slice(0, 22),
        `${token}A`,
        // The other order's MAC with this order's id.
        `${other.pageToken.slice(0, 22)}${token.slice(22)}`,
        placed.id,
        placed.reference,
        'x'.repeat(43),
        'x'.repeat(300),
        encodeURIComponent('../orders'),
      ];
      for (const bad of wrong) {
        const response = await get(`/api/order-page/${bad}`);
        expect([bad, response.statusCode, response.body]).toEqual([bad, 404, unknown.body]);
        expect(response.body).not.toContain('Nour');
      }
    });

    it('changes nothing: the token opens a page to read, and no other method', async () => {
      const { pageToken } = await order();
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: `/api/order-page/${pageToken}`, payload: { status: 'cancelled' } });
        expect([method, response.statusCode]).toEqual([method, 404]);
      }
      expect((await pageData(pageToken)).status).toBe('new');
    });

    it('gives the same token to the customer and in the owner’s order, and leads to that order alone', async () => {
      const placed = await order();
      const detail = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: bearer(owner) })).json();
      expect(detail.pageToken).toBe(placed.pageToken);
      expect((await new OrderPageTokens(t.db).claim(placed.pageToken)).key).not.toBeNull();
      expect((await pageData(placed.pageToken)).reference).toBe(placed.reference);
    });
  });

  describe('the page', () => {
    it('is rendered whole for a visitor without JavaScript, kept by no cache and out of search engines', async () => {
      const placed = await order({ deliveryOption: beirutZone, delivery: { name: 'Rima', address: 'Hamra, Beirut' } });
      const response = await get(`/order/${placed.pageToken}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers.etag).toBeUndefined();
      const page = parse(response.body);
      expect(page.robots).toBe('noindex');
      expect(page.title).toBe(`Order ${placed.reference} · Beirut Beauty`);
      expect(page.h1).toBe(`Order ${placed.reference}`);
      expect(page.status).toBe('Received');
      for (const text of [
        'Velvet Lipstick',
        'Color: \u2068Rose\u2069',
        'Quantity: 2',
        '$12.50 each',
        '$25.00',
        'Beirut',
        'Rima',
        'Hamra, Beirut',
      ]) {
        expect(page.rootText).toContain(text);
      }
      // The items' $25.00, the fee and the total $28.00, each with its pounds (the shop shows a rate).
      expect(page.rootText).toContain('$28.00');
      expect(page.rootText).toContain('LBP 2,506,000');
      // The shop's WhatsApp and hours.
      expect(page.document.querySelector('a[href^="https://wa.me/96171123456?text="]')).not.toBeNull();
      expect(page.rootText).toContain('Open 24/7');
      // Its headings, for those who read the page by them.
      const headings = [...page.document.querySelectorAll('#root h2')].map((heading) => heading.textContent);
      expect(headings).toEqual(expect.arrayContaining(['Status', 'Items', 'Delivery', 'Total', 'A question about your order?']));
    });

    it('shows each status as it is now, for the same address: no copy of the page is kept', async () => {
      const { id, pageToken } = await order();
      const status = async () => parse((await get(`/order/${pageToken}`)).body).status;
      expect(await status()).toBe('Received');
      await moveTo(id, 'confirmed');
      expect(await status()).toBe('Confirmed');
      await moveTo(id, 'delivered');
      expect(await status()).toBe('Delivered');
      const cancelled = await order();
      await moveTo(cancelled.id, 'cancelled');
      expect(parse((await get(`/order/${cancelled.pageToken}`)).body).status).toBe('Cancelled');
    });

    it('says "Ready for pickup" for a confirmed order to be picked up, then "Picked up"', async () => {
      const { id, pageToken } = await order({ deliveryOption: 'pickup' });
      await moveTo(id, 'confirmed');
      const ready = parse((await get(`/order/${pageToken}`)).body);
      expect(ready.status).toBe('Ready for pickup');
      expect(ready.rootText).toContain('Pick up at the shop');
      await moveTo(id, 'delivered');
      expect(parse((await get(`/order/${pageToken}`)).body).status).toBe('Picked up');
    });

    it('is in the language of its address: Arabic right to left at /ar/order/…, French at /fr/order/…', async () => {
      const { id, reference, pageToken } = await order({ language: 'ar', deliveryOption: beirutZone });
      await moveTo(id, 'confirmed');
      const arabic = await get(`/ar/order/${pageToken}`);
      expect(arabic.statusCode).toBe(200);
      const page = parse(arabic.body);
      expect(page.document.documentElement.getAttribute('lang')).toBe('ar');
      expect(page.document.documentElement.getAttribute('dir')).toBe('rtl');
      expect(page.h1).toBe(`الطلب رقم \u2068${reference}\u2069`);
      expect(page.status).toBe('تمّ التأكيد');
      expect(page.rootText).toContain('أحمر شفاه مخملي');
      expect(page.rootText).toContain('وردي');
      expect(page.rootText).toContain('بيروت');
      expect(page.robots).toBe('noindex');

      const french = parse((await get(`/fr/order/${pageToken}`)).body);
      expect(french.h1).toBe(`Commande ${reference}`);
      expect(french.status).toBe('Confirmée');
      expect(french.rootText).toContain('Beyrouth');
      expect(french.rootText).toContain('Rose vif');
    });

    it('shows what the customer typed on one line each, cut, after its label, never as a heading: in English, French and Arabic', async () => {
      const address = `Hamra\n\n${'Street '.repeat(40)}`;
      const placed = await order({ delivery: { name: 'Rima', address, note: 'IMPORTANT:\n\npay again\u202e at once' } });
      // A name with line breaks, as an order placed before names were one line could hold.
      await t.db.updateTable('orders').set({ customer_name: HOSTILE_NAME }).where('id', '=', placed.id).execute();
      const shownAddress = `Hamra ${'Street '.repeat(40).slice(0, CUSTOMER_TEXT_MAX.address - 7)}…`;
      expect((await pageData(placed.pageToken)).delivery).toEqual({
        name: HOSTILE_NAME_SHOWN,
        phone: null,
        address: shownAddress,
        note: 'IMPORTANT: pay again at once',
      });
      const labels = { en: ['Name', 'Address', 'Note'], fr: ['Nom', 'Adresse', 'Remarque'], ar: ['الاسم', 'العنوان', 'ملاحظة'] };
      for (const [language, prefix] of [
        ['en', ''],
        ['fr', '/fr'],
        ['ar', '/ar'],
      ] as const) {
        const page = parse((await get(`${prefix}/order/${placed.pageToken}`)).body);
        const details = [...page.document.querySelectorAll('#root dd')].filter((dd) =>
          labels[language].includes(dd.previousElementSibling?.textContent ?? ''),
        );
        expect(details.map((dd) => [dd.previousElementSibling!.textContent, dd.textContent])).toEqual([
          [labels[language][0], HOSTILE_NAME_SHOWN],
          [labels[language][1], shownAddress],
          [labels[language][2], 'IMPORTANT: pay again at once'],
        ]);
        for (const dd of details) expect(dd.outerHTML).not.toMatch(/\n|whitespace-pre/);
        const headings = [...page.document.querySelectorAll('#root h1, #root h2, #root h3, [role="alert"], [role="status"]')];
        for (const heading of headings) expect(heading.textContent).not.toContain('IMPORTANT');
        expect(page.rootText).not.toContain('evil.example');
      }
    });

    it('shows nothing of another order or of the shop’s people', async () => {
      const mine = await order({ delivery: { name: 'Rima', phone: '03 111 222' } });
      const theirs = await order({ delivery: { name: 'Someone Else', phone: '71 999 888', note: 'Secret gate code 4521' } });
      await moveTo(mine.id, 'confirmed');
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner) })).json<{
        name: string;
        username: string;
      }>();
      const body = (await get(`/order/${mine.pageToken}`)).body;
      expect(body).toContain('Rima');
      for (const text of [theirs.reference, 'Someone Else', '71 999 888', 'Secret gate code', me.name, mine.id])
        expect(body).not.toContain(text);
    });

    it('answers a wrong token with the shop’s 404 page, whatever is wrong with it', async () => {
      const { pageToken } = await order({ delivery: { name: 'Rima' } });
      for (const bad of [altered(pageToken, 5), pageToken.slice(0, 40), 'not-a-token', `${pageToken}x`]) {
        for (const language of ['', '/fr', '/ar']) {
          const response = await get(`${language}/order/${bad}`);
          expect([bad, language, response.statusCode]).toEqual([bad, language, 404]);
          expect(response.headers['cache-control']).toBe('private, no-store');
          const page = parse(response.body);
          expect(page.robots).toBe('noindex');
          expect(page.status).toBeNull();
          expect(response.body).not.toContain('Rima');
          if (language === '') {
            expect(page.h1).toBe('Page not found');
            expect(page.title).toBe('Page not found · Beirut Beauty');
          }
        }
      }
    });

    it('is in neither the sitemap nor robots.txt (a crawler that follows a link must read its noindex)', async () => {
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).not.toContain('/order');
      const robots = (await get('/robots.txt')).body;
      expect(robots).not.toContain('/order');
      expect(robots).toContain('Disallow: /cart');
    });
  });
});

describe.each(engines)("an order's page under the cache-miss rate limit on %s", (engine) => {
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close } = await shopWithPages(engine, { rateLimits: { catalogueMissBurst: 4, catalogueMissesPerSecond: 0.001 } }));
  });
  afterAll(() => close());

  it('renders each request at the visitor’s cost, right token or wrong, until 429', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1)
      statuses.push((await t.app.inject({ method: 'GET', url: `/api/order-page/${'x'.repeat(43)}` })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404]);
    expect((await t.app.inject({ method: 'GET', url: `/api/order-page/${'y'.repeat(43)}` })).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: `/order/${'y'.repeat(43)}` })).statusCode).toBe(429);
    // Another client is not held up.
    expect((await t.app.inject({ method: 'GET', url: `/api/order-page/${'y'.repeat(43)}`, remoteAddress: '10.0.0.9' })).statusCode).toBe(
      404,
    );
  });
});

describe.each(engines)("an order's new link on %s", (engine) => {
  const shop = useSignedInShop(engine);

  const placeOrder = async () => {
    const body = multipart({ name: 'Kohl', description: 'd', price: '12', categoryId: shop.categoryId });
    const product = await shop.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(shop.token), ...body.headers },
      payload: body.payload,
    });
    const placed = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: [{ kind: 'product', id: product.json().id, colorHex: null, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ id: string; reference: string; pageToken: string }>();
  };
  const page = (token: string) => shop.t.app.inject({ method: 'GET', url: `/api/order-page/${token}` });
  const renew = (id: string, token = shop.token) =>
    shop.t.app.inject({ method: 'POST', url: `/api/orders/${id}/page-link`, headers: bearer(token) });

  it('replaces the link: the old one answers 404, the new one opens the page and is the order’s from now on, and the activity says who', async () => {
    const placed = await placeOrder();
    expect((await page(placed.pageToken)).statusCode).toBe(200);
    const renewed = await renew(placed.id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { pageToken } = renewed.json<{ pageToken: string }>();
    expect(pageToken).toMatch(/^[\w-]{43}$/);
    expect(pageToken).not.toBe(placed.pageToken);
    expect((await page(placed.pageToken)).statusCode).toBe(404);
    expect((await page(pageToken)).json()).toMatchObject({ reference: placed.reference });
    const detail = await shop.t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: bearer(shop.token) });
    expect(detail.json().pageToken).toBe(pageToken);
    const activity = await shop.t.app.inject({ method: 'GET', url: '/api/activity?kind=order', headers: bearer(shop.token) });
    expect(activity.json().data[0]).toMatchObject({ action: 'linkRenewed', subject: { id: placed.id, label: placed.reference } });
  });

  it('keeps the link of an order placed before page keys, made from its id, until the order is given a new one', async () => {
    const placed = await placeOrder();
    await shop.t.db.updateTable('orders').set({ page_key: null }).where('id', '=', placed.id).execute();
    const older = await new OrderPageTokens(shop.t.db).pageToken({ id: placed.id, page_key: null });
    expect((await page(older)).json()).toMatchObject({ reference: placed.reference });
    const renewed = (await renew(placed.id)).json<{ pageToken: string }>();
    expect((await page(older)).statusCode).toBe(404);
    expect((await page(renewed.pageToken)).statusCode).toBe(200);
  });

  it('is for whoever manages orders: staff may, a visitor may not; an unknown order is 404', async () => {
    const placed = await placeOrder();
    const staff = await addSignedInAccount(shop.t, shop.token, { role: 'staff' });
    expect((await renew(placed.id, staff.token)).statusCode).toBe(200);
    const anonymous = await shop.t.app.inject({ method: 'POST', url: `/api/orders/${placed.id}/page-link` });
    expect(anonymous.statusCode).toBe(401);
    expect((await renew(randomUUID())).statusCode).toBe(404);
  });
});
