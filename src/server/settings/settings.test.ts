import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRequest, StorefrontRenderer } from '#contract/rendering.js';
import { DELIVERY_LIMITS } from '#contract/delivery.js';
import { settingsMessages } from '#contract/settings.js';
import { DEFAULT_SHOP_CONFIG, SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '#contract/shop.js';
import { DEFAULT_WEEK } from '#contract/shop-defaults.js';
import { apiMessages } from '#contract/messages/validation.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { ConfigError, loadConfig } from '../config.js';
import { bearer, createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { sourceRenderer } from '#test/storefront-renderer.js';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--page-head--><title>Built title</title><!--/page-head-->
<!--shop-config--></head><body><div id="root"><!--page-body--></div><!--page-data--><script type="module" src="/assets/app.js"></script></body></html>`;

/** The settings a page embeds for the browser. */
function embedded(html: string): ShopConfig {
  const match = new RegExp(`<script type="application/json" id="${SHOP_CONFIG_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  if (!match) throw new Error('no embedded settings');
  return JSON.parse(match[1]!) as ShopConfig;
}

/** The page's Store in its JSON-LD. */
function store(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const found = blocks.find((block) => block['@type'] === 'Store');
  if (!found) throw new Error('no Store in the JSON-LD');
  return found;
}

const source = await sourceRenderer();

describe('first values from the environment', () => {
  it('reads SHOP_ORDER_GREETING and the other SHOP_* variables, open 24/7 unless told otherwise', () => {
    const shop = loadConfig({ SHOP_NAME: 'Rima', SHOP_ORDER_GREETING: 'Hi! My order:' }).shop;
    expect(shop).toMatchObject({ name: 'Rima', orderGreeting: 'Hi! My order:', poundRate: null, aboutText: DEFAULT_SHOP_CONFIG.aboutText });
    expect(shop.hours).toEqual({ alwaysOpen: true, days: DEFAULT_WEEK });
    expect(loadConfig({}).shop.orderGreeting).toBe(DEFAULT_SHOP_CONFIG.orderGreeting);
  });

  it.each(['24/7', 'Open 24/7', 'open 24/7', ' 24/7 '])('takes SHOP_OPENING_HOURS=%s as open around the clock', (value) => {
    expect(loadConfig({ SHOP_OPENING_HOURS: value }).shop.hours.alwaysOpen).toBe(true);
  });

  it('refuses other opening hours, pointing to the Settings page', () => {
    const attempt = () => loadConfig({ SHOP_OPENING_HOURS: 'Mon-Sat 9:00-21:00' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SHOP_OPENING_HOURS/);
    expect(attempt).toThrow(/Settings page/);
  });
});

describe.each(engines)('the shop settings on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let now = new Date('2026-11-25T10:00:00.000Z');
  let webRoot: string;
  const rendered: RenderRequest[] = [];
  // The storefront's own renderer (its routes, its heads), with a body that shows the settings it was given.
  const renderer: StorefrontRenderer = {
    routes: source.routes,
    async render(request, api) {
      rendered.push(request);
      return { ...(await source.render(request, api)), html: `<footer>${request.shop.name}</footer>`, state: null, modules: [] };
    },
  };
  const firstValues: ShopConfig = { ...DEFAULT_SHOP_CONFIG, name: 'From the environment' };

  const put = (payload: unknown, app: FastifyInstance = t.app, headers: Record<string, string> = bearer(token)) =>
    app.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as Record<string, unknown> });
  const getSettings = async (app: FastifyInstance = t.app) => {
    const response = await app.inject({ url: '/api/settings' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShopConfig>();
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    t = await createTestApp(engine, { webRoot, shop: firstValues }, false, { renderer, clock: () => now });
    token = await t.login();
  });
  afterEach(() => {
    rendered.length = 0;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('returns the first values from the environment until the owner saves', async () => {
    expect(await getSettings()).toEqual(firstValues);
    const rows = await t.db.selectFrom('shop_settings').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('needs the owner signed in to save, and stores nothing otherwise', async () => {
    for (const headers of [{}, bearer('not-a-session'), { authorization: 'Basic YWRtaW46YWRtaW4=' }]) {
      const response = await put(VALID_SETTINGS, t.app, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: apiMessages.signInRequired });
    }
    expect(await t.db.selectFrom('shop_settings').selectAll().execute()).toEqual([]);
    expect((await getSettings()).name).toBe(firstValues.name);
  });

  it.each([
    ['facebookUrl', 'javascript:alert(1)', settingsMessages.httpsLink],
    ['instagramUrl', 'data:text/html,hello', settingsMessages.httpsLink],
    ['facebookUrl', 'http://www.facebook.com/shop', settingsMessages.httpsLink],
    ['whatsappNumber', '12 34', settingsMessages.whatsappNumber],
    ['whatsappNumber', '+961 7I 123 456', settingsMessages.whatsappNumber],
    ['whatsappNumber', '+961', settingsMessages.whatsappNumber],
    ['whatsappNumber', '+9617112345678901', settingsMessages.whatsappNumber],
    ['name', '', settingsMessages.nameRequired],
    ['name', 'x'.repeat(81), settingsMessages.nameTooLong],
    ['aboutText', 'x'.repeat(5001), settingsMessages.aboutTooLong],
    ['orderGreeting', '  ', settingsMessages.greetingRequired],
    [
      'hours',
      { alwaysOpen: false, days: DEFAULT_WEEK.map((day, i) => (i === 4 ? { ...day, opens: '18:00', closes: '10:00' } : day)) },
      settingsMessages.closesAfterOpens,
    ],
    ['hours', { alwaysOpen: false, days: [...DEFAULT_WEEK].reverse() }, settingsMessages.week],
    ['poundRate', { rate: 0, step: 1000 }, settingsMessages.rate],
  ] as const)('refuses %s = %j with its message, in the shop usual error format', async (field, value, message) => {
    const response = await put({ ...VALID_SETTINGS, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await t.db.selectFrom('shop_settings').selectAll().execute()).toEqual([]);
  });

  it('saves the settings, returns them as stored, stamps the pound rate, and GET returns them', async () => {
    now = new Date('2026-11-25T10:00:00.000Z');
    const response = await put({ ...VALID_SETTINGS, poundRate: { rate: 89_500, step: 1000, setAt: '2001-01-01T00:00:00.000Z' } });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<ShopConfig>();
    expect(saved).toEqual({
      ...VALID_SETTINGS,
      whatsappNumber: '96171123456',
      poundRate: { rate: 89_500, step: 1000, setAt: '2026-11-25T10:00:00.000Z' },
      translations: { fr: {}, ar: {} },
      lowStockThreshold: 3,
      delivery: { zones: [], pickup: false },
    });
    expect(await getSettings()).toEqual(saved);
  });

  it('keeps when the pound rate was set while rate and step stay, and stamps it again when either changes', async () => {
    const save = async (poundRate: { rate: number; step: number } | null) => {
      const response = await put({ ...VALID_SETTINGS, name: 'Rate check', poundRate });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ShopConfig>().poundRate;
    };
    now = new Date('2026-11-25T11:00:00.000Z');
    expect(await save({ rate: 89_500, step: 1000 })).toEqual({ rate: 89_500, step: 1000, setAt: '2026-11-25T10:00:00.000Z' });
    now = new Date('2026-11-25T12:00:00.000Z');
    expect(await save({ rate: 90_000, step: 1000 })).toEqual({ rate: 90_000, step: 1000, setAt: '2026-11-25T12:00:00.000Z' });
    now = new Date('2026-11-25T13:00:00.000Z');
    expect(await save({ rate: 90_000, step: 500 })).toEqual({ rate: 90_000, step: 500, setAt: '2026-11-25T13:00:00.000Z' });
    expect(await save(null)).toBeNull();
    now = new Date('2026-11-25T14:00:00.000Z');
    expect(await save({ rate: 90_000, step: 500 })).toEqual({ rate: 90_000, step: 500, setAt: '2026-11-25T14:00:00.000Z' });
    expect((await getSettings()).poundRate?.setAt).toBe('2026-11-25T14:00:00.000Z');
  });

  it('bumps the catalogue version with each save', async () => {
    const before = await readCatalogueVersion(t.db);
    expect((await put({ ...VALID_SETTINGS, name: 'Version check' })).statusCode).toBe(200);
    expect(await readCatalogueVersion(t.db)).toBeGreaterThan(before);
  });

  it('shows a change at once on every instance: pages, their embedded settings and JSON-LD, the renderer, the API', async () => {
    const other = await t.anotherInstance({ renderer });
    const instances = [t.app, other];
    // Fill every cache first: the API response, the rendered pages, the plain index.html.
    expect((await put({ ...VALID_SETTINGS, name: 'Before', hours: { alwaysOpen: true, days: DEFAULT_WEEK } })).statusCode).toBe(200);
    for (const app of instances) {
      expect((await getSettings(app)).name).toBe('Before');
      expect(embedded((await app.inject({ url: '/about' })).body).name).toBe('Before');
      expect(embedded((await app.inject({ url: '/admin' })).body).name).toBe('Before');
    }

    const week = DEFAULT_WEEK.map((day) =>
      day.day === 'sunday' ? { ...day, open: false } : day.day === 'saturday' ? { ...day, opens: '10:00', closes: '18:00' } : day,
    );
    const after = await put({ ...VALID_SETTINGS, name: 'After & Co', hours: { alwaysOpen: false, days: week } }, other);
    expect(after.statusCode, after.body).toBe(200);

    for (const app of instances) {
      expect((await getSettings(app)).name).toBe('After & Co');
      rendered.length = 0;
      const page = await app.inject({ url: '/about' });
      expect(page.statusCode).toBe(200);
      const shop = embedded(page.body);
      expect(shop.name).toBe('After & Co');
      expect(shop.hours.alwaysOpen).toBe(false);
      expect(page.body).toContain('<footer>After & Co</footer>');
      expect(rendered.map((request) => request.shop.name)).toEqual(['After & Co']);
      expect(page.body).toContain('<title>About Us · After &amp; Co</title>');
      const data = store(page.body);
      expect(data.name).toBe('After & Co');
      expect(data.openingHoursSpecification).toEqual([
        ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: day,
          opens: '09:00',
          closes: '21:00',
        })),
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '10:00', closes: '18:00' },
      ]);
      expect(embedded((await app.inject({ url: '/admin' })).body).name).toBe('After & Co');
    }
  });

  it('saves the texts in French and Arabic, an empty one as none, and refuses one too long', async () => {
    const translations = {
      fr: { aboutText: 'Une boutique familiale.', whatsappGreeting: '', orderGreeting: 'Bonjour\u202f! Ma commande\u202f:' },
      ar: { whatsappGreeting: 'مرحبًا! أودّ معرفة المزيد.' },
    };
    const response = await put({ ...VALID_SETTINGS, translations });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      fr: { aboutText: 'Une boutique familiale.', orderGreeting: 'Bonjour\u202f! Ma commande\u202f:' },
      ar: { whatsappGreeting: 'مرحبًا! أودّ معرفة المزيد.' },
    };
    expect(response.json<ShopConfig>().translations).toEqual(expected);
    expect((await getSettings()).translations).toEqual(expected);
    const page = await t.app.inject({ url: '/about' });
    expect(embedded(page.body).translations).toEqual(expected);

    const tooLong = await put({ ...VALID_SETTINGS, translations: { ar: { orderGreeting: 'x'.repeat(301) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: settingsMessages.greetingTooLong,
      errors: { translations: settingsMessages.greetingTooLong },
    });
    expect((await getSettings()).translations).toEqual(expected);
  });

  it('saves the address in French and Arabic, trimmed, and takes the settings back as GET returns them', async () => {
    const translations = { fr: { address: ' Rue Hamra, Beyrouth ' }, ar: { address: 'شارع الحمرا، بيروت' } };
    const saved = await put({ ...VALID_SETTINGS, address: 'Hamra Street, Beirut', translations });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { fr: { address: 'Rue Hamra, Beyrouth' }, ar: { address: 'شارع الحمرا، بيروت' } };
    expect((await getSettings()).translations).toEqual(expected);

    const { name: _name, ...read } = await getSettings();
    const again = await put({ ...VALID_SETTINGS, translations: read.translations });
    expect(again.statusCode, again.body).toBe(200);
    expect((await getSettings()).translations).toEqual(expected);

    const tooLong = await put({ ...VALID_SETTINGS, translations: { fr: { address: 'x'.repeat(201) } } });
    expect(tooLong.json()).toEqual({ message: settingsMessages.addressTooLong, errors: { translations: settingsMessages.addressTooLong } });
  });

  it('reads a row stored before the texts could be translated: English in every language', async () => {
    const { translations: _translations, ...older } = await getSettings();
    await t.db
      .updateTable('shop_settings')
      .set({ settings: JSON.stringify({ ...older, name: 'Older row' }) })
      .where('id', '=', 1)
      .execute();
    const read = await getSettings();
    expect(read.name).toBe('Older row');
    expect(read.translations).toEqual({ fr: {}, ar: {} });
  });

  it('goes on with the first values when the stored row cannot be read, until the owner saves again', async () => {
    await t.db.updateTable('shop_settings').set({ settings: '{"name": "broken", "hours": 7' }).where('id', '=', 1).execute();
    expect(await getSettings()).toEqual(firstValues);
    const page = await t.app.inject({ url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<footer>${firstValues.name}</footer>`);
    await t.db
      .updateTable('shop_settings')
      .set({ settings: JSON.stringify({ name: 'No hours', hours: 'all day' }) })
      .where('id', '=', 1)
      .execute();
    expect((await getSettings()).name).toBe(firstValues.name);
    const saved = await getSettings();
    const { poundRate: _poundRate, ...rest } = saved;
    expect((await put({ ...rest, name: 'After & Co', whatsappNumber: `+${saved.whatsappNumber}`, poundRate: null })).statusCode).toBe(200);
    expect((await getSettings()).name).toBe('After & Co');
  });

  it('keeps stored settings over the environment on the next start', async () => {
    const restarted = await t.anotherInstance({ renderer, config: { shop: { ...firstValues, name: 'Environment again' } } });
    expect((await getSettings(restarted)).name).toBe('After & Co');
  });

  describe('delivery options', () => {
    const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const beirut = {
      name: 'Beirut',
      fee: 3,
      freeOver: 50,
      estimate: ' Same day ',
      translations: { fr: { name: 'Beyrouth', estimate: '' }, ar: {} },
    };
    const mountain = { name: 'Mount Lebanon', fee: 5.5, freeOver: null, estimate: '' };
    const saveDelivery = async (delivery: unknown) => {
      const response = await put({ ...VALID_SETTINGS, delivery });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ShopConfig>().delivery;
    };
    const storedRow = async () =>
      JSON.parse(
        (await t.db.selectFrom('shop_settings').select('settings').where('id', '=', 1).executeTakeFirstOrThrow()).settings,
      ) as ShopConfig;

    it('saves the zones in the order sent and pickup, gives each new zone an id, and returns them as stored', async () => {
      const delivery = await saveDelivery({ zones: [beirut, mountain], pickup: true });
      expect(delivery).toEqual({
        zones: [
          {
            id: expect.stringMatching(UUID_V7),
            name: 'Beirut',
            fee: 3,
            freeOver: 50,
            estimate: 'Same day',
            translations: { fr: { name: 'Beyrouth' }, ar: {} },
          },
          {
            id: expect.stringMatching(UUID_V7),
            name: 'Mount Lebanon',
            fee: 5.5,
            freeOver: null,
            estimate: null,
            translations: { fr: {}, ar: {} },
          },
        ],
        pickup: true,
      });
      expect(delivery.zones[0]!.id).not.toBe(delivery.zones[1]!.id);
      expect((await getSettings()).delivery).toEqual(delivery);
      // In the settings row as the API writes money: dollars.
      expect((await storedRow()).delivery).toEqual(delivery);
    });

    it('keeps the id of a zone sent with it, and gives one only to the zone added', async () => {
      const [first, second] = (await saveDelivery({ zones: [beirut, mountain], pickup: false })).zones;
      const renamed = { ...first!, name: 'Beirut city', fee: 4 };
      const after = await saveDelivery({ zones: [{ name: 'South', fee: 6, freeOver: null, estimate: null }, renamed], pickup: false });
      expect(after.zones.map((zone) => zone.name)).toEqual(['South', 'Beirut city']);
      expect(after.zones[1]).toEqual({ ...renamed, estimate: 'Same day' });
      expect(after.zones[0]!.id).toMatch(UUID_V7);
      expect([first!.id, second!.id]).not.toContain(after.zones[0]!.id);
    });

    it('keeps the stored options when a save leaves them out, and bumps the catalogue version either way', async () => {
      const stored = await saveDelivery({ zones: [mountain], pickup: true });
      const before = await readCatalogueVersion(t.db);
      const response = await put({ ...VALID_SETTINGS, name: 'Without delivery' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ShopConfig>().delivery).toEqual(stored);
      expect((await getSettings()).delivery).toEqual(stored);
      expect(await readCatalogueVersion(t.db)).toBeGreaterThan(before);
      expect(await saveDelivery({ zones: [], pickup: false })).toEqual({ zones: [], pickup: false });
    });

    it("embeds them in every page's shop settings", async () => {
      const delivery = await saveDelivery({ zones: [beirut], pickup: true });
      for (const url of ['/about', '/cart', '/admin']) expect(embedded((await t.app.inject({ url })).body).delivery).toEqual(delivery);
    });

    it('reads a row stored before the shop had delivery options as none', async () => {
      await saveDelivery({ zones: [beirut], pickup: true });
      const { delivery: _delivery, ...older } = await storedRow();
      await t.db
        .updateTable('shop_settings')
        .set({ settings: JSON.stringify({ ...older, name: 'No delivery yet' }) })
        .where('id', '=', 1)
        .execute();
      const read = await getSettings();
      expect(read.name).toBe('No delivery yet');
      expect(read.delivery).toEqual({ zones: [], pickup: false });
    });

    const zone = (fields: Record<string, unknown>) => ({ zones: [{ ...mountain, ...fields }], pickup: false });
    it.each([
      ['a zone without a name', zone({ name: '  ' }), settingsMessages.zoneNameRequired],
      ['a zone name too long', zone({ name: 'x'.repeat(DELIVERY_LIMITS.zoneNameMax + 1) }), settingsMessages.zoneNameTooLong],
      ['the same name twice', { zones: [beirut, { ...mountain, name: 'BEIRUT' }], pickup: false }, settingsMessages.zoneNameTaken],
      ['a negative fee', zone({ fee: -1 }), settingsMessages.deliveryFee],
      ['a fee with 3 decimals', zone({ fee: 2.345 }), settingsMessages.deliveryFee],
      ['a fee over the most', zone({ fee: DELIVERY_LIMITS.feeMaxCents / 100 + 0.01 }), settingsMessages.deliveryFee],
      ['a fee as text', zone({ fee: '3' }), settingsMessages.deliveryFee],
      ['free over 0', zone({ freeOver: 0 }), settingsMessages.freeOver],
      ['an estimate too long', zone({ estimate: 'x'.repeat(DELIVERY_LIMITS.estimateMax + 1) }), settingsMessages.estimateTooLong],
      [
        `${DELIVERY_LIMITS.zonesMax + 1} zones`,
        { zones: Array.from({ length: DELIVERY_LIMITS.zonesMax + 1 }, (_, i) => ({ ...mountain, name: `Zone ${i}` })), pickup: false },
        settingsMessages.zonesMax,
      ],
      [
        'the same zone twice',
        {
          zones: [
            { ...mountain, id: 'zone-1' },
            { ...beirut, id: 'zone-1' },
          ],
          pickup: false,
        },
        settingsMessages.zoneIdRepeated,
      ],
      ['no pickup', { zones: [] }, undefined],
      ['an unknown key in a zone', zone({ deliveryFee: 1 }), 'Unknown field'],
      ["the pickup option's id for a zone", zone({ id: 'pickup' }), settingsMessages.zoneIdInvalid],
      ['an id that is not one the server makes', zone({ id: 'Zone One' }), settingsMessages.zoneIdInvalid],
      ['an id the client made up', zone({ id: 'my-own-id' }), settingsMessages.zoneIdInvalid],
      [
        'an id shaped like one the server makes, of no zone stored',
        zone({ id: '01890a5d-ac96-774b-bcce-b302099a8057' }),
        settingsMessages.zoneIdInvalid,
      ],
    ])('refuses %s (400) and keeps the options stored', async (_label, delivery, message) => {
      const stored = await saveDelivery({ zones: [beirut], pickup: true });
      const response = await put({ ...VALID_SETTINGS, name: 'Refused', delivery });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ message: string; errors: Record<string, string> }>();
      expect(Object.keys(body.errors)).toEqual(['delivery']);
      if (message) expect(body).toEqual({ message, errors: { delivery: message } });
      const now = await getSettings();
      expect(now.name).not.toBe('Refused');
      expect(now.delivery).toEqual(stored);
    });
  });
});
