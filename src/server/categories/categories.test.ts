import { describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';

describe.each(engines)('categories on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });

  const create = (name: unknown, auth = shop.token) =>
    shop.t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(auth), payload: { name } });

  it('creates with 201 and the trimmed name', async () => {
    const response = await create('  Lipsticks ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), name: 'Lipsticks', translations: { fr: {}, ar: {} } });
  });

  it('refuses an empty name and a duplicate in another case (409)', async () => {
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: validation.categoryNameRequired,
      errors: { name: validation.categoryNameRequired },
    });
    await create('Mascara');
    const duplicate = await create(' MASCARA ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ name: validation.categoryNameExists });
  });

  it('stores French and Arabic names, returns them everywhere, and a PUT without one removes it', async () => {
    const created = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(shop.token),
      payload: { name: 'Perfume', nameFr: ' Parfums ', nameAr: 'العطور' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const translated = { id, name: 'Perfume', translations: { fr: { name: 'Parfums' }, ar: { name: 'العطور' } } };
    expect(created.json()).toEqual(translated);
    const all = await shop.t.app.inject({ method: 'GET', url: '/api/categories/categories' });
    expect(all.json()).toContainEqual(translated);

    const renamed = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: bearer(shop.token),
      payload: { name: 'Perfume', nameFr: '', nameAr: 'عطور' },
    });
    expect(renamed.json()).toEqual({ id, name: 'Perfume', translations: { fr: {}, ar: { name: 'عطور' } } });
    const page = await shop.t.app.inject({ method: 'GET', url: '/api/categories?limit=100' });
    expect(page.json().data).toContainEqual(renamed.json());

    const tooLong = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: bearer(shop.token),
      payload: { name: 'Perfume', nameAr: 'ع'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ nameAr: validation.tooLong(100) });
  });

  it('refuses unknown fields, bad JSON and other content types', async () => {
    const extra = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(shop.token),
      payload: { name: 'Blush', colour: 'red' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ colour: 'Unknown field' });

    const badJson = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...bearer(shop.token), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'The request body is not valid JSON' });

    const form = multipart({ name: 'Blush' });
    const wrongType = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...bearer(shop.token), ...form.headers },
      payload: form.payload,
    });
    expect(wrongType.statusCode).toBe(415);

    const xml = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...bearer(shop.token), 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(xml.statusCode).toBe(415);

    const huge = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(shop.token),
      payload: { name: 'x'.repeat(200_000) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('responds 401 without a valid token on every write', async () => {
    expect((await create('Nope', 'not-a-token')).statusCode).toBe(401);
    const anonymous = await shop.t.app.inject({ method: 'POST', url: '/api/categories', payload: { name: 'Nope' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to continue' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await shop.t.app.inject({ method, url: '/api/categories/some-id', payload: { name: 'x' } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('lists newest first with pagination, and all of them by name for dropdowns', async () => {
    const names = ['Cat A', 'Cat B', 'Cat C'];
    for (const name of names) await create(name);
    const page = await shop.t.app.inject({ method: 'GET', url: '/api/categories?limit=2&page=1' });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Cat C', 'Cat B']);
    expect(body.pagination).toMatchObject({ currentPage: 1, hasNext: true, hasPrevious: false, nextPage: 2 });

    const past = await shop.t.app.inject({ method: 'GET', url: '/api/categories?limit=2&page=99' });
    expect(past.json().data).toEqual([]);
    expect(past.json().pagination).toMatchObject({ currentPage: 99, hasNext: false, totalItems: body.pagination.totalItems });

    const all = await shop.t.app.inject({ method: 'GET', url: '/api/categories/categories' });
    const allNames = all.json().map((c: { name: string }) => c.name);
    expect(allNames).toEqual([...allNames].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(allNames).toEqual(expect.arrayContaining(names));
  });

  it('refuses bad list queries', async () => {
    for (const query of ['page=0', 'limit=101', 'page=abc', 'other=1']) {
      const response = await shop.t.app.inject({ method: 'GET', url: `/api/categories?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('renames, keeps its own name in another case, and 404s unknown ids', async () => {
    const { id } = (await create('Nail Polish')).json();
    const renamed = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: bearer(shop.token),
      payload: { name: 'nail polish' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'nail polish', translations: { fr: {}, ar: {} } });

    const clash = await shop.t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: bearer(shop.token),
      payload: { name: 'lipsticks' },
    });
    expect(clash.statusCode).toBe(409);

    const missing = await shop.t.app.inject({
      method: 'PUT',
      url: '/api/categories/unknown',
      headers: bearer(shop.token),
      payload: { name: 'Whatever' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Category not found' });
  });

  it('deletes with 204, keeping its products without a category', async () => {
    const { id } = (await create('Temporary')).json();
    const form = multipart({ name: 'Kept', description: 'Stays', price: '5', categoryId: id });
    const product = await shop.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(shop.token), ...form.headers },
      payload: form.payload,
    });
    expect(product.statusCode).toBe(201);

    const deleted = await shop.t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: bearer(shop.token) });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    const kept = await shop.t.app.inject({ method: 'GET', url: `/api/products/${product.json().id}` });
    expect(kept.json()).toMatchObject({ name: 'Kept', categoryId: null, category: null });

    const again = await shop.t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: bearer(shop.token) });
    expect(again.statusCode).toBe(404);
  });
});
