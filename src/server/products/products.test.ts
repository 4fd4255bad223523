import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { hasGpsTag, jpegWithGps, pngImage } from '../test-support/images.js';
import { multipart, type FilePart } from '../test-support/multipart.js';

describe.each(engines)('products on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });
  let categoryId: string;
  let otherCategoryId: string;

  beforeAll(async () => {
    const make = async (name: string) =>
      (await shop.t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(shop.token), payload: { name } })).json()
        .id as string;
    categoryId = await make('Lips');
    otherCategoryId = await make('Eyes');
  });

  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'Velvet Lipstick',
    description: 'A matte finish that lasts',
    price: '24.5',
    categoryId,
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT', url: string, form: Record<string, string>, file?: FilePart, auth = shop.token) => {
    const body = multipart(form, file);
    return shop.t.app.inject({ method, url, headers: { ...bearer(auth), ...body.headers }, payload: body.payload });
  };
  const uploadedFiles = () => readdirSync(shop.t.config.uploadsDir).filter((name) => !name.startsWith('.'));
  const count = async (table: 'products' | 'images') =>
    Number(
      (
        await shop.t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates with 201: dollars, colours, category, image URLs and srcset', async () => {
    const colors = JSON.stringify([
      { name: ' Ruby ', hexCode: '#aa0011' },
      { name: 'Nude', hexCode: '#E0B0A0' },
    ]);
    const response = await send('POST', '/api/products', fields({ offerPrice: '19.99', colors }), {
      data: await pngImage(1, 800, 600),
      filename: 'lipstick.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: 'Velvet Lipstick',
      price: 24.5,
      offerPrice: 19.99,
      soldOut: false,
      categoryId,
      category: { id: categoryId, name: 'Lips' },
      colors: [
        { name: 'Ruby', hexCode: '#AA0011' },
        { name: 'Nude', hexCode: '#E0B0A0' },
      ],
      imageWidth: 800,
      imageHeight: 600,
    });
    expect(product.image).toMatch(/^\/uploads\/[0-9a-f]+-800\.webp$/);
    expect(product.imageSrcset).toContain('320w');

    const image = await shop.t.app.inject({ method: 'GET', url: product.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');

    const fetched = await shop.t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(fetched.json()).toEqual(product);
  });

  it('stores French and Arabic text, returns only what was given, and clears what a PUT leaves out', async () => {
    const translated = {
      nameFr: '  Rouge Velours Mat ',
      descriptionFr: 'Une teinte mate qui tient toute la journée',
      nameAr: 'أحمر شفاه مخملي',
      descriptionAr: '',
    };
    const created = await send('POST', '/api/products', fields(translated));
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.translations).toEqual({
      fr: { name: 'Rouge Velours Mat', description: 'Une teinte mate qui tient toute la journée' },
      ar: { name: 'أحمر شفاه مخملي' },
    });
    expect((await shop.t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json()).toEqual(product);

    const updated = await send('PUT', `/api/products/${product.id}`, fields({ nameAr: 'أحمر شفاه', descriptionAr: '   ' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().translations).toEqual({ fr: {}, ar: { name: 'أحمر شفاه' } });
    const row = await shop.t.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name_fr: null, description_fr: null, name_ar: 'أحمر شفاه', description_ar: null });
  });

  it('refuses a translation longer than its English field may be (400, with the message)', async () => {
    const before = await count('products');
    const tooLong = await send('POST', '/api/products', fields({ nameAr: 'ا'.repeat(201), descriptionFr: 'é'.repeat(5001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ nameAr: validation.tooLong(200), descriptionFr: validation.tooLong(5000) });
    expect(await count('products')).toBe(before);
  });

  it('returns the category with its translated names', async () => {
    const category = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(shop.token),
      payload: { name: 'Nails', nameFr: 'Ongles', nameAr: 'الأظافر' },
    });
    const created = await send('POST', '/api/products', fields({ categoryId: category.json().id }));
    expect(created.json().category).toEqual({
      id: category.json().id,
      name: 'Nails',
      translations: { fr: { name: 'Ongles' }, ar: { name: 'الأظافر' } },
    });
    await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${created.json().id}`, headers: bearer(shop.token) });
  });

  it('strips EXIF (GPS included) from an uploaded photo', async () => {
    const photo = await jpegWithGps();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await send('POST', '/api/products', fields({ name: 'Photo product' }), { data: photo });
    expect(response.statusCode).toBe(201);
    const { image } = response.json();
    const stored = path.join(shop.t.config.uploadsDir, path.basename(image));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });

  it('refuses a text file named .jpg (415) and an 11 MB file (413), leaving nothing behind', async () => {
    const before = { files: uploadedFiles().length, products: await count('products'), images: await count('images') };
    const text = await send('POST', '/api/products', fields({ name: 'Fake' }), {
      data: Buffer.from('this is not an image at all'),
      filename: 'photo.jpg',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: validation.selectImageFile });

    const big = await send('POST', '/api/products', fields({ name: 'Huge' }), { data: Buffer.alloc(11 * 1024 * 1024, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: validation.imageTooLarge });

    expect({ files: uploadedFiles().length, products: await count('products'), images: await count('images') }).toEqual(before);
  });

  it('leaves no file and no row when the write fails after the image was stored', async () => {
    const before = { files: uploadedFiles().length, products: await count('products'), images: await count('images') };
    // The category disappears between the check and the insert: the foreign key fails the transaction.
    const doomed = (
      await shop.t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(shop.token), payload: { name: 'Doomed' } })
    ).json().id as string;
    const images = shop.t.app.images;
    const originalSave = images.saveWith.bind(images);
    images.saveWith = async (image, write) => {
      await shop.t.db.deleteFrom('categories').where('id', '=', doomed).execute();
      return originalSave(image, write);
    };
    try {
      const response = await send('POST', '/api/products', fields({ name: 'Orphan', categoryId: doomed }), {
        data: await pngImage(42),
        contentType: 'image/png',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ categoryId: validation.selectCategory });
    } finally {
      images.saveWith = originalSave;
    }
    expect({ files: uploadedFiles().length, products: await count('products'), images: await count('images') }).toEqual(before);
  });

  it.each([
    [{ name: ' ' }, 'name', validation.productNameRequired],
    [{ description: '' }, 'description', validation.productDescriptionRequired],
    [{ price: '0' }, 'price', validation.validPrice],
    [{ price: 'abc' }, 'price', validation.validPrice],
    [{ offerPrice: '30' }, 'offerPrice', validation.offerPriceBelowPrice],
    [{ offerPrice: '-1' }, 'offerPrice', validation.validPrice],
    [{ categoryId: '' }, 'categoryId', validation.selectCategory],
    [{ categoryId: 'no-such-category' }, 'categoryId', validation.selectCategory],
    [{ colors: '[{"name":"Red","hexCode":"#FF0000"},{"name":"red","hexCode":"#EE0000"}]' }, 'colors', validation.colorNameExists],
    // Latin "Rose" and "Rose" with a Greek omicron.
    [{ colors: '[{"name":"Rose","hexCode":"#FF0000"},{"name":"R\u03bfse","hexCode":"#EE0000"}]' }, 'colors', validation.colorNameLookAlike],
    [{ colors: '[{"name":"Red","hexCode":"red"}]' }, 'colors', validation.colorHexFormat],
    [{ colors: '[{"name":" ","hexCode":"#FF0000"}]' }, 'colors', validation.colorNameRequired],
    [{ colors: 'not json' }, 'colors', 'Colors must be a JSON list of {name, hexCode}'],
    [{ soldOut: 'maybe' }, 'soldOut', 'Must be true or false'],
    [{ extra: 'x' }, 'extra', 'Unknown field'],
  ])('refuses %j with 400 on %s', async (override, field, message) => {
    const before = await count('products');
    const response = await send('POST', '/api/products', fields(override), {
      data: Buffer.from('never decoded, the fields fail first'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await count('products')).toBe(before);
  });

  it('needs a token for every write and 404s unknown ids', async () => {
    expect((await send('POST', '/api/products', fields(), undefined, 'bad')).statusCode).toBe(401);
    expect((await send('PUT', '/api/products/x', fields(), undefined, 'bad')).statusCode).toBe(401);
    expect((await shop.t.app.inject({ method: 'DELETE', url: '/api/products/x' })).statusCode).toBe(401);
    const missing = await shop.t.app.inject({ method: 'GET', url: '/api/products/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
    expect((await send('PUT', '/api/products/nope', fields())).statusCode).toBe(404);
    expect((await shop.t.app.inject({ method: 'DELETE', url: '/api/products/nope', headers: bearer(shop.token) })).statusCode).toBe(404);
  });

  it('refuses a JSON body on the multipart routes (415)', async () => {
    const response = await shop.t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(shop.token), payload: fields() });
    expect(response.statusCode).toBe(415);
  });

  it('updates with 200, keeping the image unless a new one comes, and releases the old one', async () => {
    const created = (
      await send('POST', '/api/products', fields({ name: 'To edit' }), { data: await pngImage(7), contentType: 'image/png' })
    ).json();
    const oldFiles = uploadedFiles().filter((name) => created.image.includes(name.split('-')[0]));
    expect(oldFiles.length).toBeGreaterThan(0);

    const kept = await send('PUT', `/api/products/${created.id}`, fields({ name: 'Edited', soldOut: 'true', categoryId: otherCategoryId }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Edited', soldOut: true, image: created.image, category: { name: 'Eyes' }, colors: [] });

    const replaced = await send('PUT', `/api/products/${created.id}`, fields({ name: 'Edited' }), {
      data: await pngImage(8),
      contentType: 'image/png',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().image).not.toBe(created.image);
    for (const name of oldFiles) expect(uploadedFiles()).not.toContain(name);

    const deleted = await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: bearer(shop.token) });
    expect(deleted.statusCode).toBe(204);
    expect(uploadedFiles().some((name) => replaced.json().image.includes(name))).toBe(false);
    expect((await shop.t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode).toBe(404);
  });

  it('keeps an image two products share until the last one goes', async () => {
    const data = await pngImage(99);
    const a = (await send('POST', '/api/products', fields({ name: 'Twin A' }), { data, contentType: 'image/png' })).json();
    const b = (await send('POST', '/api/products', fields({ name: 'Twin B' }), { data, contentType: 'image/png' })).json();
    expect(a.image).toBe(b.image);
    await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${a.id}`, headers: bearer(shop.token) });
    expect((await shop.t.app.inject({ method: 'GET', url: b.image })).statusCode).toBe(200);
    await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${b.id}`, headers: bearer(shop.token) });
    expect((await shop.t.app.inject({ method: 'GET', url: b.image })).statusCode).toBe(404);
  });

  describe('listing', () => {
    const listing = useTestApp(engine, {}, { signIn: true });
    let lips: string;
    let eyes: string;

    beforeAll(async () => {
      const auth = bearer(listing.token);
      const make = async (name: string) =>
        (await listing.t.app.inject({ method: 'POST', url: '/api/categories', headers: auth, payload: { name } })).json().id as string;
      lips = await make('Lips');
      eyes = await make('Eyes');
      const items: Array<[string, string, string, Record<string, string>?]> = [
        ['Rouge à lèvres', 'Crème douce', lips],
        ['أحمر شفاه', 'لون جميل', lips],
        ['Eyeliner 100%', 'Sharp_line', eyes],
        ['Mascara', 'Volume', eyes],
        ['Brow gel', 'Clear', eyes, { nameFr: 'Gel Sourcils Éclat', nameAr: 'جل الحواجب الشفاف', descriptionFr: 'Fixe sans carton' }],
      ];
      for (const [name, description, category, translations] of items) {
        const body = multipart({ name, description, price: '10', categoryId: category, ...translations });
        const response = await listing.t.app.inject({
          method: 'POST',
          url: '/api/products',
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
        expect(response.statusCode).toBe(201);
      }
    });

    const names = async (query: string) => {
      const response = await listing.t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(200);
      return (response.json().data as Array<{ name: string }>).map((p) => p.name);
    };

    it('lists newest first with the default page size and pagination', async () => {
      const response = await listing.t.app.inject({ method: 'GET', url: '/api/products' });
      expect(response.json().pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalItems: 5,
        hasPrevious: false,
        hasNext: false,
        previousPage: null,
        nextPage: null,
      });
      expect(await names('')).toEqual(['Brow gel', 'Mascara', 'Eyeliner 100%', 'أحمر شفاه', 'Rouge à lèvres']);
      expect(await names('limit=2&page=2')).toEqual(['Eyeliner 100%', 'أحمر شفاه']);
      const past = await listing.t.app.inject({ method: 'GET', url: '/api/products?limit=2&page=10' });
      expect(past.json()).toMatchObject({ data: [], pagination: { totalItems: 5, totalPages: 3, hasNext: false } });
    });

    it('searches words of names and descriptions, case, accents and Arabic letters folded', async () => {
      expect(await names('search=ROUGE')).toEqual(['Rouge à lèvres']);
      expect(await names('search=%20crème%20')).toEqual(['Rouge à lèvres']);
      expect(await names(`search=${encodeURIComponent('شفاه')}`)).toEqual(['أحمر شفاه']);
      expect(await names('search=100%25')).toEqual(['Eyeliner 100%']);
      // Sharp_line is two words; a search of punctuation alone has no word and lists everything.
      expect(await names('search=line%20sharp')).toEqual(['Eyeliner 100%']);
      expect(await names('search=%25')).toHaveLength(5);
      expect(await names('search=_')).toHaveLength(5);
      expect(await names('search=nothing-matches')).toEqual([]);
    });

    it('finds a product by its French or Arabic name and description, folded like the English', async () => {
      expect(await names(`search=${encodeURIComponent('sourcils ÉCLAT')}`)).toEqual(['Brow gel']);
      expect(await names(`search=${encodeURIComponent('الحواجب')}`)).toEqual(['Brow gel']);
      expect(await names('search=carton')).toEqual(['Brow gel']);
      expect(await names(`categoryId=${eyes}&search=${encodeURIComponent('جل')}`)).toEqual(['Brow gel']);
    });

    it('filters by category, "all" meaning none', async () => {
      expect(await names(`categoryId=${lips}`)).toEqual(['أحمر شفاه', 'Rouge à lèvres']);
      expect(await names(`categoryId=${eyes}&search=mascara`)).toEqual(['Mascara']);
      expect((await names('categoryId=all')).length).toBe(5);
    });

    it('refuses bad queries', async () => {
      for (const query of ['page=0', 'limit=0', 'limit=1000', 'foo=bar', `search=${'a'.repeat(300)}`]) {
        expect((await listing.t.app.inject({ method: 'GET', url: `/api/products?${query}` })).statusCode, query).toBe(400);
      }
    });
  });
});
