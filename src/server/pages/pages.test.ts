import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageHead } from '#contract/page-head.js';
import { QUERY_STATE_ELEMENT_ID, type StorefrontRenderer } from '#contract/rendering.js';
import { paginate } from '#contract/pagination.js';
import { DEFAULT_SHOP_CONFIG, SHOP_CONFIG_ELEMENT_ID } from '#contract/shop.js';
import { sourceRenderer } from '#test/storefront-renderer.js';
import { bearer, createTestApp, type TestApp, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { multipart } from '../test-support/multipart.js';
import { loadPreloadLinks } from './renderer.js';

const BASE = 'https://shop.example';
const HOSTILE = `Rouge </script><script>alert(1)</script> "Velvet" & 'Co'`;

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--page-head--><title>Built title</title><meta name="description" content="Built description" /><!--/page-head-->
<!--shop-config--></head><body><div id="root"><!--page-body--></div><!--page-data--><script type="module" src="/assets/app.js"></script></body></html>`;

/** A head for a stand-in renderer: what the storefront's own would write for `title`. */
const headTitled = (title: string): PageHead => ({
  title,
  description: '',
  canonical: `${BASE}/`,
  siteName: 'Beirut Beauty',
  ogType: 'website',
  picture: null,
  jsonLd: [],
  language: 'en',
  alternates: [],
});

function parse(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown> & { '@type': string },
  );
  return {
    document,
    title: document.title,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    jsonLd,
    ofType: (type: string) => jsonLd.find((data) => data['@type'] === type),
    /** The rendered page inside #root, as a visitor without JavaScript reads it. */
    rootText: document.getElementById('root')?.textContent ?? '',
    h1: document.querySelector('#root h1')?.textContent ?? null,
    /** The data the page was rendered from, embedded for the browser. */
    state: (() => {
      const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
      return element
        ? (JSON.parse(element.textContent) as { queries: { queryKey: unknown[]; state: { data?: unknown; error?: unknown } }[] })
        : null;
    })(),
    /** Scripts that run: anything but the JSON data blocks. */
    scripts: [...document.querySelectorAll('script')].filter(
      (script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''),
    ).length,
  };
}

describe.each(engines)('storefront pages on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  let token: string;
  let productId: string;
  let soldOutId: string;
  let offerId: string;
  let categoryId: string;

  async function save(url: string, method: 'POST' | 'PUT', fields: Record<string, string>, image?: Buffer) {
    const body = multipart(fields, image ? { data: image, contentType: 'image/png' } : undefined);
    const response = await t.app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string; updatedAt: string; image: string | null }>();
  }

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp(engine, { webRoot, publicBaseUrl: BASE }, false, { renderer: await sourceRenderer() });
    token = await t.login();
    const category = await t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(token), payload: { name: 'Lips' } });
    categoryId = category.json<{ id: string }>().id;
    const description = `A soft matte lipstick that stays put all day. ${'Creamy, light and kind to the lips. '.repeat(8)}`;
    productId = (
      await save(
        '/api/products',
        'POST',
        { name: 'Velvet Lipstick', description, price: '25.00', offerPrice: '19.50', categoryId },
        await pngImage(7, 800, 600),
      )
    ).id;
    soldOutId = (await save('/api/products', 'POST', { name: 'Gone Gloss', description: 'Sold out.', price: '9.00', categoryId })).id;
    await save(`/api/products/${soldOutId}`, 'PUT', {
      name: 'Gone Gloss',
      description: 'Sold out.',
      price: '9.00',
      categoryId,
      soldOut: 'true',
    });
    offerId = (
      await save(
        '/api/offer',
        'POST',
        { name: 'Summer Set', description: 'Three lipsticks for the price of two.', price: '60.00', offerPrice: '40.00' },
        await pngImage(8, 900, 700),
      )
    ).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', 'Beirut Beauty · Cosmetics since 1970', /^Premium cosmetics in Beirut since 1970/, 'Our Collection'],
    ['/offer', 'Offers · Beirut Beauty', /^Current offers/, 'Offers'],
    ['/about', 'About Us · Beirut Beauty', /since 1970/, 'About Us'],
    ['/contact-us', 'Contact Us · Beirut Beauty', /message/, 'Contact Us'],
    ['/cart', 'Shopping Cart · Beirut Beauty', /cart/, 'Your cart is empty'],
  ])(
    '%s has its own title, description, canonical link, Open Graph tags, the shop as a Store, and its content',
    async (url, title, description, heading) => {
      const response = await get(`${url}?page=2`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = parse(response.body);
      expect(page.title).toBe(title);
      expect(page.meta('description')).toMatch(description);
      expect(page.canonical).toBe(`${BASE}${url}`);
      expect(page.meta('og:url')).toBe(`${BASE}${url}`);
      expect(page.meta('og:title')).toBe(title);
      expect(page.meta('og:description')).toBe(page.meta('description'));
      expect(page.meta('og:type')).toBe('website');
      expect(page.meta('og:site_name')).toBe('Beirut Beauty');
      expect(page.meta('twitter:card')).toBe('summary');
      expect(page.meta('robots')).toBeUndefined();
      expect(response.body).not.toContain('Built title');
      // The app and its settings are still there.
      expect(page.document.getElementById(SHOP_CONFIG_ELEMENT_ID)).not.toBeNull();
      expect(page.document.getElementById('root')).not.toBeNull();

      const store = page.ofType('Store')!;
      expect(store).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Beirut Beauty',
        url: `${BASE}/`,
        telephone: '+961 70 000 000',
        address: { '@type': 'PostalAddress', addressLocality: 'Beirut', addressCountry: 'LB' },
        openingHoursSpecification: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' },
        sameAs: ['https://www.facebook.com/', 'https://www.instagram.com/'],
      });
      expect((store.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);

      // The page itself, rendered: its heading, the navigation and the footer, with no script needed.
      expect(page.h1).toBe(heading);
      expect(page.rootText).toContain('Contact Us');
      expect(page.rootText).toContain('+961 70 000 000');
    },
  );

  it.each([
    ['/fr/offer', 'fr', 'ltr', 'Promotions · Beirut Beauty', 'Promotions', 'fr_FR'],
    ['/ar/about', 'ar', 'rtl', '\u2068من نحن\u2069 · \u2068Beirut Beauty\u2069', 'من نحن', 'ar_LB'],
  ])(
    '%s is the page in its language: lang and dir, its words, and its address in each language',
    async (url, language, dir, title, heading, locale) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const page = parse(response.body);
      expect(page.document.documentElement.getAttribute('lang')).toBe(language);
      expect(page.document.documentElement.getAttribute('dir')).toBe(dir);
      expect(page.title).toBe(title);
      expect(page.h1).toBe(heading);
      expect(page.canonical).toBe(`${BASE}${url}`);
      expect(page.meta('og:locale')).toBe(locale);
      const spec = url.slice(3);
      const alternates = [...page.document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual([
        ['en', `${BASE}${spec}`],
        ['fr', `${BASE}/fr${spec}`],
        ['ar', `${BASE}/ar${spec}`],
        ['x-default', `${BASE}${spec}`],
      ]);
      // The navigation links stay in the language.
      expect(page.document.querySelector('#root header a[href^="/"]')?.getAttribute('href')).toBe(`/${language}/`);
    },
  );

  it('gives a product its page in each language, and the home page in French at /fr and /fr/', async () => {
    const arabic = parse((await get(`/ar/products/${productId}`)).body);
    expect(arabic.canonical).toBe(`${BASE}/ar/products/${productId}`);
    expect(arabic.ofType('Product')).toMatchObject({ name: 'Velvet Lipstick', offers: { url: `${BASE}/ar/products/${productId}` } });
    expect(arabic.rootText).toContain('أضف قطعة واحدة إلى السلة');
    expect((await get('/ar/products/nope')).statusCode).toBe(404);

    // The owner's translations make the page's head and data; a missing one leaves the English.
    const categoryId = (await get(`/api/products/${productId}`)).json<{ categoryId: string }>().categoryId;
    const { id } = await save('/api/products', 'POST', {
      name: 'Rose Balm',
      description: 'A tinted balm.',
      nameAr: 'بلسم الورد',
      descriptionAr: 'بلسم ملوّن للشفاه.',
      nameFr: 'Baume à la rose',
      price: '14.00',
      categoryId,
    });
    const translated = parse((await get(`/ar/products/${id}`)).body);
    expect(translated.title).toBe('\u2068بلسم الورد\u2069 · \u2068Beirut Beauty\u2069');
    expect(translated.meta('description')).toBe('بلسم ملوّن للشفاه.');
    expect(translated.ofType('Product')).toMatchObject({ name: 'بلسم الورد', description: 'بلسم ملوّن للشفاه.' });
    expect(translated.h1).toBe('بلسم الورد');
    const french = parse((await get(`/fr/products/${id}`)).body);
    expect(french.title).toBe('Baume à la rose · Beirut Beauty');
    expect(french.meta('description')).toBe('A tinted balm.');
    expect(parse((await get(`/products/${id}`)).body).title).toBe('Rose Balm · Beirut Beauty');
    await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(token) });
    for (const url of ['/fr', '/fr/']) {
      const french = parse((await get(url)).body);
      expect(french.canonical).toBe(`${BASE}/fr/`);
      expect(french.h1).toBe('Notre collection');
    }
  });

  it("names the colours in the page's language on the server-rendered product page, English where none is given", async () => {
    const colors = JSON.stringify([
      { name: 'Soft Pink', hexCode: '#FFC0CB', translations: { fr: { name: 'Rose tendre' }, ar: { name: 'وردي ناعم' } } },
      { name: 'Cocoa', hexCode: '#6B4226' },
    ]);
    const { id } = await save('/api/products', 'POST', { name: 'Tinted Balm', description: 'A balm.', price: '12.00', categoryId, colors });
    const swatches = async (url: string) =>
      [...parse((await get(url)).body).document.querySelectorAll('#root button[aria-pressed]')].map((button) =>
        button.getAttribute('aria-label'),
      );
    expect(await swatches(`/fr/products/${id}`)).toEqual(['Rose tendre', 'Cocoa']);
    expect(await swatches(`/ar/products/${id}`)).toEqual(['وردي ناعم', 'Cocoa']);
    expect(await swatches(`/products/${id}`)).toEqual(['Soft Pink', 'Cocoa']);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(token) });
  });

  it('opens the bare address in the language the visitor chose last, and every other link as it was shared', async () => {
    const chosen = await get('/?search=rouge', { cookie: 'other=1; shop-language=ar' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/ar/?search=rouge');
    expect(String(chosen.headers.vary)).toContain('Cookie');
    const home = await get('/', { cookie: 'shop-language=en' });
    expect(home.statusCode).toBe(200);
    expect(String(home.headers.vary)).toBe('Cookie, Accept-Encoding');
    expect((await get('/', { cookie: 'shop-language=de' })).statusCode).toBe(200);
    expect((await get('/offer', { cookie: 'shop-language=ar' })).statusCode).toBe(200);
    expect(parse((await get('/fr/about', { cookie: 'shop-language=ar' })).body).h1).toBe('À propos');
  });

  it('renders the catalogue the URL asks for, with the data the browser needs to go on from it', async () => {
    const all = parse((await get('/')).body);
    expect(all.rootText).toContain('Velvet Lipstick');
    expect(all.rootText).toContain('Gone Gloss');
    expect(all.rootText).toContain('$19.50');
    const list = all.state!.queries.find((query) => query.queryKey[0] === 'products')!;
    expect(list.queryKey).toEqual(['products', 'list', { page: 1, limit: 20, search: '', categoryId: null }]);
    expect((list.state.data as { data: { name: string }[] }).data.map((product) => product.name).sort()).toEqual([
      'Gone Gloss',
      'Velvet Lipstick',
    ]);
    expect(all.state!.queries.map((query) => query.queryKey[0]).sort()).toEqual(['carousel', 'categories', 'products']);

    const searched = parse((await get('/?search=velvet')).body);
    expect(searched.rootText).toContain('Velvet Lipstick');
    expect(searched.rootText).not.toContain('Gone Gloss');
    expect(searched.document.querySelector('input[type="search"]')?.getAttribute('value')).toBe('velvet');

    const pastTheEnd = parse((await get('/?page=2')).body);
    expect(pastTheEnd.rootText).not.toContain('Velvet Lipstick');
  });

  it('renders a search that found nothing with the names near it, each a link searching for it, in the page’s language', async () => {
    for (const [prefix, label] of [
      ['', 'Did you mean:'],
      ['/fr', 'Vouliez-vous dire\u00a0:'],
      ['/ar', 'هل تقصد:'],
    ] as const) {
      const empty = parse((await get(`${prefix}/?search=lapstack`)).body);
      expect(empty.rootText, prefix).toContain(label);
      const link = [...empty.document.querySelectorAll('#root main a')].find((a) => a.textContent === 'Velvet Lipstick');
      expect(link?.getAttribute('href'), prefix).toBe(`${prefix}/?search=Velvet+Lipstick`);
    }
    expect(parse((await get('/offer?search=sumer%20sett')).body).rootText).toContain('Did you mean:Summer Set');
  });

  it('renders offers, and a product with the way back to where the visitor was in the catalogue', async () => {
    expect(parse((await get('/offer')).body).rootText).toContain('Summer Set');
    const page = parse((await get(`/products/${productId}?returnPage=3&returnSearch=lip`)).body);
    expect(page.h1).toBe('Velvet Lipstick');
    expect(page.rootText).toContain('$19.50');
    expect(page.rootText).toContain('A soft matte lipstick');
    expect(page.document.querySelector('#root a[href^="/?"]')?.getAttribute('href')).toBe('/?page=3&search=lip');
    expect(page.state!.queries.map((query) => query.queryKey)).toEqual([['products', 'detail', productId]]);
  });

  it('asks for each page’s main picture first, and for the others when they are scrolled to', async () => {
    for (const url of ['/', '/offer', `/products/${productId}`, `/offer/${offerId}`]) {
      const pictures = [...parse((await get(url)).body).document.querySelectorAll('#root main img')];
      expect(pictures.length, url).toBeGreaterThan(0);
      // The first picture is the page's largest, the one its Largest Contentful Paint waits for.
      expect([pictures[0]!.getAttribute('loading'), pictures[0]!.getAttribute('fetchpriority')], url).toEqual(['eager', 'high']);
      for (const picture of pictures.slice(1)) expect(picture.getAttribute('loading'), url).toBe('lazy');
    }
  });

  it('preloads the main picture from the head, and starts #root with the app’s own markup', async () => {
    for (const url of ['/', '/offer', `/products/${productId}`, `/offer/${offerId}`]) {
      const { document } = parse((await get(url)).body);
      const main = document.querySelector('#root main img')!;
      const hint = document.querySelector('head link[rel="preload"][as="image"]');
      expect(hint?.getAttribute('imagesrcset'), url).toBe(main.getAttribute('srcset'));
      // The browser's app renders no such link: one left in #root would be the first thing it replaces.
      expect(document.querySelectorAll('#root link'), url).toHaveLength(0);
      expect(document.getElementById('root')!.firstElementChild?.localName, url).toBe('div');
    }
  });

  it('gives a product page its name, shortened description, price, share picture and Product data', async () => {
    const url = `/products/${productId}`;
    const response = await get(`${url}?returnPage=3`);
    expect(response.statusCode).toBe(200);
    const page = parse(response.body);
    expect(page.title).toBe('Velvet Lipstick · Beirut Beauty');
    const description = page.meta('description')!;
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/^A soft matte lipstick that stays put all day\. .*…$/);
    expect(page.canonical).toBe(`${BASE}${url}`);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('product:price:amount')).toBe('19.50');
    expect(page.meta('product:price:currency')).toBe('USD');
    const picture = page.meta('og:image')!;
    expect(picture).toMatch(new RegExp(`^${BASE}/uploads/[0-9a-f]{32}-share\\.jpg$`));
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(picture);

    // The picture it names is there, a JPEG of the size it says.
    const image = await get(picture.slice(BASE.length));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const product = page.ofType('Product')!;
    expect(product).toMatchObject({
      name: 'Velvet Lipstick',
      url: `${BASE}${url}`,
      offers: { '@type': 'Offer', price: '19.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: `${BASE}${url}` },
    });
    expect(product.image).toEqual([expect.stringMatching(new RegExp(`^${BASE}/uploads/[0-9a-f]{32}-800\\.webp$`))]);
    expect(page.ofType('Store')).toBeDefined();
  });

  it('lists every photo in the Product data, the main one first, and keeps the main one as the share picture', async () => {
    const upload = async (seed: number) => {
      const body = multipart({}, { data: await pngImage(seed, 800, 500), contentType: 'image/png' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      return response.json<{ id: string }>().id;
    };
    const photos = [await upload(31), await upload(32), await upload(33)];
    const { id } = await save('/api/products', 'POST', {
      name: 'Three Shades',
      description: 'Three photos.',
      price: '12.00',
      categoryId,
      photos: JSON.stringify(photos),
    });
    const page = parse((await get(`/products/${id}`)).body);
    expect(page.ofType('Product')!.image).toEqual(photos.map((photo) => `${BASE}/uploads/${photo}-800.webp`));
    expect(page.meta('og:image')).toBe(`${BASE}/uploads/${photos[0]}-share.jpg`);
  });

  it("says which shades of a product are out of stock, by their counts when tracked and by the Sold Out switch, and an offer's by its count", async () => {
    const availability = async (url: string) =>
      (parse((await get(url)).body).ofType('Product')?.offers as { availability: string }).availability;
    /** Each shade's availability, in the order of its colours. */
    const shades = async (url: string) =>
      (parse((await get(url)).body).ofType('ProductGroup')?.hasVariant as { color: string; offers: { availability: string } }[]).map(
        (variant) => [variant.color, variant.offers.availability.replace('https://schema.org/', '')],
      );
    const colors = JSON.stringify([
      { name: 'Berry', hexCode: '#AA0044' },
      { name: 'Plum', hexCode: '#550055' },
    ]);
    const counted = (berry: number, plum: number) =>
      JSON.stringify([
        { colorHex: '#AA0044', count: berry, seen: null },
        { colorHex: '#550055', count: plum, seen: null },
      ]);
    const tracked = { name: 'Counted Lipstick', description: 'Counted.', price: '12.00', categoryId, colors, trackStock: 'true' };
    const goneId = (await save('/api/products', 'POST', { ...tracked, stock: counted(0, 0) })).id;
    const oneLeftId = (await save('/api/products', 'POST', { ...tracked, stock: counted(0, 1) })).id;
    const offer = { name: 'Counted Set', description: 'Counted.', price: '30.00', trackStock: 'true' };
    const goneOfferId = (await save('/api/offer', 'POST', { ...offer, stock: JSON.stringify([{ colorHex: null, count: 0, seen: null }]) }))
      .id;
    // Untracked, the counts kept say nothing; the switch says every shade is gone.
    const untrackedId = (await save('/api/products', 'POST', { ...tracked, trackStock: 'false', stock: counted(0, 0) })).id;
    const switchedId = (await save('/api/products', 'POST', { ...tracked, trackStock: 'false', soldOut: 'true' })).id;

    expect(await shades(`/products/${goneId}`)).toEqual([
      ['Berry', 'OutOfStock'],
      ['Plum', 'OutOfStock'],
    ]);
    expect(await shades(`/products/${oneLeftId}`)).toEqual([
      ['Berry', 'OutOfStock'],
      ['Plum', 'InStock'],
    ]);
    expect(await availability(`/offer/${goneOfferId}`)).toBe('https://schema.org/OutOfStock');
    expect(await shades(`/products/${untrackedId}`)).toEqual([
      ['Berry', 'InStock'],
      ['Plum', 'InStock'],
    ]);
    expect(await shades(`/products/${switchedId}`)).toEqual([
      ['Berry', 'OutOfStock'],
      ['Plum', 'OutOfStock'],
    ]);
  });

  it('opens a shade named in its address (any case, in any language) picked, its photo first; a colour it has not is ignored', async () => {
    const upload = async (seed: number) => {
      const body = multipart({}, { data: await pngImage(seed, 700, 500), contentType: 'image/png' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      return response.json<{ id: string }>();
    };
    const [front, berry] = [await upload(61), await upload(62)];
    const { id } = await save('/api/products', 'POST', {
      name: 'Shaded Gloss',
      description: 'Shiny.',
      price: '12.00',
      categoryId,
      colors: JSON.stringify([
        { name: 'Berry', hexCode: '#AA0044', photo: berry.id },
        { name: 'Plum', hexCode: '#550055' },
      ]),
      photos: JSON.stringify([front.id, berry.id]),
    });
    const shown = (html: string) => {
      const { document, canonical } = parse(html);
      return {
        canonical,
        picked: [...document.querySelectorAll('#root button[aria-pressed="true"]')].map((button) => button.getAttribute('aria-label')),
        photo: document.querySelector('#root a[aria-current="true"][href^="#photo-"]')?.getAttribute('href'),
        preloaded: [...document.querySelectorAll('head link[rel="preload"][as="image"]')].map((link) => link.outerHTML),
        main: document.querySelector('main')?.innerHTML,
      };
    };
    for (const [url, language] of [
      [`/products/${id}?color=AA0044`, ''],
      [`/ar/products/${id}?color=aa0044&utm_source=x`, '/ar'],
    ] as const) {
      const page = shown((await get(url)).body);
      expect(page).toMatchObject({ canonical: `${BASE}${language}/products/${id}`, picked: ['Berry'], photo: '#photo-2' });
      expect(page.preloaded).toEqual([expect.stringContaining(berry.id)]);
    }
    const plain = shown((await get(`/products/${id}`)).body);
    expect(plain).toMatchObject({ picked: [], photo: '#photo-1' });
    for (const unknown of ['123456', 'berry', '%23AA0044']) {
      const page = shown((await get(`/products/${id}?color=${unknown}`)).body);
      expect(page.main).toBe(plain.main);
      expect(page.canonical).toBe(`${BASE}/products/${id}`);
    }
  });

  it('says a sold-out product is out of stock, and has no picture card without a picture', async () => {
    const page = parse((await get(`/products/${soldOutId}`)).body);
    expect(page.ofType('Product')).toMatchObject({ offers: { price: '9.00', availability: 'https://schema.org/OutOfStock' } });
    expect(page.meta('og:image')).toBeUndefined();
    expect(page.meta('twitter:card')).toBe('summary');
  });

  it('gives an offer page its name, price and Product data', async () => {
    const url = `/offer/${offerId}`;
    const page = parse((await get(url)).body);
    expect(page.title).toBe('Summer Set · Beirut Beauty');
    expect(page.meta('description')).toBe('Three lipsticks for the price of two.');
    expect(page.meta('product:price:amount')).toBe('40.00');
    expect(page.meta('og:image')).toMatch(/-share\.jpg$/);
    expect(page.ofType('Product')).toMatchObject({
      name: 'Summer Set',
      offers: { price: '40.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: `${BASE}${url}` },
    });
  });

  it.each([
    ['/products/no-such-product', 'Product not found · Beirut Beauty'],
    ['/offer/no-such-offer', 'Offer not found · Beirut Beauty'],
  ])('responds 404 for %s, still with the app, a title saying so and noindex', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = parse(response.body);
    expect(page.title).toBe(title);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.ofType('Product')).toBeUndefined();
    // The detail page's not-found view, and the refusal the browser starts from, so it shows the same.
    expect(page.rootText).toContain(title.startsWith('Product') ? 'Product not found.' : 'Offer not found.');
    expect(page.state!.queries[0]!.state.error).toMatchObject({ apiError: { status: 404 } });
  });

  it('redirects other paths to /, and sends the admin panel the plain page', async () => {
    for (const url of ['/no-such-page', '/products']) expect((await get(url)).headers.location, url).toBe('/');
    for (const url of ['/admin/product', '/admin/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(parse(response.body).title, url).toBe('Built title');
      expect(response.body).not.toContain('og:title');
    }
  });

  it('shows a changed product on its page at once', async () => {
    const url = `/products/${productId}`;
    expect(parse((await get(url)).body).title).toBe('Velvet Lipstick · Beirut Beauty');
    const categoryId = (await get(`/api/products/${productId}`)).json<{ categoryId: string }>().categoryId;
    await save(url.replace('/products', '/api/products'), 'PUT', {
      name: 'Velvet Lipstick No. 2',
      description: 'Now in red.',
      price: '26.00',
      categoryId,
    });
    const page = parse((await get(url)).body);
    expect(page.title).toBe('Velvet Lipstick No. 2 · Beirut Beauty');
    expect(page.meta('product:price:amount')).toBe('26.00');
    expect(page.ofType('Product')).toMatchObject({ name: 'Velvet Lipstick No. 2', offers: { price: '26.00' } });
    expect(page.h1).toBe('Velvet Lipstick No. 2');
    expect(page.rootText).toContain('$26.00');
    expect(parse((await get('/')).body).rootText).toContain('Velvet Lipstick No. 2');
  });

  it('keeps stored markup as text in the head and inside the JSON-LD', async () => {
    const categoryId = (await get(`/api/products/${productId}`)).json<{ categoryId: string }>().categoryId;
    const { id } = await save('/api/products', 'POST', { name: HOSTILE, description: `${HOSTILE} & more`, price: '5.00', categoryId });
    const response = await get(`/products/${id}`);
    const body = response.body;
    // Only the app's own script, the service worker's registration, the settings, the page's data and
    // the JSON-LD run or parse as scripts: nothing the product says.
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body.match(/<\/script>/g)).toHaveLength(6);
    const page = parse(body);
    expect(page.scripts).toBe(2);
    expect(page.h1).toBe(HOSTILE);
    expect(page.rootText).toContain(`${HOSTILE} & more`);
    expect(page.state!.queries[0]!.state.data).toMatchObject({ name: HOSTILE, description: `${HOSTILE} & more` });
    const data = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(body)![1]!;
    expect(data).not.toMatch(/[<>&]/);
    expect(page.title).toBe(`${HOSTILE} · Beirut Beauty`);
    expect(page.meta('og:title')).toBe(`${HOSTILE} · Beirut Beauty`);
    expect(page.meta('description')).toBe(`${HOSTILE} & more`);
    expect(page.ofType('Product')).toMatchObject({ name: HOSTILE, description: `${HOSTILE} & more` });
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/g;
    for (const [, text] of body.matchAll(jsonLd)) expect(text).not.toMatch(/[<>&]/);
  });

  it('lists every storefront page, product and offer in the sitemap, with lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const window = new Window();
    const xml = new window.DOMParser().parseFromString(response.body, 'application/xml');
    const entries = [...xml.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]!.textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    const locs = entries.map((entry) => entry.loc);
    for (const page of ['/', '/offer', '/about', '/contact-us', '/fr/', '/ar/offer']) expect(locs).toContain(`${BASE}${page}`);
    expect(locs).not.toContain(`${BASE}/cart`);
    expect(locs).not.toContain(`${BASE}/ar/cart`);
    expect(entries).toContainEqual({ loc: `${BASE}/fr/products/${productId}`, lastmod: expect.any(String) });
    // Each entry names the same page in every language.
    const first = xml.getElementsByTagName('url')[0]!;
    expect([...first.getElementsByTagName('xhtml:link')].map((link) => link.getAttribute('href'))).toEqual([
      `${BASE}/`,
      `${BASE}/fr/`,
      `${BASE}/ar/`,
    ]);
    const product = (await get(`/api/products/${productId}`)).json<{ updatedAt: string }>();
    expect(entries).toContainEqual({ loc: `${BASE}/products/${productId}`, lastmod: product.updatedAt });
    expect(entries).toContainEqual({ loc: `${BASE}/products/${soldOutId}`, lastmod: expect.any(String) });
    expect(entries).toContainEqual({ loc: `${BASE}/offer/${offerId}`, lastmod: expect.any(String) });
  });

  it('shows a new product in the sitemap at once', async () => {
    const categoryId = (await get(`/api/products/${productId}`)).json<{ categoryId: string }>().categoryId;
    const { id } = await save('/api/products', 'POST', { name: 'Fresh Blush', description: 'New.', price: '12.00', categoryId });
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${BASE}/products/${id}</loc>`);
  });

  it('makes the sitemap once per catalogue version whatever the Host, and answers 304 to its ETag', async () => {
    const hosts = ['shop.example', 'WWW.shop.example:8443', 'localhost:80', '127.0.0.1:3000'];
    const responses = await Promise.all(hosts.map((host) => get('/sitemap.xml', { host, 'accept-encoding': 'gzip' })));
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    expect(new Set(responses.map((response) => gunzipSync(response.rawPayload).toString())).size).toBe(1);
    expect(responses[0]!.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(responses[0]!.rawPayload).toString()).not.toMatch(/localhost|127\.0\.0\.1|www\.shop/);
    const again = await get('/sitemap.xml', { host: 'www.shop.example', 'if-none-match': String(responses[0]!.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('keeps search engines out of the admin panel, the cart and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /fr/cart',
        'Disallow: /ar/cart',
        'Disallow: /api/',
        `Sitemap: ${BASE}/sitemap.xml`,
      ]),
    );
  });

  it('responds 304 to a browser that has the page, until the catalogue changes it', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect((await get('/', { 'accept-encoding': 'gzip' })).headers.etag).toBe(etag);
    const again = await get('/', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/', { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    // A missing product is never 304: it is rendered each time and has no tag.
    expect((await get('/products/no-such-product', { 'if-none-match': '*' })).statusCode).toBe(404);

    const categoryId = (await get(`/api/products/${productId}`)).json<{ categoryId: string }>().categoryId;
    await save('/api/products', 'POST', { name: 'Tagged Blush', description: 'New.', price: '11.00', categoryId });
    const changed = await get('/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Tagged Blush');
  });

  it('sends pages compressed, and HEAD without a body', async () => {
    const response = await get(`/products/${productId}`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('og:title');
    const head = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('storefront pages without PUBLIC_BASE_URL', () => {
  const shop = {} as { t: TestApp };
  beforeAll(async () => {
    // No index.html (no webRoot): the placeholder page stands in for the app's.
    shop.t = await createTestApp('sqlite', { allowedHosts: ['shop.test'] }, false, { renderer: await sourceRenderer() });
  });
  afterAll(() => shop.t.close());

  it('use the address the request was sent to when it is one of the shop’s, and answer no other Host', async () => {
    const page = parse((await shop.t.app.inject({ url: '/about', headers: { host: 'shop.test:8080' } })).body);
    expect(page.canonical).toBe('http://shop.test:8080/about');
    expect((await shop.t.app.inject({ url: '/robots.txt', headers: { host: 'shop.test:8080' } })).body).toContain(
      'Sitemap: http://shop.test:8080/sitemap.xml',
    );
    const hostile = await shop.t.app.inject({ url: '/about', headers: { host: '"><script>alert(1)</script>' } });
    expect(hostile.statusCode).toBe(421);
    expect(hostile.body).not.toContain('alert(1)');
  });

  it('serve the placeholder page with a head when the web app is not built', async () => {
    const response = await shop.t.app.inject({ url: '/offer' });
    expect(response.statusCode).toBe(200);
    expect(parse(response.body).title).toBe('Offers · Beirut Beauty');
  });
});

describe('a shop without a renderer', () => {
  const shop = useTestApp('sqlite');

  it('has no storefront routes: every page is the placeholder, naming the shop, and the API answers', async () => {
    for (const url of ['/', '/offer', '/products/p1', '/no/such/page']) {
      const response = await shop.t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(parse(response.body).title, url).toBe('Beirut Beauty');
      expect(response.body, url).toContain('not built yet');
    }
    expect((await shop.t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await shop.t.app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /admin');
  });
});

// A page is rendered for what it reads of its address: any other query is the same page, and a page the
// server must render is charged to the client like a response the API must compute.
describe("storefront pages rendered at a client's request", () => {
  let t: TestApp;
  let webRoot: string;
  const rendered: string[] = [];
  const MISS_BURST = 6;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    const renderer: StorefrontRenderer = {
      routes: (await sourceRenderer()).routes,
      async render({ path: page, search }) {
        rendered.push(`${page}${search}`);
        return { status: 200, head: headTitled(page), hints: '', html: `<main>${page}${search}</main>`, state: {}, modules: [] };
      },
    };
    t = await createTestApp(
      'sqlite',
      { webRoot, publicBaseUrl: BASE, rateLimits: { catalogueMissBurst: MISS_BURST, catalogueMissesPerSecond: 0.001 } },
      false,
      { renderer },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('renders each page once for the parameters it reads, whatever else the query holds, and charges a page rendered to the client', async () => {
    const visitor = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 20; i += 1) {
      const response = await t.app.inject({ url: `/?utm_source=${i}&page=2&fbclid=${i}`, ...visitor });
      expect(response.statusCode).toBe(200);
    }
    expect(rendered).toEqual(['/?page=2']);
    // The same page however its query is written.
    expect((await t.app.inject({ url: '/?page=02&search=', ...visitor })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/about?page=3', ...visitor })).statusCode).toBe(200);
    expect(rendered).toEqual(['/?page=2', '/about']);

    // Searches nobody asked for before are rendered each time, at the client's cost: two pages rendered so far,
    // four more under the cache-miss rate limit, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < MISS_BURST; i += 1) statuses.push((await t.app.inject({ url: `/?search=made-up-${i}`, ...visitor })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await t.app.inject({ url: '/?search=one-more', ...visitor });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Pages already rendered cost nothing, and another visitor has a cache-miss rate limit of its own.
    expect((await t.app.inject({ url: '/?page=2&utm_source=again', ...visitor })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/?search=one-more', remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
  });
});

describe('a storefront page whose body cannot be rendered', () => {
  let t: TestApp;
  let webRoot: string;
  const render = vi.fn<StorefrontRenderer['render']>();

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    t = await createTestApp('sqlite', { webRoot }, false, { renderer: { routes: (await sourceRenderer()).routes, render } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('is sent with its head for the browser to render when its data did not load, as built when the renderer fails, and rendered again on the next request', async () => {
    render.mockResolvedValueOnce({
      status: 200,
      head: headTitled('About Us · Beirut Beauty'),
      hints: '',
      html: null,
      state: null,
      modules: [],
    });
    render.mockRejectedValueOnce(new Error('The renderer broke'));
    render.mockResolvedValue({
      status: 200,
      head: headTitled('About Us · Beirut Beauty'),
      hints: '',
      html: '<p>Rendered</p>',
      state: { queries: [], mutations: [] },
      modules: [],
    });
    const first = await t.app.inject({ url: '/about' });
    expect(first.statusCode).toBe(200);
    const page = parse(first.body);
    expect(page.title).toBe('About Us · Beirut Beauty');
    expect(page.document.getElementById('root')?.innerHTML).toBe('');
    expect(page.state).toBeNull();

    const broken = await t.app.inject({ url: '/about' });
    expect(broken.statusCode).toBe(200);
    expect(parse(broken.body).title).toBe('Built title');
    expect(parse(broken.body).document.getElementById('root')?.innerHTML).toBe('');

    const third = parse((await t.app.inject({ url: '/about' })).body);
    expect(third.document.getElementById('root')?.innerHTML).toBe('<p>Rendered</p>');
    expect(third.state).toEqual({ queries: [], mutations: [] });
    expect(render).toHaveBeenCalledTimes(3);
    // Cached for this catalogue version from then on.
    await t.app.inject({ url: '/about' });
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('is rendered as its head alone when the API fails for a reason other than a final refusal', async () => {
    const renderer = await sourceRenderer();
    const down = async () =>
      new Response('{"message":"Service unavailable"}', { status: 503, headers: { 'content-type': 'application/json' } });
    const unavailable = await renderer.render({ path: '/offer', search: '', shop: DEFAULT_SHOP_CONFIG, base: BASE }, down);
    expect(unavailable.html).toBeNull();
    expect(unavailable.head.title).toBe('Offers · Beirut Beauty');
    // A product's page whose data did not load does not say the product is gone.
    const unknown = await renderer.render({ path: '/products/p1', search: '', shop: DEFAULT_SHOP_CONFIG, base: BASE }, down);
    expect([unknown.status, unknown.html, unknown.head.noindex]).toEqual([200, null, undefined]);
    const missing = async () =>
      new Response('{"message":"Product not found"}', { status: 404, headers: { 'content-type': 'application/json' } });
    const rendered = await renderer.render({ path: '/products/gone', search: '', shop: DEFAULT_SHOP_CONFIG, base: BASE }, missing);
    expect(rendered.status).toBe(404);
    expect(rendered.head.noindex).toBe(true);
    expect(rendered.html).toContain('Product not found.');
    // The product page's code is in the storefront's pages chunk.
    expect(rendered.modules).toEqual(['routes/pages.ts']);
  });

  it('names no chunk for the home page or the offers list: their code is in the first load', async () => {
    const renderer = await sourceRenderer();
    // An empty shop: the slides and the category options are lists, the catalogue and offers pages.
    const empty = async (input: string | URL | Request) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
      const body = /\/(carousel|categories\/categories)$/.test(pathname) ? [] : { data: [], pagination: paginate(1, 9, 0) };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    for (const path of ['/', '/offer']) {
      const rendered = await renderer.render({ path, search: '', shop: DEFAULT_SHOP_CONFIG, base: BASE }, empty);
      expect(rendered.modules, path).toEqual([]);
    }
    const about = await renderer.render({ path: '/about', search: '', shop: DEFAULT_SHOP_CONFIG, base: BASE }, empty);
    expect(about.modules).toEqual(['routes/pages.ts']);
  });
});

describe('preloading a rendered page’s own code', () => {
  /** The links a build with this manifest gives (the manifest is read at once, as at the server's start). */
  function linksFrom(manifest: Record<string, object>) {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    mkdirSync(path.join(webRoot, '.vite'));
    writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const links = loadPreloadLinks(webRoot);
    rmSync(webRoot, { recursive: true, force: true });
    return links;
  }
  const lines = (links: string) => links.split('\n').map((line) => line.trim());
  const both = (links: { head: string; body: string }) => [...lines(links.head), ...lines(links.body)].filter(Boolean);

  it('names its module and what it imports, less what the entry loads, from the build manifest', () => {
    const links = linksFrom({
      'entry-client.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_words.js': { file: 'assets/words-1.js' },
      'features/cart/CartPage.tsx': { file: 'assets/CartPage-1.js', imports: ['_shared.js', '_words.js'] },
    });
    // At the end of the body, after the entry's tag.
    expect(links(['features/cart/CartPage.tsx'], 'en').head).toBe('');
    expect(lines(links(['features/cart/CartPage.tsx'], 'en').body)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/CartPage-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/words-1.js">',
    ]);
    expect(links([], 'en')).toEqual({ head: '', body: '' });
  });

  it('finds a module the build put in a group’s chunk by the chunk’s name', () => {
    const links = linksFrom({
      'entry-client.tsx': { file: 'assets/index-1.js', isEntry: true },
      '_pages-1.js': { file: 'assets/pages-1.js', name: 'pages', imports: ['entry-client.tsx'] },
      // The cart's page and the list of orders not yet recorded, one group named after the page.
      '_CartPage-1.js': { file: 'assets/CartPage-1.js', name: 'CartPage', imports: ['_pages-1.js', 'entry-client.tsx'] },
    });
    expect(lines(links(['routes/pages.ts'], 'en').body)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/pages-1.js">',
    ]);
    expect(lines(links(['features/cart/CartPage.tsx'], 'en').body)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/CartPage-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/pages-1.js">',
    ]);
    expect(links(['routes/nothing.ts'], 'en')).toEqual({ head: '', body: '' });
  });

  it('links a lazily loaded module’s own stylesheet as the page’s styles, before the preloads', () => {
    const links = linksFrom({
      'entry-client.tsx': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'features/admin/dashboard/DailyChart.tsx': { file: 'assets/DailyChart-1.js', css: ['assets/DailyChart-1.css'] },
    });
    const { head, body } = links(['features/admin/dashboard/DailyChart.tsx'], 'en');
    expect(lines(head)).toEqual(['<link rel="stylesheet" href="/assets/DailyChart-1.css">']);
    expect(lines(body)).toEqual(['<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/DailyChart-1.js">']);
    expect(loadPreloadLinks(undefined)(['features/cart/CartPage.tsx'], 'ar')).toEqual({ head: '', body: '' });
  });

  it('preloads the Arabic typeface at low priority on Arabic pages only', () => {
    const font = (weight: number) => `../../node_modules/.cache/arabic-font/noto-sans-arabic-${weight}.woff2`;
    const links = linksFrom({
      'entry-client.tsx': { file: 'assets/index-1.js', isEntry: true },
      [font(400)]: { file: 'assets/noto-sans-arabic-400-1.woff2' },
      [font(600)]: { file: 'assets/noto-sans-arabic-600-1.woff2' },
      '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff': { file: 'assets/old-1.woff' },
    });
    expect(both(links([], 'ar'))).toEqual([
      '<link rel="preload" as="font" type="font/woff2" fetchpriority="low" crossorigin href="/assets/noto-sans-arabic-400-1.woff2">',
      '<link rel="preload" as="font" type="font/woff2" fetchpriority="low" crossorigin href="/assets/noto-sans-arabic-600-1.woff2">',
    ]);
    expect(links([], 'en')).toEqual({ head: '', body: '' });
    expect(links([], 'fr')).toEqual({ head: '', body: '' });
  });
});
