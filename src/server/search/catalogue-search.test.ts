import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '#contract/constants.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { deleteItem, insertItem, updateItem } from '../catalogue/item/repository.js';
import { bearer, createTestApp, type TestApp } from '../test-support/app.js';
import { engines, type Engine } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';
import { randomSource } from '#test/fixtures/random.js';

// The catalogue's search through GET /api/products and /api/offer: the rules of catalogue-index.test.ts
// as the API returns them, the index kept in step with writes, and the same responses on both engines.

interface Text {
  name: string;
  description: string;
  nameFr?: string;
  nameAr?: string;
  descriptionFr?: string;
  descriptionAr?: string;
}

const START = Date.parse('2026-01-01T00:00:00Z');

/** A product or offer row written behind the app's back, as another instance would. */
function row(text: Text, at: number, id = uuidv7()) {
  const time = new Date(START + at * 1000).toISOString();
  return {
    id,
    name: text.name,
    description: text.description,
    name_fr: text.nameFr ?? null,
    name_ar: text.nameAr ?? null,
    description_fr: text.descriptionFr ?? null,
    description_ar: text.descriptionAr ?? null,
    search_text: '',
    price_cents: 1000,
    offer_price_cents: null,
    image_id: null,
    created_at: time,
    updated_at: time,
  };
}

async function insertProduct(db: Db, text: Text, at: number, categoryId: string | null = null, id?: string): Promise<string> {
  const product = { ...row(text, at, id), sold_out: 0, category_id: categoryId, colors: '[]' };
  await insertItem(db, 'products', product);
  return product.id;
}

const CATALOGUE: Text[] = [
  { name: 'Velvet lipstick', description: 'Matte, long wear', nameFr: 'Rouge à lèvres velours', nameAr: 'أحمر شفاه مخملي' },
  { name: 'Hydrating serum', description: 'With rose water', nameFr: 'Sérum hydratant', descriptionAr: 'سيروم مرطّب بماء الورد' },
  { name: 'Mascara', description: 'Volume and length', nameAr: 'ماسكارا' },
  { name: 'Rose cream', description: 'A light cream', nameFr: 'Crème à la rose', nameAr: 'كريمة الورد' },
  { name: 'Argan oil', description: 'Pure oil for hair', nameAr: 'زيت الأرغان' },
  { name: 'Honey mask', description: 'Face mask', descriptionAr: 'قناع بالعسل' },
  { name: 'Creamy blush', description: 'Soft pink' },
  { name: 'Lip liner', description: 'Red, creamy' },
];

