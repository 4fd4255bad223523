import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HEX_CODE_PATTERN, sameColorName } from '#contract/color.js';
import { categoryInputSchema } from '#contract/category.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, LIMITS, PAGE_SIZE, STOCK_LIMITS } from '#contract/constants.js';
import { offerFieldsSchema } from '#contract/offer.js';
import { productFieldsSchema } from '#contract/product.js';
import { processImage } from '../images/pipeline.js';
import { renderArtwork, renderArtworkPng, type Art } from './artwork.js';
import { demoCatalogue, demoCounts, shadeArts } from './demo-catalogue.js';

const { categories, products, offers, banners } = demoCatalogue;

/** A demo item's French and Arabic text as the admin form sends it: only what is given. */
const translationText = (item: (typeof products)[number] | (typeof offers)[number]) =>
  Object.fromEntries(
    Object.entries({
      nameFr: item.fr?.name,
      descriptionFr: item.fr?.description,
      nameAr: item.ar?.name,
      descriptionAr: item.ar?.description,
    }).filter(([, text]) => text !== undefined),
  );

/** The price as the admin form sends it. */
const priceText = (dollars: number | undefined) => (dollars === undefined ? '' : String(dollars));

describe('demo catalogue', () => {
  it('shows the shop in every state a visitor can meet', () => {
    // More than one page of the catalogue, and a carousel that turns.
    expect(products.length).toBeGreaterThan(PAGE_SIZE.catalogue);
    expect(offers.length).toBeGreaterThan(0);
    expect(banners.length).toBeGreaterThan(1);

    const withColours = products.filter((product) => product.colors.length >= 2 && product.colors.length <= 8);
    expect(withColours.length).toBeGreaterThan(products.length / 2);
    const soldOut = products.filter((product) => product.soldOut);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.length).toBeLessThan(products.length);
    expect(products.some((product) => product.offerPrice !== undefined)).toBe(true);
    expect(products.some((product) => product.offerPrice === undefined)).toBe(true);
    expect(offers.some((offer) => offer.offerPrice !== undefined)).toBe(true);
    // Arabic text, for search and right-to-left rendering.
    expect(products.some((product) => /[\u0600-\u06FF]/.test(product.name + product.description))).toBe(true);
  });

  it('draws a photo per shade for a few products with colours, each shade but the one the main photo shows', () => {
    const perShade = products.filter((product) => product.photoPerShade);
    expect(perShade.length).toBeGreaterThan(0);
    for (const product of perShade) {
      const shades = shadeArts(product);
      expect(shades.length, product.name).toBe(product.colors.length - 1);
      expect(shades.length + 1, product.name).toBeLessThanOrEqual(LIMITS.photosMax);
      expect(shades.map((shade) => shade.art.shade)).toEqual(shades.map((shade) => shade.hexCode));
    }
    expect(shadeArts(products.find((product) => !product.photoPerShade)!)).toEqual([]);
    // One full gallery: the product page bench:web measures.
    expect(perShade.some((product) => shadeArts(product).length + 1 === LIMITS.photosMax)).toBe(true);
  });

  it('tracks a few items: a colour at the low-stock threshold, an item sold out by its count, the others healthy', () => {
    const trackedProducts = products.filter((product) => product.stock !== undefined);
    const trackedItems = [...trackedProducts, ...offers.filter((offer) => offer.stock !== undefined)];
    expect(trackedItems.length).toBeGreaterThanOrEqual(4);
    for (const product of trackedProducts) {
      // One count per colour, or one for an item without colours; never the Sold Out switch as well.
      expect(Array.isArray(product.stock), product.name).toBe(product.colors.length > 0);
      expect(demoCounts(product), product.name).toHaveLength(Math.max(product.colors.length, 1));
      expect(product.soldOut, product.name).toBeUndefined();
    }
    for (const offer of offers) expect(typeof (offer.stock ?? 0), offer.name).toBe('number');
    const counts = trackedItems.flatMap((item) => demoCounts(item).map(({ count }) => count));
    for (const count of counts) {
      expect(Number.isInteger(count) && count >= 0 && count <= STOCK_LIMITS.countMax).toBe(true);
    }
    const low = (count: number) => count > 0 && count <= DEFAULT_LOW_STOCK_THRESHOLD;
    const oneColourLow = trackedProducts.filter((product) => {
      const colours = demoCounts(product).map(({ count }) => count);
      return product.colors.length > 1 && colours.filter(low).length === 1 && colours.every((count) => count > 0);
    });
    expect(oneColourLow.length).toBe(1);
    expect(counts.filter((count) => count === 0)).toHaveLength(1);
    expect(counts.filter(low)).toHaveLength(1);
  });

  it('gives each category products', () => {
    for (const category of categories) {
      expect(
        products.some((product) => product.categoryKey === category.key),
        category.name,
      ).toBe(true);
    }
  });

  it('keeps names unique and every product in a known category', () => {
    const unique = (names: string[]) => new Set(names.map((name) => name.trim().toLocaleLowerCase())).size === names.length;
    expect(unique(categories.map((category) => category.key))).toBe(true);
    expect(unique(categories.map((category) => category.name))).toBe(true);
    expect(unique(products.map((product) => product.name))).toBe(true);
    expect(unique(offers.map((offer) => offer.name))).toBe(true);
    const keys = new Set(categories.map((category) => category.key));
    for (const product of products) expect(keys.has(product.categoryKey), product.name).toBe(true);
  });

  it('follows the product rules: prices, offer prices, colours', () => {
    for (const product of products) {
      expect(product.price, product.name).toBeGreaterThan(0);
      expect(Math.round(product.price * 100), product.name).toBeCloseTo(product.price * 100, 6);
      if (product.offerPrice !== undefined) {
        expect(product.offerPrice, product.name).toBeGreaterThan(0);
        expect(product.offerPrice, product.name).toBeLessThan(product.price);
      }
      product.colors.forEach((color, index) => {
        expect(color.hexCode, `${product.name} ${color.name}`).toMatch(HEX_CODE_PATTERN);
        expect(color.hexCode).toMatch(/^#[0-9A-F]{6}$/);
        expect(
          product.colors.findIndex((other) => sameColorName(other.name, color.name)),
          `${product.name} ${color.name}`,
        ).toBe(index);
      });
    }
    for (const offer of offers) {
      expect(offer.price).toBeGreaterThan(0);
      if (offer.offerPrice !== undefined) expect(offer.offerPrice, offer.name).toBeLessThan(offer.price);
    }
  });

  it('passes the admin forms’ validation when sent as form text', () => {
    for (const product of products) {
      const result = productFieldsSchema.safeParse({
        name: product.name,
        description: product.description,
        ...translationText(product),
        price: priceText(product.price),
        offerPrice: priceText(product.offerPrice),
        categoryId: 'category-id',
        soldOut: String(product.soldOut ?? false),
        ...(product.colors.length > 0 ? { colors: JSON.stringify(product.colors) } : {}),
      });
      expect(result.error?.issues, product.name).toBeUndefined();
      expect(result.data?.priceCents).toBe(Math.round(product.price * 100));
      expect(result.data?.colors).toEqual(product.colors.map((color) => ({ ...color, photo: null })));
    }
    for (const offer of offers) {
      const result = offerFieldsSchema.safeParse({
        name: offer.name,
        description: offer.description,
        ...translationText(offer),
        price: priceText(offer.price),
        offerPrice: priceText(offer.offerPrice),
      });
      expect(result.error?.issues, offer.name).toBeUndefined();
    }
    for (const category of categories) {
      const result = categoryInputSchema.safeParse({ name: category.name, nameFr: category.fr, nameAr: category.ar });
      expect(result.error?.issues, category.name).toBeUndefined();
    }
  });
});

