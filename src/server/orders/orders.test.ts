import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { LIMITS } from '#contract/constants.js';
import { ORDER_LIMITS, ORDER_REFERENCE } from '#contract/order.js';
import { HOSTILE_NAME } from '#test/fixtures/customer-text.js';
import { bearer, useSignedInShop, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { multipart } from '../test-support/multipart.js';

const REFERENCE = new RegExp(`^BB-[${ORDER_REFERENCE.alphabet}]{${ORDER_REFERENCE.length}}$`);

describe.each(engines)('orders on %s', (engine) => {
  const shop = useSignedInShop(engine);

  const productFields = (overrides: Record<string, string> = {}) => ({
    name: 'Velvet Lipstick',
    description: 'Matte',
    price: '24.5',
    categoryId: shop.categoryId,
    colors: JSON.stringify([
      { name: 'Rose', hexCode: '#FF00AA' },
      { name: 'Plum', hexCode: '#660033' },
    ]),
    ...overrides,
  });
  const saveItem = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image = false) => {
    const body = multipart(fields, image ? { data: await pngImage(3, 40, 30), filename: 'p.png', contentType: 'image/png' } : undefined);
    const response = await shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const newProduct = (overrides: Record<string, string> = {}, image = false) =>
    saveItem('POST', '/api/products', productFields(overrides), image);
  const newOffer = (overrides: Record<string, string> = {}) =>
    saveItem('POST', '/api/offer', { name: 'Duo', description: 'Two for one', price: '20', offerPrice: '15', ...overrides });

  const quote = (lines: unknown[]) => shop.t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines } });
  const place = (payload: Record<string, unknown>) => shop.t.app.inject({ method: 'POST', url: '/api/orders', payload });
  const order = (lines: unknown[], extra: Record<string, unknown> = {}) => place({ idempotencyKey: randomUUID(), lines, ...extra });
  const admin = (method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    shop.t.app.inject({ method, url, headers: bearer(shop.token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const count = async (table: 'orders' | 'order_lines' | 'order_status_changes') =>
    Number(
      (
        await shop.t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const line = (id: string, colorHex: string | null = '#FF00AA', quantity = 1, kind = 'product') => ({ kind, id, colorHex, quantity });

  describe('the quote', () => {
    it('returns every line in order with its status, current prices and picture; never a 404', async () => {
      const available = await newProduct({ offerPrice: '19.99' }, true);
      const soldOut = await newProduct({ name: 'Gloss', soldOut: 'true' });
      const deleted = await newProduct({ name: 'Gone' });
      await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${deleted.id}`, headers: bearer(shop.token) });
      const offer = await newOffer();
      const plain = await newProduct({ name: 'Plain', colors: '' });

      const response = await quote([
        line(available.id, '#ff00aa', 2),
        line(soldOut.id),
        line(deleted.id),
        line('no-such-id'),
        line(available.id, '#123456'),
        line(available.id, null),
        line(offer.id, null, 3, 'offer'),
        line(offer.id, '#FF00AA', 1, 'offer'),
        line(plain.id, null),
        line(plain.id, '#FF00AA'),
      ]);
      expect(response.statusCode).toBe(200);
      const lines = response.json().lines;
      expect(lines.map((l: { status: string }) => l.status)).toEqual([
        'available',
        'soldOut',
        'unavailable',
        'unavailable',
        'colorUnavailable',
        'colorUnavailable',
        'available',
        'colorUnavailable',
        'available',
        'colorUnavailable',
      ]);
      expect(lines[0]).toEqual({
        kind: 'product',
        id: available.id,
        colorHex: '#FF00AA',
        quantity: 2,
        status: 'available',
        name: 'Velvet Lipstick',
        translations: { fr: {}, ar: {} },
        price: 24.5,
        offerPrice: 19.99,
        image: available.image,
        imageSrcset: available.imageSrcset,
        imageWidth: available.imageWidth,
        imageHeight: available.imageHeight,
        colorName: 'Rose',
        unitPrice: 19.99,
        lineTotal: 39.98,
        left: null,
      });
      expect(lines[2]).toMatchObject({
        name: null,
        translations: null,
        price: null,
        offerPrice: null,
        image: null,
        colorName: null,
        unitPrice: null,
      });
      expect(lines[6]).toMatchObject({ name: 'Duo', price: 20, offerPrice: 15, unitPrice: 15, lineTotal: 45, colorName: null });
    });

    it("gives each line the item's current French and Arabic names, not its descriptions", async () => {
      const product = await newProduct({ nameFr: 'Rouge Velours', descriptionFr: 'Mat.', nameAr: 'أحمر شفاه مخملي' });
      const offer = await newOffer({ nameAr: 'ثنائي' });
      const lines = (await quote([line(product.id), line(offer.id, null, 1, 'offer')])).json().lines;
      expect(lines[0].translations).toEqual({ fr: { name: 'Rouge Velours' }, ar: { name: 'أحمر شفاه مخملي' } });
      expect(lines[1].translations).toEqual({ fr: {}, ar: { name: 'ثنائي' } });
      await saveItem('PUT', `/api/products/${product.id}`, productFields({ nameFr: 'Rouge Velours II' }));
      expect((await quote([line(product.id)])).json().lines[0].translations).toEqual({ fr: { name: 'Rouge Velours II' }, ar: {} });
    });

    it('tells how many are left when few are (at or under the low-stock threshold) or fewer than asked, never more', async () => {
      const counts = JSON.stringify([
        { colorHex: '#FF00AA', count: 2, seen: null },
        { colorHex: '#660033', count: 40, seen: null },
      ]);
      const product = await newProduct({ name: 'Counted', trackStock: 'true', stock: counts });
      const response = await quote([line(product.id, '#FF00AA', 2), line(product.id, '#660033', 3)]);
      expect(response.json().lines.map((l: { status: string; left: number | null }) => [l.status, l.left])).toEqual([
        ['available', 2],
        ['available', null],
      ]);
      const more = await quote([line(product.id, '#FF00AA', 3), line(product.id, '#660033', 41)]);
      expect(more.json().lines.map((l: { status: string; left: number | null }) => [l.status, l.left])).toEqual([
        ['notEnough', 2],
        ['notEnough', 40],
      ]);
    });

    it('follows a price change at once (never cached)', async () => {
      const product = await newProduct({ name: 'Changing' });
      expect((await quote([line(product.id)])).json().lines[0].unitPrice).toBe(24.5);
      await saveItem('PUT', `/api/products/${product.id}`, productFields({ name: 'Changing', price: '30' }));
      expect((await quote([line(product.id)])).json().lines[0]).toMatchObject({ price: 30, unitPrice: 30 });
    });

    it.each([
      ['quantity 0', [line('x', null, 0)], validation.orderQuantity],
      [`quantity ${ORDER_LIMITS.quantityMax + 1}`, [line('x', null, ORDER_LIMITS.quantityMax + 1)], validation.orderQuantity],
      ['quantity 1.5', [line('x', null, 1.5)], validation.orderQuantity],
      [
        `${ORDER_LIMITS.linesMax + 1} lines`,
        Array.from({ length: ORDER_LIMITS.linesMax + 1 }, (_, i) => line(`p${i}`, null)),
        validation.orderTooManyLines,
      ],
      ['a duplicate line', [line('x'), line('x', '#ff00aa', 2)], validation.orderDuplicateLine],
      ['a price', [{ ...line('x'), price: 1 }], 'Unknown field'],
      ['an unknown kind', [line('x', null, 1, 'gift')], validation.orderLineInvalid],
    ])('refuses %s (400)', async (_label, lines, message) => {
      const response = await quote(lines);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe('placing an order', () => {
    it('copies the database prices into the order and responds 201 with a reference', async () => {
      const product = await newProduct({ name: 'Kohl', price: '12', offerPrice: '10.5' });
      const offer = await newOffer({ name: 'Set', price: '40', offerPrice: '' });
      const response = await order([line(product.id, '#660033', 3), line(offer.id, null, 1, 'offer')], {
        delivery: { name: '  Rima  ', phone: '+961 70 123 456', address: 'Hamra, Beirut', note: '' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(String),
        reference: expect.stringMatching(REFERENCE),
        status: 'new',
        channel: 'website',
        createdAt: expect.any(String),
        lines: [
          {
            kind: 'product',
            itemId: product.id,
            name: 'Kohl',
            colorHex: '#660033',
            colorName: 'Plum',
            shownName: 'Kohl',
            shownColorName: 'Plum',
            unitPrice: 10.5,
            quantity: 3,
            lineTotal: 31.5,
          },
          {
            kind: 'offer',
            itemId: offer.id,
            name: 'Set',
            colorHex: null,
            colorName: null,
            shownName: 'Set',
            shownColorName: null,
            unitPrice: 40,
            quantity: 1,
            lineTotal: 40,
          },
        ],
        itemCount: 4,
        total: 71.5,
        deliveryOption: null,
        discount: null,
        grandTotal: 71.5,
        delivery: { name: 'Rima', phone: '+961 70 123 456', address: 'Hamra, Beirut', note: null },
        pageToken: expect.stringMatching(/^[\w-]{43}$/),
      });
      const row = await shop.t.db.selectFrom('orders').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        total_cents: 7150,
        item_count: 4,
        status: 'new',
        delivery_option_id: null,
        delivery_fee_cents: 0,
        language: 'en',
      });
      expect(row.created_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('takes a phone typed on an Arabic or Persian keyboard, and keeps it with 0-9', async () => {
      const product = await newProduct({ name: 'Kohl', price: '12' });
      for (const [typed, kept] of [
        ['٠٣ ١٢٣ ٤٥٦', '03 123 456'],
        ['+۹۶۱ ۷۱ ۲۳۴ ۵۶۷', '+961 71 234 567'],
      ]) {
        const response = await order([line(product.id, '#660033', 1)], { delivery: { name: 'Rima', phone: typed } });
        expect(response.statusCode, typed).toBe(201);
        expect(response.json().delivery.phone).toBe(kept);
      }
    });

    it("keeps each line's names as the customer saw them in the order's language, English where untranslated", async () => {
      const product = await newProduct({
        name: 'Kohl',
        nameAr: 'كحل',
        colors: JSON.stringify([
          { name: 'Rose', hexCode: '#FF00AA', translations: { ar: { name: 'وردي' } } },
          { name: 'Plum', hexCode: '#660033' },
        ]),
      });
      const offer = await newOffer({ name: 'Set', nameFr: 'Coffret' });
      const lines = [line(product.id, '#FF00AA'), line(product.id, '#660033'), line(offer.id, null, 1, 'offer')];
      const shown = (placed: { lines: Array<{ name: string; colorName: string | null; shownName: string; shownColorName: string }> }) =>
        placed.lines.map(({ name, colorName, shownName, shownColorName }) => [name, colorName, shownName, shownColorName]);

      const arabic = (await order(lines, { language: 'ar' })).json();
      expect(shown(arabic)).toEqual([
        ['Kohl', 'Rose', 'كحل', 'وردي'],
        ['Kohl', 'Plum', 'كحل', 'Plum'],
        ['Set', null, 'Set', null],
      ]);
      expect(shown((await order(lines, { language: 'fr' })).json())).toEqual([
        ['Kohl', 'Rose', 'Kohl', 'Rose'],
        ['Kohl', 'Plum', 'Kohl', 'Plum'],
        ['Set', null, 'Coffret', null],
      ]);
      // The owner's order has them too (for the receipt), and keeps them after the catalogue changes.
      await saveItem('PUT', `/api/products/${product.id}`, productFields({ name: 'Kohl', nameAr: 'كحل أسود' }));
      expect(shown((await admin('GET', `/api/orders/${arabic.id}`)).json())).toEqual(shown(arabic));
    });

    it('refuses a price, an unknown field and broken caps with 400, storing nothing', async () => {
      const product = await newProduct({ name: 'Tamper' });
      const before = await count('orders');
      const cases: Array<[unknown, string, string]> = [
        [{ idempotencyKey: randomUUID(), lines: [{ ...line(product.id), price: 0.01 }] }, 'lines', 'Unknown field'],
        [{ idempotencyKey: randomUUID(), lines: [line(product.id)], total: 1 }, 'total', 'Unknown field'],
        [{ idempotencyKey: randomUUID(), lines: [line(product.id, '#FF00AA', 0)] }, 'lines', validation.orderQuantity],
        [{ idempotencyKey: randomUUID(), lines: [line(product.id, '#FF00AA', 100)] }, 'lines', validation.orderQuantity],
        [
          { idempotencyKey: randomUUID(), lines: Array.from({ length: 51 }, (_, i) => line(`p${i}`, null)) },
          'lines',
          validation.orderTooManyLines,
        ],
        [{ idempotencyKey: randomUUID(), lines: [] }, 'lines', validation.orderEmpty],
        [{ idempotencyKey: 'not-a-uuid', lines: [line(product.id)] }, 'idempotencyKey', validation.orderKeyInvalid],
        [
          { idempotencyKey: randomUUID(), lines: [line(product.id)], delivery: { phone: 'call me' } },
          'delivery',
          validation.deliveryPhoneInvalid,
        ],
        [
          { idempotencyKey: randomUUID(), lines: [line(product.id)], delivery: { name: 'x'.repeat(101) } },
          'delivery',
          validation.tooLong(100),
        ],
        [
          { idempotencyKey: randomUUID(), lines: [line(product.id)], delivery: { note: 'x'.repeat(501) } },
          'delivery',
          validation.tooLong(500),
        ],
        [{ idempotencyKey: randomUUID(), lines: [line(product.id)], delivery: { email: 'a@b.c' } }, 'delivery', 'Unknown field'],
        // A name is one line: with line breaks it would write a paragraph into the shop's messages.
        [
          { idempotencyKey: randomUUID(), lines: [line(product.id)], delivery: { name: HOSTILE_NAME } },
          'delivery',
          apiMessages.invalidCharacters,
        ],
        [
          { idempotencyKey: randomUUID(), lines: [line(product.id)], delivery: { name: 'Rima\u001b[31m' } },
          'delivery',
          apiMessages.invalidCharacters,
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await place(payload as Record<string, unknown>);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().errors[field]).toBe(message);
      }
      expect(await count('orders')).toBe(before);
    });

    it('responds 409 with the lines as they are when one is sold out, deleted, unknown or its colour is gone; stores nothing', async () => {
      const good = await newProduct({ name: 'Fine' });
      const soldOut = await newProduct({ name: 'Out', soldOut: 'true' });
      const deleted = await newOffer({ name: 'Gone' });
      await shop.t.app.inject({ method: 'DELETE', url: `/api/offer/${deleted.id}`, headers: bearer(shop.token) });
      const before = await Promise.all([count('orders'), count('order_lines'), count('order_status_changes')]);
      for (const bad of [line(soldOut.id), line(deleted.id, null, 1, 'offer'), line('no-such-product'), line(good.id, '#000001')]) {
        const response = await order([line(good.id), bad]);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(apiMessages.orderItemsChanged);
        expect(response.json().lines.map((l: { status: string }) => l.status)).toEqual([
          'available',
          expect.not.stringMatching(/^available$/),
        ]);
      }
      expect(await Promise.all([count('orders'), count('order_lines'), count('order_status_changes')])).toEqual(before);
    });

    it('returns the same order (200, same body) for the same key, also for 10 at once; refuses the key for another cart', async () => {
      const product = await newProduct({ name: 'Once' });
      const payload = { idempotencyKey: randomUUID(), lines: [line(product.id, '#FF00AA', 2)] };
      const first = await place(payload);
      expect(first.statusCode).toBe(201);
      const again = await place(payload);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const other = await place({ ...payload, lines: [line(product.id, '#FF00AA', 3)] });
      expect([other.statusCode, other.json().message]).toEqual([409, apiMessages.orderKeyReused]);

      const before = await count('orders');
      const concurrent = { idempotencyKey: randomUUID(), lines: [line(product.id)] };
      const responses = await Promise.all(Array.from({ length: 10 }, () => place(concurrent)));
      expect(responses.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(responses.map((a) => a.body)).size).toBe(1);
      expect(await count('orders')).toBe(before + 1);
    });

    it('takes a key sent again in another case for the same key: one order, one sale, stock taken once', async () => {
      const product = await newProduct({
        name: 'Case',
        trackStock: 'true',
        stock: JSON.stringify([{ colorHex: '#FF00AA', count: 5, seen: null }]),
      });
      const key = randomUUID();
      const payload = { idempotencyKey: key.toUpperCase(), lines: [line(product.id)] };
      const first = await place(payload);
      expect(first.statusCode, first.body).toBe(201);
      const again = await place({ ...payload, idempotencyKey: key });
      expect([again.statusCode, again.body]).toEqual([200, first.body]);

      const sale = {
        idempotencyKey: randomUUID().toUpperCase(),
        lines: [line(product.id, '#FF00AA', 2)],
        channel: 'shop',
        status: 'delivered',
      };
      const sales = () => shop.t.app.inject({ method: 'POST', url: '/api/orders/sales', headers: bearer(shop.token), payload: sale });
      expect((await sales()).statusCode).toBe(201);
      sale.idempotencyKey = sale.idempotencyKey.toLowerCase();
      expect((await sales()).statusCode).toBe(200);
      const left = (await shop.t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().colors[0];
      expect(left).toMatchObject({ soldOut: false, left: 3 });
    });

    it('gives 10 orders placed at once 10 distinct references', async () => {
      const product = await newProduct({ name: 'Busy' });
      const responses = await Promise.all(Array.from({ length: 10 }, () => order([line(product.id)])));
      expect(responses.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      const references = responses.map((a) => a.json().reference);
      expect(new Set(references).size).toBe(10);
      for (const reference of references) expect(reference).toMatch(REFERENCE);
    });

    it('takes and reads back exactly a total one cent above a 32-bit integer of cents', async () => {
      // $671,088.64 × 32 = 2^31 cents, one more than a PostgreSQL integer holds.
      const offer = await newOffer({ name: 'Diamond set', price: '671088.64', offerPrice: '' });
      const response = await order([line(offer.id, null, 32, 'offer')]);
      expect(response.statusCode, response.body).toBe(201);
      const placed = response.json();
      expect([placed.total, placed.lines[0].lineTotal]).toEqual([21474836.48, 21474836.48]);
      expect((await admin('GET', `/api/orders/${placed.id}`)).json().total).toBe(21474836.48);
      const listed = (await admin('GET', `/api/orders?search=${placed.reference}`)).json().data;
      expect(listed.map((row: { total: number }) => row.total)).toEqual([21474836.48]);
      const row = await shop.t.db.selectFrom('orders').select('total_cents').where('id', '=', placed.id).executeTakeFirstOrThrow();
      expect(row.total_cents).toBe(2 ** 31);
    });

    it('takes the largest order the API allows, every line at the highest price and quantity, and nothing more', async () => {
      const highest = (LIMITS.priceMaxCents / 100).toFixed(2);
      const tooHigh = multipart({ name: 'Dearer', description: 'Too dear', price: ((LIMITS.priceMaxCents + 1) / 100).toFixed(2) });
      const refused = await shop.t.app.inject({
        method: 'POST',
        url: '/api/offer',
        headers: { ...bearer(shop.token), ...tooHigh.headers },
        payload: tooHigh.payload,
      });
      expect([refused.statusCode, refused.json().errors.price]).toEqual([400, validation.validPrice]);
      const offers = [];
      for (let i = 0; i < ORDER_LIMITS.linesMax; i += 1)
        offers.push(await newOffer({ name: `Vault ${i}`, price: highest, offerPrice: '' }));
      const lines = offers.map((offer) => line(offer.id, null, ORDER_LIMITS.quantityMax, 'offer'));
      const tooMany = await order([...lines.slice(1), { ...lines[0], quantity: ORDER_LIMITS.quantityMax + 1 }]);
      expect([tooMany.statusCode, tooMany.json().errors.lines]).toEqual([400, validation.orderQuantity]);

      const response = await order(lines);
      expect(response.statusCode, response.body).toBe(201);
      const largestCents = ORDER_LIMITS.linesMax * ORDER_LIMITS.quantityMax * LIMITS.priceMaxCents;
      expect(response.json().total).toBe(largestCents / 100);
      expect((await admin('GET', `/api/orders/${response.json().id}`)).json().total).toBe(largestCents / 100);
      const row = await shop.t.db.selectFrom('orders').select('total_cents').where('id', '=', response.json().id).executeTakeFirstOrThrow();
      expect(row.total_cents).toBe(largestCents);
    });

    it('keeps the order as it was after the product is edited and after it is deleted', async () => {
      const product = await newProduct({ name: 'Original', price: '10' });
      const placed = (await order([line(product.id, '#FF00AA', 2)])).json();
      const detail = async () => {
        const {
          history: _history,
          sentWithoutReference: _flag,
          cancelReturnsStock: _returns,
          language: _language,
          ...rest
        } = (await admin('GET', `/api/orders/${placed.id}`)).json();
        return rest;
      };
      expect(await detail()).toEqual(placed);
      await saveItem(
        'PUT',
        `/api/products/${product.id}`,
        productFields({ name: 'Renamed', price: '99', colors: JSON.stringify([{ name: 'Other', hexCode: '#FF00AA' }]) }),
      );
      expect(await detail()).toEqual(placed);
      expect(
        (await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: bearer(shop.token) })).statusCode,
      ).toBe(204);
      expect(await detail()).toEqual(placed);
    });
  });

  describe('the owner', () => {
    it('moves an order on and keeps its history; refuses other moves with 409', async () => {
      const product = await newProduct({ name: 'Flow' });
      const placed = (await order([line(product.id)], { sentWithoutReference: true })).json();
      const url = `/api/orders/${placed.id}/status`;
      const detail = (await admin('GET', `/api/orders/${placed.id}`)).json();
      expect(detail).toMatchObject({ sentWithoutReference: true, history: [{ status: 'new', at: placed.createdAt }] });

      const refused = await admin('PATCH', url, { status: 'delivered' });
      expect([refused.statusCode, refused.json().message]).toEqual([409, apiMessages.orderStatusChange('new', 'delivered')]);
      expect((await admin('PATCH', url, { status: 'confirmed' })).statusCode).toBe(200);
      const delivered = await admin('PATCH', url, { status: 'delivered' });
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json().status).toBe('delivered');
      expect(delivered.json().history.map((h: { status: string }) => h.status)).toEqual(['new', 'confirmed', 'delivered']);
      for (const status of ['cancelled', 'new', 'confirmed', 'delivered']) {
        const response = await admin('PATCH', url, { status });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(apiMessages.orderStatusChange('delivered', status));
      }
      expect((await admin('PATCH', url, { status: 'shipped' })).statusCode).toBe(400);
      const cancelled = (await order([line(product.id)])).json();
      expect((await admin('PATCH', `/api/orders/${cancelled.id}/status`, { status: 'cancelled' })).json().status).toBe('cancelled');
      const confirmedThenCancelled = (await order([line(product.id)])).json();
      await admin('PATCH', `/api/orders/${confirmedThenCancelled.id}/status`, { status: 'confirmed' });
      expect((await admin('PATCH', `/api/orders/${confirmedThenCancelled.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
      const racing = (await order([line(product.id)])).json();
      const responses = await Promise.all([
        admin('PATCH', `/api/orders/${racing.id}/status`, { status: 'confirmed' }),
        admin('PATCH', `/api/orders/${racing.id}/status`, { status: 'confirmed' }),
      ]);
      expect(responses.map((a) => a.statusCode).sort()).toEqual([200, 409]);

      const missing = await admin('GET', '/api/orders/no-such-order');
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Order not found' }]);
      expect((await admin('PATCH', '/api/orders/no-such-order/status', { status: 'confirmed' })).statusCode).toBe(404);
    });

    it('says whether cancelling puts stock back: only while the order is confirmed and its confirmation took from counts', async () => {
      const tracked = await newProduct({
        name: 'Put back',
        trackStock: 'true',
        stock: JSON.stringify([{ colorHex: '#FF00AA', count: 5, seen: null }]),
      });
      const untracked = await newProduct({ name: 'Uncounted' });
      const returnsStock = async (id: string) => (await admin('GET', `/api/orders/${id}`)).json().cancelReturnsStock;
      const confirm = async (id: string) =>
        expect((await admin('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' })).statusCode).toBe(200);

      const counted = (await order([line(tracked.id), line(untracked.id)])).json();
      expect(await returnsStock(counted.id)).toBe(false);
      await confirm(counted.id);
      expect(await returnsStock(counted.id)).toBe(true);
      const cancelled = await admin('PATCH', `/api/orders/${counted.id}/status`, { status: 'cancelled' });
      expect(cancelled.json().cancelReturnsStock).toBe(false);

      const uncounted = (await order([line(untracked.id)])).json();
      await confirm(uncounted.id);
      expect(await returnsStock(uncounted.id)).toBe(false);
      const delivered = (await order([line(tracked.id)])).json();
      await confirm(delivered.id);
      expect((await admin('PATCH', `/api/orders/${delivered.id}/status`, { status: 'delivered' })).json().cancelReturnsStock).toBe(false);
    });

    it('lets one of two changes made at once win, and tells the other the order changed meanwhile', async () => {
      const product = await newProduct({ name: 'Contested' });
      const placed = (await order([line(product.id)])).json();
      const url = `/api/orders/${placed.id}/status`;
      const responses = await Promise.all([
        admin('PATCH', url, { status: 'confirmed', from: 'new' }),
        admin('PATCH', url, { status: 'cancelled', from: 'new' }),
      ]);
      expect(responses.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((a) => a.statusCode === 200)!.json();
      const loser = responses.find((a) => a.statusCode === 409)!.json();
      expect(loser).toEqual({ message: apiMessages.orderChangedMeanwhile });
      const detail = (await admin('GET', `/api/orders/${placed.id}`)).json();
      expect(detail.status).toBe(winner.status);
      expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['new', winner.status]);

      // A change chosen on a view of the order as it was is refused the same way, however late.
      const stale = await admin('PATCH', url, { status: winner.status === 'confirmed' ? 'delivered' : 'confirmed', from: 'new' });
      expect([stale.statusCode, stale.json().message]).toEqual([409, apiMessages.orderChangedMeanwhile]);
      expect((await admin('GET', `/api/orders/${placed.id}`)).json().history).toHaveLength(2);
    });

    it('lists 10 per page, newest first, by status and by reference, name or phone', async () => {
      const product = await newProduct({ name: 'Listed' });
      const placed = [];
      for (let i = 0; i < 12; i += 1) {
        placed.push(
          (
            await order([line(product.id, '#FF00AA', i + 1)], {
              delivery: { name: `Client ${i}`, phone: `+961 71 000 ${String(i).padStart(3, '0')}` },
            })
          ).json(),
        );
      }
      await admin('PATCH', `/api/orders/${placed[3].id}/status`, { status: 'confirmed' });

      const first = (await admin('GET', '/api/orders')).json();
      expect(first.data).toHaveLength(10);
      expect(first.data[0]).toEqual({
        id: placed[11].id,
        reference: placed[11].reference,
        createdAt: placed[11].createdAt,
        itemCount: 12,
        total: 294,
        deliveryOption: null,
        discountCode: null,
        grandTotal: 294,
        customerName: 'Client 11',
        customerPhone: '+961 71 000 011',
        status: 'new',
        channel: 'website',
      });
      expect(first.pagination).toMatchObject({ currentPage: 1, hasNext: true });
      const total = first.pagination.totalItems;
      const pages = [];
      for (let page = 1; page <= first.pagination.totalPages; page += 1)
        pages.push(...(await admin('GET', `/api/orders?page=${page}`)).json().data);
      expect(pages).toHaveLength(total);
      expect(pages.map((row: { createdAt: string }) => row.createdAt)).toEqual(
        pages
          .map((row: { createdAt: string }) => row.createdAt)
          .sort()
          .reverse(),
      );

      const confirmed = (await admin('GET', '/api/orders?status=confirmed')).json();
      expect(confirmed.data.map((row: { id: string }) => row.id)).toContain(placed[3].id);
      expect(confirmed.data.every((row: { status: string }) => row.status === 'confirmed')).toBe(true);

      const search = async (text: string) =>
        (await admin('GET', `/api/orders?search=${encodeURIComponent(text)}`)).json().data.map((row: { id: string }) => row.id);
      const reference = placed[5].reference as string;
      expect(await search(reference)).toEqual([placed[5].id]);
      expect(await search(reference.slice(3).toLowerCase())).toEqual([placed[5].id]);
      expect(await search(reference.replace('-', '').toLowerCase())).toEqual([placed[5].id]);
      // Each word anywhere, in any order: every client's phone digits hold a 7, only one name an 11.
      expect(await search('client 7')).toEqual(
        placed
          .slice(2)
          .reverse()
          .map((row) => row.id),
      );
      expect(await search('11 CLIENT')).toEqual([placed[11].id]);
      expect(await search('71000009')).toEqual([placed[9].id]);
      expect(await search('71 000 009')).toEqual([placed[9].id]);
      expect(await search('nobody')).toEqual([]);
      expect((await admin('GET', '/api/orders?status=shipped')).statusCode).toBe(400);
      expect((await admin('GET', '/api/orders/summary')).json().newCount).toBe(
        Number(
          (
            await shop.t.db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('status', '=', 'new')
              .executeTakeFirstOrThrow()
          ).n,
        ),
      );
    });

    it('responds 401 on every admin route without a valid token', async () => {
      for (const [method, url] of [
        ['GET', '/api/orders'],
        ['GET', '/api/orders/summary'],
        ['GET', '/api/orders/dashboard'],
        ['GET', '/api/orders/some-id'],
        ['PATCH', '/api/orders/some-id/status'],
      ] as const) {
        for (const headers of [{}, bearer('not-a-token')]) {
          const response = await shop.t.app.inject({
            method,
            url,
            headers,
            ...(method === 'PATCH' ? { payload: { status: 'confirmed' } } : {}),
          });
          expect(response.statusCode, `${method} ${url}`).toBe(401);
        }
      }
    });
  });
});

describe.each(engines)('order rate limit on %s', (engine) => {
  const shop = useTestApp(engine, { rateLimits: { ordersMax: 3, quotesMax: 3 } });

  it('limits each client (429 with the wait)', async () => {
    const send = () =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { idempotencyKey: randomUUID(), lines: [{ kind: 'offer', id: 'x', colorHex: null, quantity: 1 }] },
      });
    const responses = [];
    for (let i = 0; i < 4; i += 1) responses.push(await send());
    expect(responses.map((a) => a.statusCode)).toEqual([409, 409, 409, 429]);
    expect(responses[3]!.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (?:seconds?|minutes?)\.$/);
  });

  it('limits the cart quotes of each client (429 with the wait, as the API words it)', async () => {
    const quote = (remoteAddress: string) =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { lines: [{ kind: 'offer', id: 'x', colorHex: null, quantity: 1 }] },
        remoteAddress,
      });
    const responses = [];
    for (let i = 0; i < 4; i += 1) responses.push(await quote('10.6.0.1'));
    expect(responses.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    const refused = responses[3]!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const seconds = Number(refused.headers['retry-after']);
    const wait = seconds < 60 ? apiMessages.tooManyRequests(seconds) : apiMessages.tooManyRequestsMinutes(Math.ceil(seconds / 60));
    expect(refused.json()).toEqual({ message: wait });
    expect((await quote('10.6.0.2')).statusCode).toBe(200);
  });
});
