import { describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { multipart, type FilePart } from '../test-support/multipart.js';

describe.each(engines)('offers on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });

  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'Summer set',
    description: 'Three lipsticks',
    price: '40',
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT', url: string, form: Record<string, string>, file?: FilePart, auth = shop.token) => {
    const body = multipart(form, file);
    return shop.t.app.inject({ method, url, headers: { ...bearer(auth), ...body.headers }, payload: body.payload });
  };

  it('creates with 201, with or without an image and an offer price', async () => {
    const withImage = await send('POST', '/api/offer', fields({ offerPrice: '29.9' }), {
      data: await pngImage(3),
      contentType: 'image/png',
    });
    expect(withImage.statusCode).toBe(201);
    expect(withImage.json()).toMatchObject({ name: 'Summer set', price: 40, offerPrice: 29.9, imageWidth: 64, imageHeight: 48 });
    expect(withImage.json().image).toMatch(/^\/uploads\/.+\.webp$/);

    const plain = await send('POST', '/api/offer', fields({ name: 'Plain', offerPrice: '' }));
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ offerPrice: null, image: null, imageSrcset: null, imageWidth: null });
  });

  it.each([
    [{ name: '' }, 'name', validation.offerNameRequired],
    [{ description: ' ' }, 'description', validation.offerDescriptionRequired],
    [{ price: '0' }, 'price', validation.validPrice],
    [{ price: '-5' }, 'price', validation.validPrice],
    [{ offerPrice: '40' }, 'offerPrice', validation.offerPriceBelowPrice],
    [{ categoryId: 'x' }, 'categoryId', 'Unknown field'],
  ])('refuses %j with 400 on %s', async (override, field, message) => {
    const response = await send('POST', '/api/offer', fields(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses non-images with 415', async () => {
    const response = await send('POST', '/api/offer', fields(), { data: Buffer.from('GIF89a not really'), filename: 'x.png' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(validation.selectImageFile);
  });

  it('lists newest first, 9 by default, with search', async () => {
    for (let i = 0; i < 10; i += 1) await send('POST', '/api/offer', fields({ name: `Bundle ${i}` }));
    const list = await shop.t.app.inject({ method: 'GET', url: '/api/offer' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(9);
    expect(list.json().data[0].name).toBe('Bundle 9');
    expect(list.json().pagination).toMatchObject({ totalItems: 12, totalPages: 2, hasNext: true });
    const search = await shop.t.app.inject({ method: 'GET', url: '/api/offer?search=bundle%207' });
    expect(search.json().data.map((o: { name: string }) => o.name)).toEqual(['Bundle 7']);
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/offer?categoryId=x' })).statusCode).toBe(400);
  });

  it('stores French and Arabic text, finds the offer by it, and clears what a PUT leaves out', async () => {
    const created = await send(
      'POST',
      '/api/offer',
      fields({ name: 'Gift box', nameFr: 'Coffret Élégance', nameAr: 'علبة هدايا العيد', descriptionAr: 'ثلاث قطع' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().translations).toEqual({
      fr: { name: 'Coffret Élégance' },
      ar: { name: 'علبة هدايا العيد', description: 'ثلاث قطع' },
    });
    const found = async (term: string) =>
      (await shop.t.app.inject({ method: 'GET', url: `/api/offer?search=${encodeURIComponent(term)}` }))
        .json()
        .data.map((o: { name: string }) => o.name);
    expect(await found('élégance')).toEqual(['Gift box']);
    expect(await found('هدايا')).toEqual(['Gift box']);

    const updated = await send('PUT', `/api/offer/${created.json().id}`, fields({ name: 'Gift box', nameFr: 'Coffret' }));
    expect(updated.json().translations).toEqual({ fr: { name: 'Coffret' }, ar: {} });
    expect(await found('هدايا')).toEqual([]);

    const tooLong = await send('POST', '/api/offer', fields({ descriptionAr: 'ب'.repeat(5001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ descriptionAr: validation.tooLong(5000) });
    await shop.t.app.inject({ method: 'DELETE', url: `/api/offer/${created.json().id}`, headers: bearer(shop.token) });
  });

  it('gets, updates, deletes; 401 without a token; 404 for unknown ids', async () => {
    const created = (await send('POST', '/api/offer', fields({ name: 'Editable' }))).json();
    expect((await shop.t.app.inject({ method: 'GET', url: `/api/offer/${created.id}` })).json()).toEqual(created);

    const updated = await send('PUT', `/api/offer/${created.id}`, fields({ name: 'Edited', offerPrice: '10' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Edited', offerPrice: 10 });

    expect((await send('PUT', `/api/offer/${created.id}`, fields(), undefined, 'bad')).statusCode).toBe(401);
    expect((await send('POST', '/api/offer', fields(), undefined, 'bad')).statusCode).toBe(401);
    expect((await shop.t.app.inject({ method: 'DELETE', url: `/api/offer/${created.id}` })).statusCode).toBe(401);

    const deleted = await shop.t.app.inject({ method: 'DELETE', url: `/api/offer/${created.id}`, headers: bearer(shop.token) });
    expect(deleted.statusCode).toBe(204);
    const missing = await shop.t.app.inject({ method: 'GET', url: `/api/offer/${created.id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Offer not found' });
    expect((await send('PUT', '/api/offer/nope', fields())).statusCode).toBe(404);
    expect((await shop.t.app.inject({ method: 'DELETE', url: '/api/offer/nope', headers: bearer(shop.token) })).statusCode).toBe(404);
  });
});