describe('demo catalogue in French and Arabic', () => {
  const items = [...products, ...offers];
  const shades = products.flatMap((product) => product.colors.map((color) => ({ product, color })));
  const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  const letters = (text: string, script: RegExp) => text.match(script)?.length ?? 0;
  const ARABIC = /[\u0600-\u06FF]/g;
  const LATIN = /[A-Za-zÀ-ÿ]/g;
  /** Arabic copy starts in Arabic and is mostly Arabic: a brand word or SPF may follow in Latin letters. */
  const isArabic = (text: string) => /^[\u0600-\u06FF]/.test(text) && letters(text, ARABIC) > letters(text, LATIN);
  /** French copy has words of its own, in Latin letters only. */
  const isFrench = (text: string) => letters(text, LATIN) > 0 && letters(text, ARABIC) === 0;

  it('names every category in French and Arabic, in words of their own', () => {
    for (const { name, fr = '', ar = '' } of categories) {
      expect(isFrench(fr) && !same(fr, name), `${name}: ${fr}`).toBe(true);
      expect(isArabic(ar), `${name}: ${ar}`).toBe(true);
    }
  });

  it('gives every product and offer a French and an Arabic name and description, none the English one', () => {
    for (const item of items) {
      const { fr = { name: '', description: '' }, ar = { name: '', description: '' } } = item;
      for (const field of ['name', 'description'] as const) {
        expect(isFrench(fr[field]) && !same(fr[field], item[field]), `${item.name} (French ${field}): ${fr[field]}`).toBe(true);
        expect(isArabic(ar[field]) && !same(ar[field], item[field]), `${item.name} (Arabic ${field}): ${ar[field]}`).toBe(true);
      }
    }
  });

  it('names every shade in French and Arabic: short, in Arabic letters only, once per product', () => {
    for (const { product, color } of shades) {
      const label = `${color.name} (${product.name})`;
      const { fr, ar } = color.translations;
      expect(isFrench(fr.name ?? '') && !same(fr.name ?? '', color.name), `${label}: ${fr.name}`).toBe(true);
      expect(ar.name, label).toMatch(/^[\u0600-\u06FF]+( [\u0600-\u06FF]+)*$/);
      for (const name of [fr.name!, ar.name!]) expect(name.split(' ').length, `${label}: ${name}`).toBeLessThanOrEqual(3);
    }
    for (const product of products) {
      for (const language of ['fr', 'ar'] as const) {
        const names = product.colors.map((color) => color.translations[language].name!);
        expect(
          names.filter((name, index) => names.findIndex((other) => same(other, name)) !== index),
          product.name,
        ).toEqual([]);
      }
    }
  });

  it('never quotes a shade by its English name in French or Arabic text', () => {
    // Names of one word are left out: Bronze, Champagne or Caramel are French words too.
    const english = [...new Set(shades.map(({ color }) => color.name).filter((name) => name.includes(' ')))];
    for (const item of items) {
      const text = [item.fr?.name, item.fr?.description, item.ar?.name, item.ar?.description].join(' ');
      expect(
        english.filter((name) => text.includes(name)),
        item.name,
      ).toEqual([]);
    }
  });
});

