import { describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import type { Offer } from '#contract/offer.js';
import type { Product } from '#contract/product.js';
import { bearer, useSignedInShop } from '#server/test-support/app.js';
import { engines } from '#server/test-support/engines.js';
import { pngImage } from '#server/test-support/images.js';
import { multipart, type FilePart } from '#server/test-support/multipart.js';

const BERRY = '#AA0044';
const PLUM = '#660033';

/** The form an API client sends back for an item it read: every writable field, as the response gives it. */
function itemForm(item: Product | Offer): Record<string, string> {
  return {
    name: item.name,
    description: item.description,
    nameFr: item.translations.fr.name ?? '',
    descriptionFr: item.translations.fr.description ?? '',
    nameAr: item.translations.ar.name ?? '',
    descriptionAr: item.translations.ar.description ?? '',
    price: String(item.price),
    offerPrice: item.offerPrice === null ? '' : String(item.offerPrice),
    photos: JSON.stringify(item.photos.map((photo) => photo.id)),
    trackStock: String(item.trackStock),
  };
}

const productForm = (product: Product): Record<string, string> => ({
  ...itemForm(product),
  categoryId: product.categoryId ?? '',
  soldOut: String(product.soldOut),
  colors: JSON.stringify(product.colors),
});

/** A response as it stays through a save that changes nothing: all but when it was saved. */
const unchanged = ({ updatedAt: _updatedAt, ...item }: Product | Offer) => item;

describe.each(engines)('an API client that reads an item and puts it back, on %s', (engine) => {
  const shop = useSignedInShop(engine);
  let seed = 300;

  const send = (method: 'POST' | 'PUT', url: string, form: Record<string, string>, file?: FilePart) => {
    const body = multipart(form, file);
    return shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
  };
  const saved = async <T>(method: 'POST' | 'PUT', url: string, form: Record<string, string>): Promise<T> => {
    const response = await send(method, url, form);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const read = async <T>(url: string): Promise<T> => {
    const response = await shop.t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const itemStock = async (url: string) => {
    const response = await shop.t.app.inject({ method: 'GET', url: `${url}/stock`, headers: bearer(shop.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const photo = async (): Promise<string> => {
    const response = await send('POST', '/api/images', {}, { data: await pngImage((seed += 1), 40, 30), contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };

  /** A lipstick in Berry (its own photo) and Plum, counted: Plum low enough to show what is left. */
  const lipstick = async (): Promise<Product> => {
    const [main, berry] = [await photo(), await photo()];
    const created = await saved<Product>('POST', '/api/products', {
      name: 'Velvet',
      description: 'Matte',
      nameFr: 'Velours',
      price: '24.5',
      offerPrice: '19.99',
      categoryId: shop.categoryId,
      photos: JSON.stringify([main, berry]),
      colors: JSON.stringify([
        { name: 'Berry', hexCode: BERRY, photo: berry },
        { name: 'Plum', hexCode: PLUM },
      ]),
      trackStock: 'true',
      stock: JSON.stringify([
        { colorHex: BERRY, count: 9, seen: null },
        { colorHex: PLUM, count: 2, seen: null },
      ]),
    });
    return read<Product>(`/api/products/${created.id}`);
  };

  it('takes a product back as read, with its colours and their stock figures, and changes nothing', async () => {
    const product = await lipstick();
    const url = `/api/products/${product.id}`;
    expect(product.colors).toEqual([
      { name: 'Berry', hexCode: BERRY, soldOut: false, left: null, photo: product.photos[1]!.id, translations: { fr: {}, ar: {} } },
      { name: 'Plum', hexCode: PLUM, soldOut: false, left: 2, photo: null, translations: { fr: {}, ar: {} } },
    ]);
    const stockBefore = await itemStock(url);

    const response = await send('PUT', url, productForm(product));
    expect(response.statusCode, response.body).toBe(200);
    expect(unchanged(response.json())).toEqual(unchanged(product));
    expect(unchanged(await read(url))).toEqual(unchanged(product));
    expect(await itemStock(url)).toEqual(stockBefore);
  });

  it('still refuses a key on a colour that is neither written nor returned', async () => {
    const product = await lipstick();
    const url = `/api/products/${product.id}`;
    const colors = JSON.stringify(product.colors.map((color, index) => (index === 0 ? { ...color, shade: 'dark' } : color)));
    const response = await send('PUT', url, { ...productForm(product), colors });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['colors']);
    expect(unchanged(await read(url))).toEqual(unchanged(product));
  });

  it('keeps counting a product whose PUT leaves out trackStock, as it keeps photos left out', async () => {
    const product = await lipstick();
    const url = `/api/products/${product.id}`;
    const { trackStock: _trackStock, photos: _photos, ...form } = productForm(product);
    const after = await saved<Product>('PUT', url, { ...form, name: 'Velvet matte' });
    expect(after).toMatchObject({ name: 'Velvet matte', trackStock: true, photos: product.photos, colors: product.colors });
    expect((await itemStock(url)).trackStock).toBe(true);
    // Said once, it is what stays.
    expect((await saved<Product>('PUT', url, { ...form, trackStock: 'false' })).trackStock).toBe(false);
    expect((await saved<Product>('PUT', url, form)).trackStock).toBe(false);
  });

  it('does not count a new product whose form leaves out trackStock', async () => {
    const created = await saved<Product>('POST', '/api/products', {
      name: 'Kohl',
      description: 'Soft',
      price: '12',
      categoryId: shop.categoryId,
    });
    expect(created.trackStock).toBe(false);
  });

  it('takes an offer back as read, and keeps counting one whose PUT leaves out trackStock', async () => {
    const created = await saved<Offer>('POST', '/api/offer', {
      name: 'Duo',
      description: 'Two',
      price: '30',
      photos: JSON.stringify([await photo()]),
      trackStock: 'true',
      stock: JSON.stringify([{ colorHex: null, count: 2, seen: null }]),
    });
    const url = `/api/offer/${created.id}`;
    const offer = await read<Offer>(url);
    expect(offer).toMatchObject({ trackStock: true, left: 2 });
    const stockBefore = await itemStock(url);
    expect(unchanged(await saved<Offer>('PUT', url, itemForm(offer)))).toEqual(unchanged(offer));
    expect(await itemStock(url)).toEqual(stockBefore);

    const { trackStock: _trackStock, ...form } = itemForm(offer);
    expect(await saved<Offer>('PUT', url, { ...form, name: 'Duo set' })).toMatchObject({ name: 'Duo set', trackStock: true, left: 2 });
  });

  it('refuses two counts for one colour (or two for an item without colours), as the stocktake does, and keeps the counts', async () => {
    const product = await lipstick();
    const url = `/api/products/${product.id}`;
    const stockBefore = await itemStock(url);
    const twice = JSON.stringify([
      { colorHex: BERRY, count: 4, seen: 9 },
      { colorHex: PLUM, count: 1, seen: 2 },
      { colorHex: BERRY.toLowerCase(), count: 7, seen: 9 },
    ]);
    // The colours as written (no stock figures), so that only the counts can be refused.
    const colors = JSON.stringify(product.colors.map(({ name, hexCode, photo }) => ({ name, hexCode, photo })));
    const refused = await send('PUT', url, { ...productForm(product), colors, stock: twice });
    expect([refused.statusCode, refused.json().errors]).toEqual([400, { stock: validation.stockCountTwice }]);
    expect(await itemStock(url)).toEqual(stockBefore);

    const offerTwice = JSON.stringify([
      { colorHex: null, count: 1, seen: null },
      { colorHex: null, count: 2, seen: null },
    ]);
    const offer = await send('POST', '/api/offer', {
      name: 'Trio',
      description: 'Three',
      price: '30',
      trackStock: 'true',
      stock: offerTwice,
    });
    expect([offer.statusCode, offer.json().errors]).toEqual([400, { stock: validation.stockCountTwice }]);
  });
});
