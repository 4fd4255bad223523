import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '#contract/constants.js';
import { sourceRenderer } from '#test/storefront-renderer.js';
import { bearer, createTestApp, type TestApp, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { demoCatalogue } from './demo-catalogue.js';
import { seedDemoData } from './seed.js';

// A slice of the real catalogue through the real pipeline; the whole one takes seconds per engine. Its
// first product has a photo per shade.
const sample = {
  categories: demoCatalogue.categories,
  products: demoCatalogue.products.slice(0, 3),
  offers: demoCatalogue.offers.slice(0, 1),
  banners: demoCatalogue.banners.slice(0, 1),
};

describe.each(engines)('demo seed on %s', (engine) => {
  const shop = useTestApp(engine);

  it('fills an empty catalogue through the services, in the written order, once', async () => {
    expect(await seedDemoData(shop.t.app, sample)).toEqual({
      categories: sample.categories.length,
      products: sample.products.length,
      shadePhotos: sample.products[0]!.colors.length - 1,
      offers: sample.offers.length,
      carouselImages: sample.banners.length,
      stockCounts: sample.products.reduce(
        (rows, product) => rows + (product.stock === undefined ? 0 : Math.max(product.colors.length, 1)),
        0,
      ),
    });
    const list = (await shop.t.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(sample.products.map((p) => p.name));
    expect(list.data[0]).toMatchObject({
      price: sample.products[0]!.price,
      colors: sample.products[0]!.colors,
      image: expect.stringMatching(/^\/uploads\//),
    });
    expect(list.data[0].translations).toEqual({ fr: sample.products[0]!.fr, ar: sample.products[0]!.ar });
    // The main photo first, then one per shade, each linked from its colour; the shade drawn in the
    // main photo shows that one.
    const { photos, colors, image } = list.data[0] as {
      photos: Array<{ id: string; image: string }>;
      colors: Array<{ hexCode: string; photo: string }>;
      image: string;
    };
    expect(photos).toHaveLength(sample.products[0]!.colors.length);
    expect(photos[0]!.image).toBe(image);
    expect(colors.map((color) => color.photo).sort()).toEqual(photos.map((photo) => photo.id).sort());
    expect(colors.find((color) => color.hexCode === sample.products[0]!.art.shade)!.photo).toBe(photos[0]!.id);
    expect(list.data[1].photos).toEqual([expect.objectContaining({ image: list.data[1].image })]);
    expect(list.data[1].colors.every((color: { photo: string | null }) => color.photo === null)).toBe(true);
    const lips = (await shop.t.app.inject({ method: 'GET', url: '/api/categories/categories' }))
      .json()
      .find((c: { name: string }) => c.name === 'Lips');
    expect(lips.translations).toEqual({ fr: { name: 'Lèvres' }, ar: { name: 'الشفاه' } });
    const carousel = (await shop.t.app.inject({ method: 'GET', url: '/api/carousel' })).json();
    expect(carousel).toHaveLength(sample.banners.length);
    expect(await seedDemoData(shop.t.app, sample)).toBeNull();
  });
});

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--page-head--><title>Built title</title><!--/page-head-->
<!--shop-config--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>`;

// Products and an offer that the demo once left in English, with their shades: what a visitor of /fr
// and /ar reads once the seed is done.
const translated = {
  categories: demoCatalogue.categories,
  products: demoCatalogue.products.filter((product) => ['Satin Lip Colour', 'Kabuki Brush Set'].includes(product.name)),
  offers: demoCatalogue.offers.filter((offer) => offer.name === 'Summer in Batroun Set'),
  banners: [],
};

describe.each(engines)('the demo in French and Arabic on %s', (engine) => {
  const shop = {} as { t: TestApp };
  let webRoot = '';
  beforeAll(async () => {
    // A built page for the storefront to render into, as in production.
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    shop.t = await createTestApp(engine, { webRoot }, false, { renderer: await sourceRenderer() });
    await seedDemoData(shop.t.app, translated);
  });
  afterAll(async () => {
    await shop.t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  const get = async <T>(url: string) => (await shop.t.app.inject({ method: 'GET', url })).json<T>();
  type Listed = { id: string; name: string; translations: unknown; colors?: Array<{ name: string; translations: unknown }> };

  it("returns every category's, product's, offer's and shade's French and Arabic words", async () => {
    const products = (await get<{ data: Listed[] }>('/api/products?limit=100')).data;
    expect(products.map((product) => product.name)).toEqual(translated.products.map((product) => product.name));
    for (const [index, product] of products.entries()) {
      const demo = translated.products[index]!;
      expect(product.translations, product.name).toEqual({ fr: demo.fr, ar: demo.ar });
      expect(
        product.colors!.map(({ name, translations }) => ({ name, translations })),
        product.name,
      ).toEqual(demo.colors.map(({ name, translations }) => ({ name, translations })));
    }
    const [offer] = (await get<{ data: Listed[] }>('/api/offer?limit=100')).data;
    expect(offer!.translations).toEqual({ fr: translated.offers[0]!.fr, ar: translated.offers[0]!.ar });
    const categories = await get<Listed[]>('/api/categories/categories');
    for (const { name, fr, ar } of translated.categories) {
      expect(categories.find((category) => category.name === name)?.translations, name).toEqual({ fr: { name: fr }, ar: { name: ar } });
    }
  });

  it("renders a product's page in Arabic and French: its name, its description and its shades", async () => {
    const [product] = (await get<{ data: Listed[] }>('/api/products?limit=100')).data;
    const demo = translated.products[0]!;
    for (const language of ['ar', 'fr'] as const) {
      const response = await shop.t.app.inject({ method: 'GET', url: `/${language}/products/${product!.id}` });
      expect(response.statusCode).toBe(200);
      const page = new Window({ settings: { disableJavaScriptEvaluation: true } }).document;
      page.write(response.body);
      expect(page.querySelector('#root h1')?.textContent, language).toBe(demo[language]!.name);
      expect(page.getElementById('root')?.textContent, language).toContain(demo[language]!.description);
      const swatches = [...page.querySelectorAll('#root button[aria-pressed]')].map((button) => button.getAttribute('aria-label'));
      expect(swatches, language).toEqual(demo.colors.map((color) => color.translations[language].name));
    }
  });
});

// The demo's tracked items alone, so a new owner's Stock page and product pages show what stock does.
const tracked = {
  categories: demoCatalogue.categories,
  products: demoCatalogue.products.filter((product) => product.stock !== undefined),
  offers: demoCatalogue.offers.filter((offer) => offer.stock !== undefined),
  banners: [],
};

describe.each(engines)('demo stock on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });
  beforeAll(async () => {
    await seedDemoData(shop.t.app, tracked);
  });

  type Row = { id: string; name: string; colorName: string | null; count: number; low: boolean };
  const stock = async (filter: 'all' | 'low' | 'out') => {
    const response = await shop.t.app.inject({ method: 'GET', url: `/api/stock?filter=${filter}&limit=100`, headers: bearer(shop.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Row[]; pagination: { totalItems: number } };
  };
  const label = (row: Row) => (row.colorName ? `${row.colorName} (${row.name})` : row.name);

  it('lists tracked items on the Stock page: a colour low, an item sold out by its count, the others healthy', async () => {
    const all = await stock('all');
    expect(all.pagination.totalItems).toBeGreaterThanOrEqual(5);
    expect((await stock('low')).data.map(label).sort()).toEqual(['Cherry Syrup (Glass Shine Lip Gloss)', 'Nude Edit Eyeshadow Palette']);
    expect((await stock('out')).data.map(label)).toEqual(['Nude Edit Eyeshadow Palette']);
    expect(all.data.filter((row) => row.count > DEFAULT_LOW_STOCK_THRESHOLD).length).toBe(all.pagination.totalItems - 2);
    expect(all.data.some((row) => row.name === 'Glow Skincare Ritual')).toBe(true);
  });

  it('writes each count as a stocktake does: one Counted row from 0, none for a count left at 0', async () => {
    const { data } = await stock('all');
    for (const row of data) {
      const history = (await shop.t.app.inject({ method: 'GET', url: `/api/stock/${row.id}/history`, headers: bearer(shop.token) })).json()
        .data;
      expect(history, label(row)).toEqual(
        row.count === 0 ? [] : [expect.objectContaining({ reason: 'counted', before: 0, after: row.count, orderId: null })],
      );
    }
  });

  it("returns the product pages with what is left: 'only n left' for the low colour, sold out by the count", async () => {
    const { data } = (await shop.t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as {
      data: Array<{
        id: string;
        name: string;
        soldOut: boolean;
        left: number | null;
        colors: Array<{ name: string; soldOut: boolean; left: number | null }>;
      }>;
    };
    const gloss = data.find((product) => product.name === 'Glass Shine Lip Gloss')!;
    const page = (await shop.t.app.inject({ method: 'GET', url: `/api/products/${gloss.id}` })).json();
    expect(page.soldOut).toBe(false);
    expect(page.colors.map((color: { name: string; left: number | null }) => [color.name, color.left])).toContainEqual(['Cherry Syrup', 2]);
    expect(page.colors.filter((color: { left: number | null }) => color.left !== null)).toHaveLength(1);
    const palette = data.find((product) => product.name === 'Nude Edit Eyeshadow Palette')!;
    expect(palette).toMatchObject({ soldOut: true, left: null });
  });
});