describe('demo artwork', () => {
  const arts: Array<{ label: string; art: Art; size: { width: number; height: number } }> = [
    ...products.map((product) => ({ label: product.name, art: product.art, size: { width: 200, height: 200 } })),
    ...offers.map((offer) => ({ label: offer.name, art: offer.art, size: { width: 200, height: 200 } })),
    ...banners.map((banner, index) => ({ label: `banner ${index}`, art: banner.art, size: { width: 400, height: 150 } })),
  ];

  it('draws with shapes only: no text, no external references', () => {
    for (const { label, art, size } of arts) {
      const svg = renderArtwork(art, size).toString('utf8');
      expect(svg, label).toMatch(new RegExp(`^<svg [^>]*width="${size.width}" height="${size.height}"`));
      expect(svg, label).not.toMatch(/<text|<image|<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('renders every picture and each one passes the upload pipeline', async () => {
    for (const { label, art, size } of arts) {
      const png = await renderArtworkPng(art, size);
      const metadata = await sharp(png).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }, label).toEqual({
        format: 'png',
        ...size,
      });
      const image = await processImage(png);
      expect(image.width, label).toBe(size.width);
      expect(image.height, label).toBe(size.height);
    }
  });

  it('is not a flat fill: the product, backdrop and podium differ', async () => {
    const { channels } = await sharp(await renderArtworkPng(products[0]!.art, { width: 200, height: 200 })).stats();
    for (const channel of channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(10);
  });
});
