import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';

// A colour's hex code names it in cart lines, quotes, orders, sales and stock counts, so two colours
// of one product never share one.
describe.each(engines)('colour codes on %s', (engine) => {
  const shop = useSignedInShop(engine);

  const save = (method: 'POST' | 'PUT', url: string, colors: unknown[], extra: Record<string, string> = {}) => {
    const fields = {
      name: 'Velvet',
      description: 'Matte',
      price: '20',
      categoryId: shop.categoryId,
      colors: JSON.stringify(colors),
      ...extra,
    };
    const body = multipart(fields);
    return shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
  };
  const products = async () =>
    Number(
      (
        await shop.t.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['without stock tracking', {}],
    ['with stock tracking', { trackStock: 'true' }],
  ])('refuses two colours with one code %s: 400 on the colours, nothing stored', async (_, extra) => {
    const before = await products();
    for (const colors of [
      [
        { name: 'Shade 1', hexCode: '#000000' },
        { name: 'Shade 2', hexCode: '#000000' },
      ],
      [
        { name: 'Shade 1', hexCode: '#aabbcc' },
        { name: 'Shade 2', hexCode: '#AABBCC' },
      ],
    ]) {
      const response = await save('POST', '/api/products', colors, extra);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.colors).toBe(validation.colorHexExists);
    }
    expect(await products()).toBe(before);
  });

  it('refuses an edit that gives a second colour the code of the first, and keeps the stored colours', async () => {
    const colors = [
      { name: 'Shade 1', hexCode: '#000000' },
      { name: 'Shade 2', hexCode: '#000001' },
    ];
    const created = await save('POST', '/api/products', colors, { trackStock: 'true' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const edited = await save('PUT', `/api/products/${id}`, [...colors, { name: 'Shade 3', hexCode: '#000001' }], { trackStock: 'true' });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().errors.colors).toBe(validation.colorHexExists);
    const stored = (await shop.t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(stored.colors.map((color: { name: string }) => color.name)).toEqual(['Shade 1', 'Shade 2']);
  });

  it('records the colour the customer chose, whatever the case of its code', async () => {
    const created = await save('POST', '/api/products', [
      { name: 'Shade 1', hexCode: '#000000' },
      { name: 'Shade 2', hexCode: '#0000AA' },
    ]);
    const { id } = created.json();
    const placed = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: [{ kind: 'product', id, colorHex: '#0000aa', quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = await shop.t.db.selectFrom('order_lines').select(['color_hex', 'color_name']).where('item_id', '=', id).execute();
    expect(lines).toEqual([{ color_hex: '#0000AA', color_name: 'Shade 2' }]);
  });
});
