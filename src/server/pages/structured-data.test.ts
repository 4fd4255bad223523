import { beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '#contract/photo.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { multipart, type FilePart } from '../test-support/multipart.js';
import { checkStructuredData, errorsOf } from '../test-support/structured-data.js';

// A product's structured data as the server writes it in the page's head, checked as Google's rich
// results read it: a product with shades is a ProductGroup with a Product per shade, one without a Product.

const BASE = 'https://shop.example';

interface Variant {
  '@type': string;
  name: string;
  color: string;
  sku: string;
  inProductGroupWithID: string;
  image: string;
  url: string;
  offers: { '@type': string; price: string; priceCurrency: string; availability: string; url: string };
}

describe.each(engines)('structured data of product pages on %s', (engine) => {
  const shop = useTestApp(engine, { publicBaseUrl: BASE }, { signIn: true, storefront: true });
  let categoryId = '';
  beforeAll(async () => {
    const response = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(shop.token),
      payload: { name: 'Lips' },
    });
    categoryId = response.json<{ id: string }>().id;
  });

  const send = async <T>(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FilePart): Promise<T> => {
    // Every product is in the one category.
    const body = multipart(url.startsWith('/api/products') ? { categoryId, ...fields } : fields, file);
    const response = await shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const upload = async (seed: number) =>
    send<Photo>('POST', '/api/images', {}, { data: await pngImage(seed, 700, 500), contentType: 'image/png' });
  const page = async (url: string) => {
    const response = await shop.t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { html: response.body, ...(await checkStructuredData(response.body)) };
  };

  it('gives a product with shades a valid ProductGroup, a Product per shade with its photo, address and availability', async () => {
    const [front, berry] = [await upload(51), await upload(52)];
    const colors = JSON.stringify([
      { name: 'Berry', hexCode: '#AA0044', photo: berry.id, translations: { fr: { name: 'Baie' }, ar: { name: 'توتي' } } },
      { name: 'Plum', hexCode: '#550055' },
      { name: 'Rose Nude', hexCode: '#C48A7E' },
    ]);
    const { id } = await send<{ id: string }>('POST', '/api/products', {
      name: 'Velvet Lipstick',
      description: 'A soft matte lipstick.',
      price: '25.00',
      offerPrice: '19.50',
      colors,
      photos: JSON.stringify([front.id, berry.id]),
      trackStock: 'true',
      stock: JSON.stringify([
        { colorHex: '#AA0044', count: 3, seen: null },
        { colorHex: '#550055', count: 0, seen: null },
        { colorHex: '#C48A7E', count: 8, seen: null },
      ]),
    });

    const { jsonld, issues } = await page(`/products/${id}`);
    expect(errorsOf(issues)).toEqual([]);
    expect(jsonld.Product).toBeUndefined();
    const [group] = jsonld.ProductGroup as Record<string, unknown>[];
    expect(group).toMatchObject({
      name: 'Velvet Lipstick',
      productGroupID: id,
      variesBy: 'https://schema.org/color',
      url: `${BASE}/products/${id}`,
    });
    const frontImage = `${BASE}${front.image}`;
    const variants = group!.hasVariant as Variant[];
    expect(
      variants.map((variant) => [variant.name, variant.color, variant.sku, variant.image, variant.url, variant.offers.availability]),
    ).toEqual([
      [
        'Velvet Lipstick – Berry',
        'Berry',
        `${id}-AA0044`,
        `${BASE}${berry.image}`,
        `${BASE}/products/${id}?color=AA0044`,
        'https://schema.org/InStock',
      ],
      [
        'Velvet Lipstick – Plum',
        'Plum',
        `${id}-550055`,
        frontImage,
        `${BASE}/products/${id}?color=550055`,
        'https://schema.org/OutOfStock',
      ],
      [
        'Velvet Lipstick – Rose Nude',
        'Rose Nude',
        `${id}-C48A7E`,
        frontImage,
        `${BASE}/products/${id}?color=C48A7E`,
        'https://schema.org/InStock',
      ],
    ]);
    for (const variant of variants) {
      expect(variant).toMatchObject({ '@type': 'Product', inProductGroupWithID: id });
      expect(variant.offers).toMatchObject({ '@type': 'Offer', price: '19.50', priceCurrency: 'USD', url: variant.url });
    }

    // In French, the shades' names and addresses are French; the shop's Store is valid on every page.
    const french = await page(`/fr/products/${id}?color=aa0044`);
    expect(errorsOf(french.issues)).toEqual([]);
    const frenchVariants = (french.jsonld.ProductGroup![0] as { hasVariant: Variant[] }).hasVariant;
    expect(frenchVariants[0]).toMatchObject({
      name: 'Velvet Lipstick – Baie',
      color: 'Baie',
      url: `${BASE}/fr/products/${id}?color=AA0044`,
    });
    expect(french.jsonld.Store).toHaveLength(1);
    // The shade's page is the product's: its canonical has no query.
    expect(french.html).toContain(`<link rel="canonical" href="${BASE}/fr/products/${id}">`);

    // The Sold Out switch: every shade out of stock.
    await send('PUT', `/api/products/${id}`, {
      name: 'Velvet Lipstick',
      description: 'A soft matte lipstick.',
      price: '25.00',
      colors,
      photos: JSON.stringify([front.id, berry.id]),
      soldOut: 'true',
    });
    const switched = await page(`/products/${id}`);
    expect(errorsOf(switched.issues)).toEqual([]);
    expect(
      (switched.jsonld.ProductGroup![0] as { hasVariant: Variant[] }).hasVariant.map((variant) => variant.offers.availability),
    ).toEqual(Array(3).fill('https://schema.org/OutOfStock'));
  });

  it('keeps a product without colours a valid Product with its Offer', async () => {
    const photo = await upload(53);
    const { id } = await send<{ id: string }>('POST', '/api/products', {
      name: 'Kohl Pencil',
      description: 'Black.',
      price: '8.00',
      photos: JSON.stringify([photo.id]),
    });
    const { jsonld, issues } = await page(`/products/${id}`);
    expect(errorsOf(issues)).toEqual([]);
    expect(jsonld.ProductGroup).toBeUndefined();
    expect(jsonld.Product).toEqual([
      expect.objectContaining({
        name: 'Kohl Pencil',
        image: [`${BASE}${photo.image}`],
        offers: expect.objectContaining({ price: '8.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }),
      }),
    ]);
  });
});
