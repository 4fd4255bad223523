import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Feed } from '#contract/feed.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { addSignedInAccount } from '../test-support/accounts.js';
import { bearer, createCategory, useTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { pngImage } from '../test-support/images.js';
import { feedXml, plainText, type FeedItem } from './build.js';

const BASE = 'https://shop.example';
const REQUIRED = ['g:id', 'g:title', 'g:description', 'g:availability', 'g:condition', 'g:price', 'g:link', 'g:image_link', 'g:brand'];

type FeedRow = Record<string, string | string[] | undefined>;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

/** Characters XML 1.0 cannot hold, one of which made the whole feed invalid. */
const CONTROLS = ['\u0001', '\u001b', '\u000b', '\ufffe'];

let seed = 0;
const now = new Date().toISOString();

async function photo(t: TestApp, width = 64, height = 48): Promise<string> {
  return (await t.app.images.upload(await pngImage((seed += 1), width, height))).id;
}

async function addProduct(
  t: TestApp,
  fields: Partial<{
    name: string;
    description: string;
    name_fr: string | null;
    name_ar: string | null;
    description_fr: string | null;
    offer_price_cents: number | null;
    sold_out: number;
    track_stock: number;
    category_id: string | null;
    colors: Array<{ name: string; hexCode: string; photo: string | null; translations?: unknown }>;
  }>,
  photos: string[] = [],
): Promise<string> {
  const id = `p${(seed += 1)}`;
  const { colors = [], ...rest } = fields;
  await t.db
    .insertInto('products')
    .values({
      id,
      name: 'Lipstick',
      description: 'Matte',
      name_fr: null,
      name_ar: null,
      description_fr: null,
      description_ar: null,
      search_text: '',
      price_cents: 2000,
      offer_price_cents: null,
      sold_out: 0,
      category_id: null,
      image_id: photos[0] ?? null,
      created_at: now,
      updated_at: now,
      ...rest,
      colors: JSON.stringify(colors),
    })
    .execute();
  if (photos.length > 0) {
    await t.db
      .insertInto('item_photos')
      .values(
        photos.map((image_id, position) => ({
          id: `${id}-${position}`,
          kind: 'product',
          item_id: id,
          position,
          image_id,
          created_at: now,
        })),
      )
      .execute();
  }
  return id;
}

async function setCount(t: TestApp, kind: string, itemId: string, colorKey: string, count: number) {
  await t.db
    .insertInto('stock_levels')
    .values({
      id: `${kind}-${itemId}-${colorKey}`,
      kind,
      item_id: itemId,
      color_key: colorKey,
      color_name: null,
      count,
      search_text: '',
      updated_at: now,
      tracked: 1,
      sort_name: '',
      last_change_seq: 0,
    })
    .execute();
}

async function fetchFeed(t: TestApp, path = '/feed/products.xml') {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(response.body)).toBe(true);
  const document = parser.parse(response.body) as { rss: { '@_xmlns:g': string; channel: { item?: FeedRow[] } } };
  expect(document.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  const items = document.rss.channel.item ?? [];
  for (const item of items) for (const field of REQUIRED) expect(item[field], `${String(item['g:id'])} ${field}`).toBeTruthy();
  return { response, items, byId: new Map(items.map((item) => [String(item['g:id']), item])) };
}

describe('plain text for the feed', () => {
  it('strips markup, control characters and bidi marks, runs spaces together and cuts by characters', () => {
    expect(plainText('<b>Rouge</b>\u200F & "mat",\u0007 <script>x</script>', 100)).toBe('Rouge & "mat", x');
    expect(plainText('one\r\n\r\n\r\ntwo  three', 100, { lines: true })).toBe('one\n\ntwo three');
    expect(plainText('💄'.repeat(200), 150)).toBe(`${'💄'.repeat(149)}…`);
  });
});

describe('the XML writer', () => {
  it('drops what XML 1.0 cannot hold from every value, whatever its source, and escapes markup', () => {
    const item: FeedItem = {
      id: 'p1\ufffe',
      title: 'Velvet',
      description: 'Matte',
      availability: 'in stock',
      price: '20.00 USD',
      salePrice: null,
      link: 'https://shop.example/products/p1',
      imageLink: 'https://shop.example/uploads/i1-feed.jpg',
      additionalImageLinks: [],
      itemGroupId: null,
      color: 'Ruby\u001b',
      googleCategory: '30\u000121',
      productType: 'Lips & <Gloss>\u000b',
    };
    const document = feedXml({
      base: 'https://shop.example',
      language: 'en',
      shopName: 'Beirut\u0001 Beauty',
      brand: null,
      googleCategories: new Map(),
    });
    const xml = document.head + document.items([item]) + document.end;
    expect(XMLValidator.validate(xml)).toBe(true);
    for (const control of CONTROLS) expect(xml).not.toContain(control);
    const row = (parser.parse(xml) as { rss: { channel: { item: FeedRow[] } } }).rss.channel.item[0]!;
    expect([row['g:id'], row['g:color'], row['g:google_product_category'], row['g:product_type'], row['g:brand']]).toEqual([
      'p1',
      'Ruby',
      '3021',
      'Lips & <Gloss>',
      'Beirut Beauty',
    ]);
  });
});

describe.each(engines)('the product feed on %s', (engine) => {
  const shop = useTestApp(engine, { publicBaseUrl: BASE }, { signIn: true });

  it('sends a row per product, per shade grouped by product, and per offer, with every required field, escaped safely', async () => {
    const { t, token } = shop;
    const categoryId = await createCategory(t, token, 'Lips');
    const [main, second, rubyPhoto] = [await photo(t), await photo(t), await photo(t)];
    const hostile = 'Rouge <b>"Layal"</b>, 1 & 2\u200E\u0001\nline';
    const plain = await addProduct(t, { name: hostile, description: 'Line one\nLine <i>two</i>', category_id: categoryId }, [main, second]);
    const shaded = await addProduct(
      t,
      {
        name: 'Velvet',
        offer_price_cents: 1599,
        colors: [
          { name: 'Ruby', hexCode: '#AA0011', photo: rubyPhoto },
          { name: 'Nude', hexCode: '#E0B0A0', photo: null, translations: { fr: { name: 'Nu' }, ar: {} } },
        ],
      },
      [main, rubyPhoto],
    );
    const bare = await addProduct(t, { name: 'No photo yet' });
    const offer = await t.app.inject({
      method: 'PUT',
      url: '/api/feed',
      headers: bearer(token),
      payload: {
        brand: '  Layal Beauty ',
        categories: { [categoryId]: '3021', unknown: '469' },
      },
    });
    expect(offer.statusCode).toBe(200);
    await t.db
      .insertInto('offers')
      .values({
        id: plain,
        name: 'Bundle',
        description: 'Two',
        search_text: '',
        price_cents: 3000,
        offer_price_cents: null,
        image_id: main,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const { items, byId } = await fetchFeed(t);
    expect(items).toHaveLength(4);
    const row = byId.get(plain)!;
    expect(row['g:title']).toBe('Rouge "Layal", 1 & 2 line');
    expect(row['g:description']).toBe('Line one\nLine two');
    expect(row['g:link']).toBe(`${BASE}/products/${plain}`);
    expect(row['g:image_link']).toBe(`${BASE}/uploads/${main}-feed.jpg`);
    expect(row['g:additional_image_link']).toEqual([`${BASE}/uploads/${second}-feed.jpg`]);
    expect(row['g:brand']).toBe('Layal Beauty');
    expect(row['g:condition']).toBe('new');
    expect(row['g:price']).toBe('20.00 USD');
    expect(row['g:sale_price']).toBeUndefined();
    expect(row['g:google_product_category']).toBe('3021');
    expect(row['g:item_group_id']).toBeUndefined();

    const ruby = byId.get(`${shaded}-AA0011`)!;
    const nude = byId.get(`${shaded}-E0B0A0`)!;
    expect([ruby['g:item_group_id'], nude['g:item_group_id']]).toEqual([shaded, shaded]);
    expect([ruby['g:color'], nude['g:color']]).toEqual(['Ruby', 'Nude']);
    expect(ruby['g:image_link']).toBe(`${BASE}/uploads/${rubyPhoto}-feed.jpg`);
    expect(nude['g:image_link']).toBe(`${BASE}/uploads/${main}-feed.jpg`);
    expect(ruby['g:link']).toBe(`${BASE}/products/${shaded}?color=AA0011`);
    expect(ruby['g:sale_price']).toBe('15.99 USD');
    expect(ruby['g:google_product_category']).toBeUndefined();

    // An offer with the same id as a product is told apart by its prefix.
    expect(byId.get(`offer-${plain}`)).toMatchObject({ 'g:title': 'Bundle', 'g:link': `${BASE}/offer/${plain}`, 'g:price': '30.00 USD' });

    const described = await t.app.inject({ method: 'GET', url: '/api/feed', headers: bearer(token) });
    expect(described.json()).toEqual({
      addresses: { en: `${BASE}/feed/products.xml`, fr: `${BASE}/fr/feed/products.xml`, ar: `${BASE}/ar/feed/products.xml` },
      brand: 'Layal Beauty',
      categories: [{ id: categoryId, name: 'Lips', googleCategory: '3021' }],
      rows: 4,
      leftOut: [{ kind: 'product', id: bare, name: 'No photo yet', reason: 'noPhoto' }],
    });
    const activity = await t.db
      .selectFrom('activity')
      .select(['kind', 'action', 'subject_label'])
      .where('subject_label', '=', 'Product feed')
      .execute();
    expect(activity).toEqual([{ kind: 'settings', action: 'updated', subject_label: 'Product feed' }]);

    // French and Arabic: the owner's text where given, else English; links to that language's pages.
    await t.db.updateTable('products').set({ name_fr: 'Velours', name_ar: 'مخملي' }).where('id', '=', shaded).execute();
    const french = await fetchFeed(t, '/fr/feed/products.xml');
    expect(french.byId.get(`${shaded}-E0B0A0`)).toMatchObject({
      'g:title': 'Velours – Nu',
      'g:color': 'Nu',
      'g:link': `${BASE}/fr/products/${shaded}?color=E0B0A0`,
    });
    expect(french.byId.get(`${shaded}-AA0011`)!['g:color']).toBe('Ruby');
    const arabic = await fetchFeed(t, '/ar/feed/products.xml');
    expect(arabic.byId.get(`${shaded}-AA0011`)).toMatchObject({
      'g:title': 'مخملي – Ruby',
      'g:link': `${BASE}/ar/products/${shaded}?color=AA0011`,
    });
    expect(arabic.byId.get(plain)!['g:link']).toBe(`${BASE}/ar/products/${plain}`);
  });

  it('says out of stock from the Sold Out switch and from a count at 0, per shade', async () => {
    const { t } = shop;
    const image = await photo(t);
    const switched = await addProduct(t, { sold_out: 1 }, [image]);
    const counted = await addProduct(t, { track_stock: 1 }, [image]);
    const shades = await addProduct(
      t,
      {
        track_stock: 1,
        colors: [
          { name: 'Ruby', hexCode: '#AA0011', photo: null },
          { name: 'Nude', hexCode: '#E0B0A0', photo: null },
        ],
      },
      [image],
    );
    await setCount(t, 'product', counted, '', 0);
    await setCount(t, 'product', shades, '#AA0011', 0);
    await setCount(t, 'product', shades, '#E0B0A0', 3);
    const { byId } = await fetchFeed(t);
    expect(byId.get(switched)!['g:availability']).toBe('out of stock');
    expect(byId.get(counted)!['g:availability']).toBe('out of stock');
    expect(byId.get(`${shades}-AA0011`)!['g:availability']).toBe('out of stock');
    expect(byId.get(`${shades}-E0B0A0`)!['g:availability']).toBe('in stock');
    await t.db.updateTable('stock_levels').set({ count: 5 }).where('item_id', '=', counted).execute();
    expect((await fetchFeed(t)).byId.get(counted)!['g:availability']).toBe('in stock');
  });

  it('serves the feed picture as a JPEG 1080 px on its long side, made on the first request and kept', async () => {
    const { t } = shop;
    const image = await photo(t, 800, 600);
    const first = await t.app.inject({ method: 'GET', url: `/uploads/${image}-feed.jpg` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1080, height: 810 });
    expect(await t.app.storage.exists(`${image}-feed.jpg`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'f'.repeat(32)}-feed.jpg` })).statusCode).toBe(404);
  });

  it('is served from its cache until the catalogue changes, and 304 with the ETag it has', async () => {
    const { t } = shop;
    await addProduct(t, { name: 'Cached' }, [await photo(t)]);
    const first = await fetchFeed(t);
    const etag = String(first.response.headers.etag);
    const readsBefore = first.items.length;
    const again = await t.app.inject({ method: 'GET', url: '/feed/products.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/feed/products.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(first.response.rawPayload.length);
    const gzipped = await t.app.inject({ method: 'GET', url: '/feed/products.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(etag);
    await addProduct(t, { name: 'Added' }, [await photo(t)]);
    const changed = await fetchFeed(t);
    expect(changed.response.headers.etag).not.toBe(etag);
    expect(changed.items).toHaveLength(readsBefore + 1);
  });

  it('refuses a control character in every setting that reaches the feed, and a category that is not a number from Google’s list', async () => {
    const { t, token } = shop;
    const categoryId = await createCategory(t, token, 'Eyes');
    const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/feed', headers: bearer(token), payload: payload as object });
    expect((await put({ brand: 'Layal', categories: { [categoryId]: '2834' } })).statusCode).toBe(200);
    for (const control of CONTROLS) {
      const brand = await put({ brand: `Layal${control}Beauty`, categories: {} });
      expect(brand.statusCode, JSON.stringify(control)).toBe(400);
      expect(brand.json().errors.brand).toBe(apiMessages.invalidCharacters);
      const category = await put({ brand: null, categories: { [categoryId]: `28${control}34` } });
      expect(category.statusCode, JSON.stringify(control)).toBe(400);
      expect(category.json().errors.categories).toBe(validation.googleCategoryInvalid);
      const name = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(token),
        payload: { ...VALID_SETTINGS, name: `Beirut${control}Beauty` },
      });
      expect(name.statusCode, JSON.stringify(control)).toBe(400);
      expect(name.json().errors.name).toBe(apiMessages.invalidCharacters);
    }
    // Free text, a path or a number outside Google's Health & Beauty list: refused, as the panel's pick list offers only those.
    for (const text of ['Lipstick stuff', 'Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Mascara', '188', '-1']) {
      const refused = await put({ brand: null, categories: { [categoryId]: text } });
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json().errors.categories).toBe(validation.googleCategoryInvalid);
    }
    // Nothing half-written: the brand and the category saved first are still the ones stored.
    const described = (await t.app.inject({ method: 'GET', url: '/api/feed', headers: bearer(token) })).json<Feed>();
    expect(described.brand).toBe('Layal');
    expect(described.categories.find((category) => category.id === categoryId)?.googleCategory).toBe('2834');
  });

  it('drops what XML cannot hold from every text it writes, so the document stays valid: names, descriptions, shades, categories', async () => {
    const { t, token } = shop;
    for (const control of CONTROLS) {
      const categoryId = await createCategory(t, token, `Lips ${seed}`);
      await t.db
        .updateTable('categories')
        .set({ name: `Lips${control}${seed}` })
        .where('id', '=', categoryId)
        .execute();
      const product = await addProduct(
        t,
        {
          name: `Velvet${control}Rouge`,
          description: `Matte${control}finish`,
          name_fr: `Velours${control}`,
          category_id: categoryId,
          colors: [{ name: `Ruby${control}`, hexCode: '#AA0011', photo: null, translations: { fr: { name: `Rubis${control}` }, ar: {} } }],
        },
        [await photo(t)],
      );
      // A mapping stored with the character, as one saved before the list was the rule: dropped.
      await t.db
        .updateTable('feed_settings')
        .set({ categories: JSON.stringify({ [categoryId]: `30${control}21` }) })
        .where('id', '=', 1)
        .execute();
      for (const path of ['/feed/products.xml', '/fr/feed/products.xml']) {
        const { response, byId } = await fetchFeed(t, path);
        expect(response.body).not.toContain(control);
        const row = byId.get(`${product}-AA0011`)!;
        expect(row['g:description']).toBe('Mattefinish');
        expect(row['g:google_product_category']).toBeUndefined();
        expect(String(row['g:product_type'])).toMatch(/^Lips\d+$/);
      }
    }
  });

  it('reads a category saved as free text as the number its exact path, number or name stands for, and drops the rest', async () => {
    const { t, token } = shop;
    const [lips, nails, eyes, stuff] = [
      await createCategory(t, token, 'Lip colour'),
      await createCategory(t, token, 'Nails'),
      await createCategory(t, token, 'Mascaras'),
      await createCategory(t, token, 'Stuff'),
    ];
    await addProduct(t, { name: 'Stuff item', category_id: stuff }, [await photo(t)]);
    const lipstick = await addProduct(t, { name: 'Gloss', category_id: lips }, [await photo(t)]);
    await t.db
      .updateTable('feed_settings')
      .set({
        categories: JSON.stringify({
          [lips]: ' Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup > Lipstick ',
          [nails]: '2683',
          [eyes]: 'Mascara',
          [stuff]: 'Lipstick stuff',
        }),
      })
      .where('id', '=', 1)
      .execute();
    const described = (await t.app.inject({ method: 'GET', url: '/api/feed', headers: bearer(token) })).json<Feed>();
    const mapped = Object.fromEntries(described.categories.map((category) => [category.id, category.googleCategory]));
    expect([mapped[lips], mapped[nails], mapped[eyes], mapped[stuff]]).toEqual(['3021', '2683', '2834', null]);
    const { items, byId } = await fetchFeed(t);
    expect(byId.get(lipstick)!['g:google_product_category']).toBe('3021');
    expect(items.filter((item) => item['g:google_product_category'] === 'Lipstick stuff')).toEqual([]);
  });

  it('refuses staff the feed settings (403)', async () => {
    const { t, token } = shop;
    const staff = await addSignedInAccount(t, token, { role: 'staff' });
    expect((await t.app.inject({ method: 'GET', url: '/api/feed', headers: bearer(staff.token) })).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/feed',
      headers: bearer(staff.token),
      payload: { brand: null, categories: {} },
    });
    expect(put.statusCode).toBe(403);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/feed',
      headers: bearer(token),
      payload: { brand: 'x'.repeat(71), categories: {} },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe.each(engines)('the product feed of a large shop on %s', (engine) => {
  // A client's cache-miss rate limit of 5, earned back too slowly to matter here.
  const shop = useTestApp(engine, { publicBaseUrl: BASE, rateLimits: { catalogueMissBurst: 5, catalogueMissesPerSecond: 0.001 } });
  const PRODUCTS = 250;
  const SHADES = 8;
  const visitor = { remoteAddress: '203.0.113.20' };

  it('is read a slice at a time, every product with its photos and counts, and made once per version whatever the Host', async () => {
    const { t } = shop;
    const image = await photo(t);
    const shades = Array.from({ length: SHADES }, (_, k) => ({ name: `Shade ${k}`, hexCode: `#A0000${k}`, photo: null }));
    const ids = Array.from({ length: PRODUCTS }, (_, i) => `large-${String(i).padStart(4, '0')}`);
    await t.db
      .insertInto('products')
      .values(
        ids.map((id) => ({
          id,
          name: `Lipstick ${id}`,
          // About 1.6 KB a row: a feed of over 3 MB in each language.
          description: `Matte ${'and velvety '.repeat(100)}`,
          search_text: '',
          price_cents: 2000,
          offer_price_cents: null,
          sold_out: 0,
          track_stock: 1,
          category_id: null,
          image_id: image,
          colors: JSON.stringify(shades),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await t.db
      .insertInto('item_photos')
      .values(ids.map((id) => ({ id: `${id}-0`, kind: 'product', item_id: id, position: 0, image_id: image, created_at: now })))
      .execute();
    // In the last slice: its count is read with it.
    await setCount(t, 'product', ids.at(-1)!, '#A00003', 0);

    const responses = [];
    for (const host of ['shop.example', 'www.shop.example', 'SHOP.EXAMPLE:443', 'localhost:80', '127.0.0.1:8080', '[::1]:3000']) {
      responses.push(await t.app.inject({ method: 'GET', url: '/feed/products.xml', headers: { host }, ...visitor }));
    }
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    expect(Math.ceil(responses[0]!.rawPayload.length / 1024 / 1024)).toBe(4);
    const items = parser.parse(responses[0]!.body).rss.channel.item as FeedRow[];
    expect(items).toHaveLength(PRODUCTS * SHADES);
    const byId = new Map(items.map((item) => [String(item['g:id']), item]));
    expect(byId.get(`${ids.at(-1)!}-A00003`)!['g:availability']).toBe('out of stock');
    expect(byId.get(`${ids.at(-1)!}-A00004`)!['g:availability']).toBe('in stock');
    expect(byId.get(`${ids[0]!}-A00000`)!['g:link']).toBe(`${BASE}/products/${ids[0]!}?color=A00000`);
  });

  it('costs the client that makes it be made a miss per MB it came to, so a few feeds spend its whole limit', async () => {
    const { t } = shop;
    // The English feed (above) cost 1 of 5 and came to over 3 MB: the French one costs 4 more, the Arabic is refused.
    expect((await t.app.inject({ method: 'GET', url: '/fr/feed/products.xml', ...visitor })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/ar/feed/products.xml', ...visitor });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Feeds already made cost nothing, and another client has a limit of its own.
    expect((await t.app.inject({ method: 'GET', url: '/fr/feed/products.xml', ...visitor })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/ar/feed/products.xml', remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
  });
});
