import { describe, expect, it } from 'vitest';
import { LIMITS } from '#contract/constants.js';
import type { Photo } from '#contract/image.js';
import { validation } from '#contract/messages/validation.js';
import { bearer, useSignedInShop } from '#server/test-support/app.js';
import { engines } from '#server/test-support/engines.js';
import { pngImage } from '#server/test-support/images.js';
import { multipart, type FilePart } from '#server/test-support/multipart.js';
import { readCatalogueVersion } from '../version.js';

const storages = ['files', 'database'] as const;
const cases = engines.flatMap((engine) => storages.map((storage) => [engine, storage] as const));

describe.each(cases)('photos of products and offers on %s, images in %s', (engine, imageStorage) => {
  let seed = 100;

  const shop = useSignedInShop(engine, { imageStorage });

  const send = (method: 'POST' | 'PUT', url: string, form: Record<string, string>, file?: FilePart) => {
    const body = multipart(form, file);
    return shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
  };
  const png = async (): Promise<FilePart> => ({ data: await pngImage((seed += 1), 80, 60), contentType: 'image/png' });
  const upload = async (): Promise<Photo> => {
    const response = await send('POST', '/api/images', {}, await png());
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const product = (overrides: Record<string, string> = {}) => ({
    name: 'Velvet',
    description: 'Matte',
    price: '20',
    categoryId: shop.categoryId,
    ...overrides,
  });
  const saved = async (method: 'POST' | 'PUT', url: string, form: Record<string, string>, file?: FilePart) => {
    const response = await send(method, url, form, file);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  /** Whether the image's files and row are still stored. */
  const stored = async (id: string) => {
    const keys = (await shop.t.app.storage.list()).filter((key) => key.startsWith(`${id}-`));
    const row = await shop.t.db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst();
    return keys.length > 0 && row !== undefined;
  };
  const photoRows = async (itemId: string) =>
    (
      await shop.t.db.selectFrom('item_photos').select(['image_id', 'position']).where('item_id', '=', itemId).orderBy('position').execute()
    ).map((row) => row.image_id);

  it('uploads a photo alone (201): its id and sizes, stored but named by no item yet', async () => {
    const photo = await upload();
    expect(photo).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      image: `/uploads/${photo.id}-80.webp`,
      imageSrcset: `/uploads/${photo.id}-80.webp 80w`,
      imageWidth: 80,
      imageHeight: 60,
    });
    expect(await stored(photo.id)).toBe(true);
    expect((await shop.t.app.inject({ method: 'GET', url: photo.image })).statusCode).toBe(200);
  });

  it('refuses an upload that is not an image (415), too large (413), missing (400) or unsigned (401), storing nothing', async () => {
    const before = await shop.t.app.storage.list();
    const text = await send('POST', '/api/images', {}, { data: Buffer.from('not a picture'), filename: 'a.jpg' });
    expect([text.statusCode, text.json()]).toEqual([415, { message: validation.selectImageFile }]);
    const big = await send('POST', '/api/images', {}, { data: Buffer.alloc(11 * 1024 * 1024, 1), contentType: 'image/png' });
    expect([big.statusCode, big.json()]).toEqual([413, { message: validation.imageTooLarge }]);
    const none = await send('POST', '/api/images', {});
    expect([none.statusCode, none.json().errors]).toEqual([400, { image: validation.selectImage }]);
    const extra = await send('POST', '/api/images', { name: 'x' }, await png());
    expect([extra.statusCode, extra.json().errors]).toEqual([400, { name: 'Unknown field' }]);
    const body = multipart({}, await png());
    const unsigned = await shop.t.app.inject({ method: 'POST', url: '/api/images', headers: body.headers, payload: body.payload });
    expect(unsigned.statusCode).toBe(401);
    expect(await shop.t.app.storage.list()).toEqual(before);
  });

  it('adds photos in order, reorders them and removes one, whose files go', async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    const created = await saved('POST', '/api/products', product({ photos: JSON.stringify([a.id, b.id, c.id]) }));
    expect(created.photos).toEqual([a, b, c]);
    expect(created).toMatchObject({ image: a.image, imageSrcset: a.imageSrcset, imageWidth: 80, imageHeight: 60 });
    expect((await shop.t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).json()).toEqual(created);

    const reordered = await saved('PUT', `/api/products/${created.id}`, product({ photos: JSON.stringify([c.id, a.id, b.id]) }));
    expect(reordered.photos.map((photo: Photo) => photo.id)).toEqual([c.id, a.id, b.id]);
    expect(reordered.image).toBe(c.image);
    const row = await shop.t.db.selectFrom('products').select('image_id').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.image_id).toBe(c.id);

    const removed = await saved('PUT', `/api/products/${created.id}`, product({ photos: JSON.stringify([c.id, b.id]) }));
    expect(removed.photos.map((photo: Photo) => photo.id)).toEqual([c.id, b.id]);
    expect(await photoRows(created.id)).toEqual([c.id, b.id]);
    expect(await stored(a.id)).toBe(false);
    expect((await shop.t.app.inject({ method: 'GET', url: a.image })).statusCode).toBe(404);
    expect(await stored(b.id)).toBe(true);
  });

  it('keeps the photos when the form names none, and removes every one for []', async () => {
    const [a, b] = [await upload(), await upload()];
    const created = await saved('POST', '/api/products', product({ photos: JSON.stringify([a.id, b.id]) }));
    const kept = await saved('PUT', `/api/products/${created.id}`, product({ name: 'Renamed' }));
    expect(kept.photos).toEqual([a, b]);
    const none = await saved('PUT', `/api/products/${created.id}`, product({ photos: '[]' }));
    expect(none).toMatchObject({ photos: [], image: null, imageSrcset: null, imageWidth: null, imageHeight: null });
    expect([await stored(a.id), await stored(b.id)]).toEqual([false, false]);
  });

  it('keeps a photo another item still shows when one item lets it go', async () => {
    const shared = await upload();
    const first = await saved('POST', '/api/products', product({ photos: JSON.stringify([shared.id]) }));
    const offer = await saved('POST', '/api/offer', {
      name: 'Duo',
      description: 'Two',
      price: '30',
      photos: JSON.stringify([(await upload()).id, shared.id]),
    });
    await saved('PUT', `/api/products/${first.id}`, product({ photos: '[]' }));
    expect(await stored(shared.id)).toBe(true);
    expect((await shop.t.app.inject({ method: 'GET', url: `/api/offer/${offer.id}` })).json().photos[1]).toEqual(shared);
    expect((await shop.t.app.inject({ method: 'DELETE', url: `/api/offer/${offer.id}`, headers: bearer(shop.token) })).statusCode).toBe(
      204,
    );
    expect(await stored(shared.id)).toBe(false);
  });

  it('links a colour to one of the photos, and refuses one the product does not have, never clearing it', async () => {
    const [main, berry] = [await upload(), await upload()];
    const colors = (photo: string | null) =>
      JSON.stringify([
        { name: 'Berry', hexCode: '#aa0044', photo },
        { name: 'Plum', hexCode: '#550055' },
      ]);
    const created = await saved(
      'POST',
      '/api/products',
      product({ photos: JSON.stringify([main.id, berry.id]), colors: colors(berry.id) }),
    );
    expect(created.colors).toEqual([
      { name: 'Berry', hexCode: '#AA0044', soldOut: false, left: null, photo: berry.id, translations: { fr: {}, ar: {} } },
      { name: 'Plum', hexCode: '#550055', soldOut: false, left: null, photo: null, translations: { fr: {}, ar: {} } },
    ]);

    const stranger = await upload();
    const before = await photoRows(created.id);
    for (const form of [
      product({ colors: colors(stranger.id) }),
      product({ photos: JSON.stringify([main.id]), colors: colors(berry.id) }),
    ]) {
      const refused = await send('PUT', `/api/products/${created.id}`, form);
      expect([refused.statusCode, refused.json().errors]).toEqual([400, { colors: validation.colorPhotoUnknown }]);
    }
    const refusedNew = await send('POST', '/api/products', product({ colors: colors(berry.id) }));
    expect([refusedNew.statusCode, refusedNew.json().errors]).toEqual([400, { colors: validation.colorPhotoUnknown }]);
    expect(await photoRows(created.id)).toEqual(before);
    expect((await shop.t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).json().colors[0].photo).toBe(berry.id);
  });

  it.each([
    [
      'more photos than allowed',
      () => Array.from({ length: LIMITS.photosMax + 1 }, (_, i) => `${'a'.repeat(31)}${i}`),
      validation.photosTooMany,
    ],
    ['the same photo twice', () => ['b'.repeat(32), 'b'.repeat(32)], validation.photoTwice],
    ['a photo no upload has', () => ['c'.repeat(32)], validation.photoGone],
    ['a list of numbers', () => [1, 2], validation.photosFormat],
  ])('refuses %s (400 on photos), product and offer alike', async (_label, ids, message) => {
    for (const [url, form] of [
      ['/api/products', product()],
      ['/api/offer', { name: 'Duo', description: 'Two', price: '30' }],
    ] as const) {
      const response = await send('POST', url, { ...form, photos: JSON.stringify(ids()) });
      expect([response.statusCode, response.json().errors], url).toEqual([400, { photos: message }]);
    }
  });

  it('takes the image part of older clients as the first photo, or the only one', async () => {
    const only = await saved('POST', '/api/products', product(), await png());
    expect(only.photos).toHaveLength(1);
    expect(only.photos[0].image).toBe(only.image);

    const [a, b] = [await upload(), await upload()];
    const created = await saved('POST', '/api/offer', {
      name: 'Set',
      description: 'Two',
      price: '30',
      photos: JSON.stringify([a.id, b.id]),
    });
    const replaced = await saved('PUT', `/api/offer/${created.id}`, { name: 'Set', description: 'Two', price: '30' }, await png());
    expect(replaced.photos).toHaveLength(2);
    expect(replaced.photos[0].id).not.toBe(a.id);
    expect(replaced.photos[1]).toEqual(b);
    expect(replaced.image).toBe(replaced.photos[0].image);
    expect(await stored(a.id)).toBe(false);
  });

  it('deletes a product with its photos: rows and files go', async () => {
    const [a, b] = [await upload(), await upload()];
    const created = await saved('POST', '/api/products', product({ photos: JSON.stringify([a.id, b.id]) }));
    expect(
      (await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: bearer(shop.token) })).statusCode,
    ).toBe(204);
    expect(await photoRows(created.id)).toEqual([]);
    expect([await stored(a.id), await stored(b.id)]).toEqual([false, false]);
  });

  it('changes the public responses when only the photos change', async () => {
    const [a, b] = [await upload(), await upload()];
    const created = await saved('POST', '/api/products', product({ photos: JSON.stringify([a.id, b.id]) }));
    const url = `/api/products/${created.id}`;
    const first = await shop.t.app.inject({ method: 'GET', url });
    const version = await readCatalogueVersion(shop.t.db);
    // Written behind the service's back, as a restore or hand-made SQL would: the table's triggers bump the version.
    await shop.t.db.updateTable('item_photos').set({ position: 9 }).where('item_id', '=', created.id).where('position', '=', 1).execute();
    expect(await readCatalogueVersion(shop.t.db)).toBeGreaterThan(version);
    await shop.t.db.deleteFrom('item_photos').where('item_id', '=', created.id).where('position', '=', 9).execute();
    const again = await shop.t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(200);
    expect(again.json().photos).toEqual([a]);
  });

  it("returns a cart line with its colour's photo, and the main one for a colour without", async () => {
    const [main, berry] = [await upload(), await upload()];
    const colors = JSON.stringify([
      { name: 'Berry', hexCode: '#AA0044', photo: berry.id },
      { name: 'Plum', hexCode: '#550055', photo: null },
    ]);
    const created = await saved('POST', '/api/products', product({ photos: JSON.stringify([main.id, berry.id]), colors }));
    const quote = await shop.t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        lines: [
          { kind: 'product', id: created.id, colorHex: '#AA0044', quantity: 1 },
          { kind: 'product', id: created.id, colorHex: '#550055', quantity: 1 },
        ],
      },
    });
    expect(quote.statusCode).toBe(200);
    const [berryLine, plumLine] = quote.json().lines;
    expect(berryLine).toMatchObject({
      status: 'available',
      colorName: 'Berry',
      image: berry.image,
      imageSrcset: berry.imageSrcset,
      imageWidth: 80,
    });
    expect(plumLine).toMatchObject({ status: 'available', colorName: 'Plum', image: main.image });
  });
});
