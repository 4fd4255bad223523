import { describe, expect, it } from 'vitest';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';

// A colour's French and Arabic names live in the product's colours JSON, beside its English name.
describe.each(engines)('colour translations on %s', (engine) => {
  const shop = useSignedInShop(engine);

  const save = (method: 'POST' | 'PUT', url: string, colors: unknown[]) => {
    const fields = { name: 'Velvet', description: 'Matte', price: '20', categoryId: shop.categoryId, colors: JSON.stringify(colors) };
    const body = multipart(fields);
    return shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
  };

  it('stores and returns them; a colour without any returns both languages empty', async () => {
    const created = await save('POST', '/api/products', [
      { name: 'Soft Pink', hexCode: '#FFC0CB', translations: { fr: { name: ' Rose tendre ' }, ar: { name: 'وردي ناعم' } } },
      { name: 'Cocoa', hexCode: '#6B4226', translations: { fr: { name: '' }, ar: { name: 'كاكاو' } } },
      { name: 'Nude', hexCode: '#E3BC9A' },
    ]);
    expect(created.statusCode).toBe(201);
    const fetched = (await shop.t.app.inject({ method: 'GET', url: `/api/products/${created.json().id}` })).json();
    expect(fetched.colors.map((color: { translations: unknown }) => color.translations)).toEqual([
      { fr: { name: 'Rose tendre' }, ar: { name: 'وردي ناعم' } },
      { fr: {}, ar: { name: 'كاكاو' } },
      { fr: {}, ar: {} },
    ]);
  });

  it('takes the colours back as GET returns them, and a PUT without translations removes them', async () => {
    const created = (
      await save('POST', '/api/products', [
        { name: 'Soft Pink', hexCode: '#FFC0CB', translations: { fr: { name: 'Rose tendre' }, ar: {} } },
      ])
    ).json();
    const url = `/api/products/${created.id}`;
    const read = (await shop.t.app.inject({ method: 'GET', url })).json();
    const again = await save('PUT', url, read.colors);
    expect(again.statusCode).toBe(200);
    expect(again.json().colors).toEqual(read.colors);

    const cleared = await save('PUT', url, [{ name: 'Soft Pink', hexCode: '#FFC0CB' }]);
    expect(cleared.json().colors[0].translations).toEqual({ fr: {}, ar: {} });
  });

  it('returns colours stored before translations existed with none', async () => {
    const created = (await save('POST', '/api/products', [{ name: 'Red', hexCode: '#FF0000' }])).json();
    await shop.t.db.updateTable('products').set({ colors: '[{"name":"Red","hexCode":"#FF0000"}]' }).where('id', '=', created.id).execute();
    const fetched = (await shop.t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).json();
    expect(fetched.colors).toEqual([
      { name: 'Red', hexCode: '#FF0000', soldOut: false, left: null, photo: null, translations: { fr: {}, ar: {} } },
    ]);
  });
});