describe.each(engines)('catalogue search on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let ids: string[];
  let lips: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await t.login();
    const created = await t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(token), payload: { name: 'Lips' } });
    lips = created.json().id as string;
    ids = [];
    for (const [at, text] of CATALOGUE.entries()) {
      ids.push(await insertProduct(t.db, text, at, text.name.startsWith('Lip') || text.name.startsWith('Velvet') ? lips : null));
      await insertItem(t.db, 'offers', row({ ...text, name: `${text.name} set` }, at));
    }
  });
  afterAll(() => t.close());

  const list = async (path: string, query: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/${path}?${new URLSearchParams(query).toString()}` });
    expect(response.statusCode, JSON.stringify(query)).toBe(200);
    return response.json() as { data: Array<{ id: string; name: string }>; pagination: { totalItems: number }; suggestions?: unknown[] };
  };
  const names = async (search: string, more: Record<string, string> = {}) =>
    (await list('products', { search, ...more })).data.map((p) => p.name);

  it('finds words in any order, in any language, folded, with typos and the last word as a prefix', async () => {
    expect(await names('levres VELOURS')).toEqual(['Velvet lipstick']);
    expect(await names('شفاه velvet')).toEqual(['Velvet lipstick']);
    expect(await names('serum hydratant')).toEqual(['Hydrating serum']);
    expect(await names('مرطب')).toEqual(['Hydrating serum']);
    expect(await names('mascarra')).toEqual(['Mascara']);
    expect(await names('argan o')).toEqual(['Argan oil']);
    expect(await names('o argan')).toEqual([]);
    expect(await names('a7mar')).toEqual(['Velvet lipstick']);
    expect(await names('bil3asal')).toEqual(['Honey mask']);
  });

  it('ranks the best matches first, then newest first', async () => {
    // Whole word in a name; as the start of a name's word; whole in a description; the start of one.
    expect(await names('cream')).toEqual(['Rose cream', 'Creamy blush', 'Lip liner']);
    expect(await names('rose')).toEqual(['Rose cream', 'Hydrating serum']);
  });

  it('pages the ranked matches, counts them all, and filters by category before paging', async () => {
    const all = await list('products', { search: 'cream' });
    const pages = [
      await list('products', { search: 'cream', limit: '2' }),
      await list('products', { search: 'cream', limit: '2', page: '2' }),
    ];
    expect(pages.flatMap((page) => page.data.map((p) => p.id))).toEqual(all.data.map((p) => p.id));
    expect(pages.map((page) => page.pagination.totalItems)).toEqual([3, 3]);
    const inLips = await list('products', { search: 'cream', categoryId: lips });
    expect([inLips.data.map((p) => p.name), inLips.pagination.totalItems, inLips.suggestions]).toEqual([['Lip liner'], 1, undefined]);
  });

  it('suggests names near the words when nothing matches, and only then', async () => {
    const none = await list('products', { search: 'mazcarro' });
    expect(none.data).toEqual([]);
    expect(none.suggestions).toEqual([{ name: 'Mascara', translations: { fr: {}, ar: { name: 'ماسكارا' } } }]);
    expect((await list('offer', { search: 'argn oyl' })).suggestions).toEqual([
      { name: 'Argan oil set', translations: { fr: {}, ar: { name: 'زيت الأرغان' } } },
    ]);
    expect((await list('products', { search: 'mascara' })).suggestions).toBeUndefined();
    expect((await list('products', {})).suggestions).toBeUndefined();
  });

  it('responds to bad input plainly: no words lists everything, too long is refused, never a 500', async () => {
    const everything = (await list('products', {})).data.map((p) => p.id);
    expect(everything).toHaveLength(CATALOGUE.length);
    for (const search of ['   ', '%', '_', '\\', '"', "'", '%_\\', '\u064e\u064f\u0650', '\u202e\u200f', 'ـــ', '!?…']) {
      expect(
        (await list('products', { search })).data.map((p) => p.id),
        JSON.stringify(search),
      ).toEqual(everything);
    }
    expect(await names('mascara \u202eماسكارا')).toEqual(['Mascara']);
    expect((await list('products', { search: 'x'.repeat(MAX_SEARCH_LENGTH) })).data).toEqual([]);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/products?search=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(`search must be at most ${MAX_SEARCH_LENGTH} characters`);
    // Many short words, each a prefix of many: still a response, quickly.
    const started = performance.now();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent('a e i o '.repeat(25).trim())}` })).statusCode,
    ).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds a product saved, renamed or deleted at once, through the API or another instance', async () => {
    const form = (name: string) => multipart({ name, description: 'Night care', price: '12', categoryId: lips });
    const created = form('Jasmine balm');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(token), ...created.headers },
      payload: created.payload,
    });
    const id = saved.json().id as string;
    expect(await names('jasmine')).toEqual(['Jasmine balm']);

    const renamed = form('Lotus balm');
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: { ...bearer(token), ...renamed.headers },
      payload: renamed.payload,
    });
    expect([await names('jasmine'), await names('lotus')]).toEqual([[], ['Lotus balm']]);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(token) });
    expect(await names('lotus')).toEqual([]);

    // Written by another connection, as another instance sharing the database would.
    const other = await insertProduct(t.db, { name: 'Oud perfume', description: 'Evening' }, (Date.now() - START) / 1000);
    expect(await names('oud')).toEqual(['Oud perfume']);
    await updateItem(t.db, 'products', other, { name: 'Musk perfume', updated_at: new Date().toISOString() });
    expect([await names('oud'), await names('musk')]).toEqual([[], ['Musk perfume']]);
    await deleteItem(t.db, 'products', other);
    expect(await names('musk')).toEqual([]);
    // Rows written with an old time (restored, imported) are found too: the count tells them.
    await insertProduct(t.db, { name: 'Amber soap', description: 'Old stock' }, 50);
    expect(await names('amber')).toEqual(['Amber soap']);
  });
});

describe.runIf(engines.includes('postgres'))('catalogue search on both engines', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const random = randomSource(7);
    const words = CATALOGUE.flatMap((text) => Object.values(text).join(' ').split(/\s+/));
    const texts = Array.from({ length: 400 }, (): Text => {
      const pick = (count: number) => Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ');
      return { name: pick(2), description: pick(6), nameAr: random() < 0.5 ? pick(2) : undefined };
    });
    const ids = texts.map(() => uuidv7());
    for (const engine of ['sqlite', 'postgres'] satisfies Engine[]) {
      const t = await createTestApp(engine);
      apps.push(t);
      // Every tenth product shares its time with the one before: the order then falls to the id.
      for (const [i, text] of texts.entries()) await insertProduct(t.db, text, i - (i % 10 === 9 ? 1 : 0), null, ids[i]);
    }
  }, 120_000);
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('gives the same items in the same order, with the same totals and suggestions', async () => {
    const searches = [
      'cream',
      'rose',
      'velvet lip',
      'oil hair',
      'creme',
      'شفاه',
      'الورد',
      'a7mar',
      'mascarra',
      'lip',
      'c',
      'xyzzy',
      'soft pink',
      'mazcarro',
    ];
    for (const search of searches) {
      const [sqlite, postgres] = await Promise.all(
        apps.map(async (t) =>
          (await t.app.inject({ method: 'GET', url: `/api/products?limit=100&search=${encodeURIComponent(search)}` })).json(),
        ),
      );
      expect(postgres, search).toEqual(sqlite);
    }
  });
});
