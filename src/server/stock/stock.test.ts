import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOSTILE_NAME } from '#test/fixtures/customer-text.js';
import { apiMessages } from '#contract/messages/validation.js';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { multipart } from '../test-support/multipart.js';

const BERRY = '#AA0044';
const PLUM = '#660033';

describe.each(engines)('stock on %s', (engine) => {
  const shop = useSignedInShop(engine);

  const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    return shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
  };
  const saved = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
    const response = await send(method, url, fields);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const lipstickFields = (stock: unknown[], overrides: Record<string, string> = {}) => ({
    name: 'Velvet Lipstick',
    description: 'Matte',
    price: '24.5',
    categoryId: shop.categoryId,
    colors: JSON.stringify([
      { name: 'Berry', hexCode: BERRY },
      { name: 'Plum', hexCode: PLUM },
    ]),
    trackStock: 'true',
    stock: JSON.stringify(stock),
    ...overrides,
  });
  /** A tracked lipstick with Berry and Plum counted as given. */
  const lipstick = (berry: number, plum: number, overrides: Record<string, string> = {}) =>
    saved(
      'POST',
      '/api/products',
      lipstickFields(
        [
          { colorHex: BERRY, count: berry, seen: null },
          { colorHex: PLUM, count: plum, seen: null },
        ],
        overrides,
      ),
    );
  const trackedOffer = (count: number) =>
    saved('POST', '/api/offer', {
      name: 'Duo',
      description: 'Two',
      price: '20',
      trackStock: 'true',
      stock: JSON.stringify([{ colorHex: null, count, seen: null }]),
    });

  const admin = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    shop.t.app.inject({ method, url, headers: bearer(shop.token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const line = (id: string, colorHex: string | null, quantity = 1, kind = 'product') => ({ kind, id, colorHex, quantity });
  const placeOrder = async (lines: unknown[]) => {
    const response = await shop.t.app.inject({ method: 'POST', url: '/api/orders', payload: { idempotencyKey: randomUUID(), lines } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; reference: string };
  };
  const setStatus = (orderId: string, status: string) => admin('PATCH', `/api/orders/${orderId}/status`, { status });
  const counts = async (kind: 'products' | 'offer', id: string) => {
    const response = await admin('GET', `/api/${kind}/${id}/stock`);
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      (response.json().counts as Array<{ colorHex: string | null; count: number }>).map((c) => [c.colorHex ?? '', c.count]),
    );
  };
  const stockRows = async (query = '') => {
    const response = await admin('GET', `/api/stock${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const rowOf = async (itemId: string, colorHex: string | null) => {
    const { data } = await stockRows(`?limit=100`);
    return (data as Array<{ id: string; itemId: string; colorHex: string | null; count: number }>).find(
      (row) => row.itemId === itemId && row.colorHex === colorHex,
    )!;
  };
  const history = async (stockId: string) => (await admin('GET', `/api/stock/${stockId}/history`)).json().data;

  describe('item forms', () => {
    it('counts per colour, sells out a colour at 0 and the product when every colour is, and says how many are left', async () => {
      const product = await lipstick(2, 0);
      expect(product.trackStock).toBe(true);
      expect(product.soldOut).toBe(false);
      expect(product.left).toBe(2);
      expect(product.colors).toEqual([
        { name: 'Berry', hexCode: BERRY, soldOut: false, left: 2, photo: null, translations: { fr: {}, ar: {} } },
        { name: 'Plum', hexCode: PLUM, soldOut: true, left: null, photo: null, translations: { fr: {}, ar: {} } },
      ]);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 2, [PLUM]: 0 });

      const empty = await lipstick(0, 0);
      expect(empty.soldOut).toBe(true);
      const plenty = await lipstick(10, 10);
      expect(plenty.left).toBeNull();
      expect(plenty.colors[0].left).toBeNull();
    });

    it('keeps the manual switch: it wins over any count, and untracked items behave as before', async () => {
      const switched = await lipstick(5, 5, { soldOut: 'true' });
      expect(switched.soldOut).toBe(true);
      expect(switched.colors.every((c: { soldOut: boolean }) => c.soldOut)).toBe(true);
      const untracked = await saved('POST', '/api/products', lipstickFields([], { trackStock: 'false' }));
      expect(untracked).toMatchObject({ trackStock: false, soldOut: false, left: null });
      const order = await placeOrder([line(untracked.id, BERRY, 5)]);
      expect((await setStatus(order.id, 'confirmed')).statusCode).toBe(200);
    });

    it('sells out a tracked offer at 0, and follows the threshold set in the settings', async () => {
      const offer = await trackedOffer(0);
      expect(offer).toMatchObject({ soldOut: true, trackStock: true, left: null });
      const five = await trackedOffer(5);
      expect(five.left).toBeNull();
      const settings = await admin('PUT', '/api/settings', { ...VALID_SETTINGS, lowStockThreshold: 5 });
      expect(settings.statusCode, settings.body).toBe(200);
      expect((await shop.t.app.inject({ method: 'GET', url: `/api/offer/${five.id}` })).json().left).toBe(5);
      // A save without the threshold keeps it.
      await admin('PUT', '/api/settings', VALID_SETTINGS);
      expect((await shop.t.app.inject({ method: 'GET', url: '/api/settings' })).json().lowStockThreshold).toBe(5);
      await admin('PUT', '/api/settings', { ...VALID_SETTINGS, lowStockThreshold: 3 });
    });

    it('saves an edited count only when it is still the one seen; a late dialog never undoes an order', async () => {
      const product = await lipstick(3, 3);
      const edit = (stock: unknown[]) => send('PUT', `/api/products/${product.id}`, lipstickFields(stock));
      // Unchanged counts change nothing, whatever happened meanwhile.
      const order = await placeOrder([line(product.id, BERRY, 1)]);
      await setStatus(order.id, 'confirmed');
      expect((await edit([{ colorHex: BERRY, count: 3, seen: 3 }])).statusCode).toBe(200);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 2, [PLUM]: 3 });
      // A changed count over a stale one is refused, nothing saved.
      const stale = await edit([{ colorHex: BERRY, count: 7, seen: 3 }]);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(apiMessages.stockChangedMeanwhile('Berry', 2));
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 2, [PLUM]: 3 });
      expect((await edit([{ colorHex: BERRY, count: 7, seen: 2 }])).statusCode).toBe(200);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 7, [PLUM]: 3 });
      const berry = await rowOf(product.id, BERRY);
      expect(
        (await history(berry.id)).map((h: { reason: string; before: number; after: number }) => [h.reason, h.before, h.after]),
      ).toEqual([
        ['edited', 2, 7],
        ['confirmed', 3, 2],
        ['edited', 0, 3],
      ]);
    });

    it('refuses a negative count, a count for a colour the item lacks, and follows colours added and removed', async () => {
      const product = await lipstick(1, 1);
      const negative = await send('PUT', `/api/products/${product.id}`, lipstickFields([{ colorHex: BERRY, count: -1, seen: 1 }]));
      expect(negative.statusCode).toBe(400);
      const unknown = await send('PUT', `/api/products/${product.id}`, lipstickFields([{ colorHex: '#123456', count: 1, seen: null }]));
      expect(unknown.statusCode).toBe(400);
      const recoloured = await saved(
        'PUT',
        `/api/products/${product.id}`,
        lipstickFields([{ colorHex: '#FFAA00', count: 4, seen: null }], {
          colors: JSON.stringify([
            { name: 'Berry', hexCode: BERRY },
            { name: 'Amber', hexCode: '#FFAA00' },
          ]),
        }),
      );
      expect(recoloured.colors.map((c: { name: string; left: number | null }) => [c.name, c.left])).toEqual([
        ['Berry', 1],
        ['Amber', null],
      ]);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 1, '#FFAA00': 4 });
    });
  });

  describe('orders', () => {
    it('confirming takes the quantities off, cancelling a confirmed order puts them back, delivering changes nothing', async () => {
      const product = await lipstick(5, 5);
      const offer = await trackedOffer(4);
      const order = await placeOrder([line(product.id, BERRY, 2), line(offer.id, null, 3, 'offer')]);
      // A new order reserves nothing.
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 5, [PLUM]: 5 });
      expect((await setStatus(order.id, 'confirmed')).statusCode).toBe(200);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 3, [PLUM]: 5 });
      expect(await counts('offer', offer.id)).toEqual({ '': 1 });
      expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 5, [PLUM]: 5 });
      expect(await counts('offer', offer.id)).toEqual({ '': 4 });
      const berry = await rowOf(product.id, BERRY);
      const changes = await history(berry.id);
      expect(changes.slice(0, 2)).toMatchObject([
        { reason: 'cancelled', before: 3, after: 5, orderId: order.id, orderReference: order.reference },
        { reason: 'confirmed', before: 5, after: 3, orderId: order.id, orderReference: order.reference },
      ]);

      const delivered = await placeOrder([line(product.id, BERRY, 1)]);
      await setStatus(delivered.id, 'confirmed');
      expect((await setStatus(delivered.id, 'delivered')).statusCode).toBe(200);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 4, [PLUM]: 5 });
      // Cancelling a new order puts back nothing: it took nothing.
      const fresh = await placeOrder([line(product.id, BERRY, 1)]);
      await setStatus(fresh.id, 'cancelled');
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 4, [PLUM]: 5 });
    });

    it('refuses to confirm more than is left, naming the line, and changes nothing', async () => {
      const product = await lipstick(3, 5);
      const order = await placeOrder([line(product.id, PLUM, 2), line(product.id, BERRY, 2)]);
      // Another order, placed later, is confirmed first: a new order reserves nothing.
      const first = await placeOrder([line(product.id, BERRY, 2)]);
      await setStatus(first.id, 'confirmed');
      const refused = await setStatus(order.id, 'confirmed');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Only 1 left of Berry (Velvet Lipstick)');
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 1, [PLUM]: 5 });
      expect((await admin('GET', `/api/orders/${order.id}`)).json().status).toBe('new');
    });

    it('lets one of two confirmations racing for the last unit win; the count never goes below 0', async () => {
      const product = await lipstick(1, 0);
      const orders = await Promise.all(Array.from({ length: 4 }, () => placeOrder([line(product.id, BERRY, 1)])));
      const responses = await Promise.all(orders.map((order) => setStatus(order.id, 'confirmed')));
      expect(responses.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const refused of responses.filter((a) => a.statusCode === 409))
        expect(refused.json().message).toBe('Berry (Velvet Lipstick) is sold out');
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 0, [PLUM]: 0 });
      const statuses = await Promise.all(orders.map(async (order) => (await admin('GET', `/api/orders/${order.id}`)).json().status));
      expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(1);
    });

    it('refuses more than is left in the quote and the order, line by line, with how many are left', async () => {
      const product = await lipstick(2, 0);
      const lines = [line(product.id, BERRY, 3), line(product.id, PLUM, 1)];
      const quote = (await shop.t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines } })).json().lines;
      expect(quote.map((l: { status: string; left: number | null }) => [l.status, l.left])).toEqual([
        ['notEnough', 2],
        ['soldOut', null],
      ]);
      const refused = await shop.t.app.inject({ method: 'POST', url: '/api/orders', payload: { idempotencyKey: randomUUID(), lines } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().lines.map((l: { status: string }) => l.status)).toEqual(['notEnough', 'soldOut']);
      const fits = (
        await shop.t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [line(product.id, BERRY, 2)] } })
      ).json();
      // Two of two: few are left (at or under the low-stock threshold), so the quote says how many.
      expect(fits.lines[0]).toMatchObject({ status: 'available', left: 2 });
    });
  });

  describe('sales recorded by the owner', () => {
    const recordSale = (payload: Record<string, unknown>) =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/orders/sales',
        headers: bearer(shop.token),
        payload: { idempotencyKey: randomUUID(), channel: 'shop', status: 'delivered', ...payload },
      });

    it('stores a sale as an order with its channel, already delivered, and takes its quantities off', async () => {
      const product = await lipstick(4, 2);
      const offer = await trackedOffer(3);
      const response = await recordSale({
        lines: [line(product.id, BERRY, 3), line(offer.id, null, 1, 'offer')],
        customer: { name: 'Rima', phone: '+961 3 123 456' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const sale = response.json();
      expect(sale).toMatchObject({
        status: 'delivered',
        channel: 'shop',
        itemCount: 4,
        total: 24.5 * 3 + 20,
        delivery: { name: 'Rima', phone: '+961 3 123 456' },
      });
      expect(sale.reference).toMatch(/^BB-/);
      expect(sale.history.map((change: { status: string }) => change.status)).toEqual(['confirmed', 'delivered']);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 1, [PLUM]: 2 });
      expect(await counts('offer', offer.id)).toEqual({ '': 2 });
      expect((await history((await rowOf(product.id, BERRY)).id))[0]).toMatchObject({
        reason: 'sold',
        before: 4,
        after: 1,
        orderReference: sale.reference,
      });
      const listed = (await admin('GET', `/api/orders?search=${sale.reference}`)).json().data;
      expect(listed).toMatchObject([{ id: sale.id, channel: 'shop', status: 'delivered' }]);
    });

    it("keeps a sale's lines named in the customer's language, for their receipt", async () => {
      const colors = JSON.stringify([
        { name: 'Berry', hexCode: BERRY, translations: { ar: { name: 'توتي' } } },
        { name: 'Plum', hexCode: PLUM },
      ]);
      const product = await lipstick(2, 2, { nameAr: 'أحمر شفاه مخملي', colors });
      const response = await recordSale({ lines: [line(product.id, BERRY), line(product.id, PLUM)], language: 'ar' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().lines).toMatchObject([
        { name: 'Velvet Lipstick', colorName: 'Berry', shownName: 'أحمر شفاه مخملي', shownColorName: 'توتي' },
        { name: 'Velvet Lipstick', colorName: 'Plum', shownName: 'أحمر شفاه مخملي', shownColorName: 'Plum' },
      ]);
    });

    it('returns the same sale to a retry and refuses another sale under the same key', async () => {
      const product = await lipstick(5, 5);
      const payload = { idempotencyKey: randomUUID(), lines: [line(product.id, PLUM, 2)], channel: 'phone', status: 'confirmed' };
      const first = await recordSale(payload);
      const again = await recordSale(payload);
      expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
      expect(again.json().id).toBe(first.json().id);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 5, [PLUM]: 3 });
      const other = await recordSale({ ...payload, channel: 'whatsapp' });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(apiMessages.orderKeyReused);
    });

    it('refuses more than is left, line by line, and stores nothing', async () => {
      const product = await lipstick(1, 0);
      const ordersBefore = (await admin('GET', '/api/orders')).json().pagination.totalItems;
      const refused = await recordSale({ lines: [line(product.id, BERRY, 2), line(product.id, PLUM, 1)] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().lines.map((l: { status: string; left: number | null }) => [l.status, l.left])).toEqual([
        ['notEnough', 1],
        ['soldOut', null],
      ]);
      expect((await admin('GET', '/api/orders')).json().pagination.totalItems).toBe(ordersBefore);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 1, [PLUM]: 0 });
    });

    it("refuses a customer's name with line breaks, as an order does, and stores nothing", async () => {
      const product = await lipstick(2, 2);
      const ordersBefore = (await admin('GET', '/api/orders')).json().pagination.totalItems;
      const refused = await recordSale({ lines: [line(product.id, BERRY, 1)], customer: { name: HOSTILE_NAME, phone: '70 666 666' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.customer).toBe(apiMessages.invalidCharacters);
      expect((await admin('GET', '/api/orders')).json().pagination.totalItems).toBe(ordersBefore);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 2, [PLUM]: 2 });
    });

    it('sells what the Sold Out switch hides from the website, when it is counted', async () => {
      const product = await lipstick(2, 2, { soldOut: 'true' });
      const response = await recordSale({ lines: [line(product.id, BERRY, 1)] });
      expect(response.statusCode, response.body).toBe(201);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 1, [PLUM]: 2 });
    });

    it('puts a confirmed sale back when it is cancelled', async () => {
      const product = await lipstick(3, 3);
      const sale = (await recordSale({ lines: [line(product.id, BERRY, 2)], status: 'confirmed', channel: 'whatsapp' })).json();
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 1, [PLUM]: 3 });
      expect((await setStatus(sale.id, 'cancelled')).statusCode).toBe(200);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 3, [PLUM]: 3 });
      expect((await history((await rowOf(product.id, BERRY)).id)).slice(0, 2).map((c: { reason: string }) => c.reason)).toEqual([
        'cancelled',
        'sold',
      ]);
    });

    it('lets one of two sales racing for the last unit win, never below 0, and keeps the loser unstored', async () => {
      const product = await lipstick(1, 0);
      const before = (await admin('GET', '/api/orders')).json().pagination.totalItems;
      const responses = await Promise.all(Array.from({ length: 3 }, () => recordSale({ lines: [line(product.id, BERRY, 1)] })));
      expect(responses.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 0, [PLUM]: 0 });
      expect((await admin('GET', '/api/orders')).json().pagination.totalItems).toBe(before + 1);
    });

    it('lists the history of sales made at once in the order the count moved', async () => {
      const product = await lipstick(30, 0);
      const responses = await Promise.all(Array.from({ length: 30 }, () => recordSale({ lines: [line(product.id, BERRY, 1)] })));
      expect(responses.map((a) => a.statusCode)).toEqual(Array.from({ length: 30 }, () => 201));
      const stockId = (await rowOf(product.id, BERRY)).id;
      const listed: Array<{ reason: string; before: number; after: number }> = [];
      for (let page = 1; listed.length < 31; page += 1) {
        const data = (await admin('GET', `/api/stock/${stockId}/history?page=${page}`)).json().data;
        expect(data.length).toBeGreaterThan(0);
        listed.push(...data);
      }
      // Newest first: read oldest first, each change starts where the one before it ended.
      const moves = listed.reverse().map((change) => [change.reason, change.before, change.after]);
      expect(moves).toEqual([['edited', 0, 30], ...Array.from({ length: 30 }, (_, sold) => ['sold', 30 - sold, 29 - sold])]);
    });

    it('is for the owner only, and checks the channel and the status', async () => {
      const product = await lipstick(5, 5);
      const payload = { idempotencyKey: randomUUID(), lines: [line(product.id, BERRY, 1)], channel: 'shop', status: 'delivered' };
      expect((await shop.t.app.inject({ method: 'POST', url: '/api/orders/sales', payload })).statusCode).toBe(401);
      const badChannel = await recordSale({ ...payload, channel: 'website' });
      expect(badChannel.statusCode).toBe(400);
      expect(badChannel.json().errors.channel).toBe('Please choose where the sale was made');
      const badStatus = await recordSale({ ...payload, status: 'new' });
      expect(badStatus.json().errors.status).toBe('Please choose confirmed or delivered');
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 5, [PLUM]: 5 });
    });
  });

  describe('the Stock page', () => {
    it('lists tracked counts, searchable and filtered by low and out, a page at a time', async () => {
      const product = await lipstick(0, 2, { name: 'Stocktake Gloss' });
      await saved('POST', '/api/products', lipstickFields([], { name: 'Stocktake Untracked', trackStock: 'false' }));
      const all = await stockRows('?search=stocktake');
      expect(all.data.map((r: { colorName: string; count: number; low: boolean }) => [r.colorName, r.count, r.low])).toEqual([
        ['Berry', 0, true],
        ['Plum', 2, true],
      ]);
      expect(all.data[0]).toMatchObject({ kind: 'product', itemId: product.id, name: 'Stocktake Gloss', colorHex: BERRY });
      expect((await stockRows('?search=stocktake&filter=out')).data).toHaveLength(1);
      // Every word of the search, in any order, in the item's or the colour's name.
      expect((await stockRows('?search=plum%20stocktake%20gloss')).data.map((r: { colorName: string }) => r.colorName)).toEqual(['Plum']);
      expect((await stockRows('?search=plum&filter=low&limit=1')).pagination.totalItems).toBeGreaterThanOrEqual(1);
      expect((await admin('GET', '/api/stock?filter=some')).statusCode).toBe(400);
    });

    it('follows its item: a rename reorders its counts, tracking switched off hides them and on again shows them', async () => {
      const zinc = await lipstick(5, 0, { name: 'Followed Zinc' });
      const apple = await lipstick(2, 9, { name: 'followed apple' });
      const listed = async (query: string) =>
        ((await stockRows(query)).data as Array<{ name: string; colorName: string }>).map((row) => `${row.name} ${row.colorName}`);
      expect(await listed('?search=followed')).toEqual([
        'followed apple Berry',
        'followed apple Plum',
        'Followed Zinc Berry',
        'Followed Zinc Plum',
      ]);

      await saved('PUT', `/api/products/${zinc.id}`, lipstickFields([], { name: 'FOLLOWED ALOE' }));
      expect(await listed('?search=followed')).toEqual([
        'FOLLOWED ALOE Berry',
        'FOLLOWED ALOE Plum',
        'followed apple Berry',
        'followed apple Plum',
      ]);
      expect(await listed('?search=zinc')).toEqual([]);

      const { totalItems } = (await stockRows('?filter=low')).pagination;
      await saved('PUT', `/api/products/${apple.id}`, lipstickFields([], { name: 'followed apple', trackStock: 'false' }));
      expect(await listed('?search=followed')).toEqual(['FOLLOWED ALOE Berry', 'FOLLOWED ALOE Plum']);
      expect(await listed('?search=apple')).toEqual([]);
      expect((await stockRows('?filter=low')).pagination.totalItems).toBe(totalItems - 1);

      await saved('PUT', `/api/products/${apple.id}`, lipstickFields([], { name: 'followed apple' }));
      expect(await listed('?search=followed')).toEqual([
        'FOLLOWED ALOE Berry',
        'FOLLOWED ALOE Plum',
        'followed apple Berry',
        'followed apple Plum',
      ]);
      expect(await listed('?search=followed&filter=low')).toEqual(['FOLLOWED ALOE Plum', 'followed apple Berry']);
      expect(await listed('?search=followed&filter=out')).toEqual(['FOLLOWED ALOE Plum']);
    });

    it('downloads the counts as CSV for the owner only: a BOM, quoted cells, formulas defused, a status each', async () => {
      expect((await shop.t.app.inject({ method: 'GET', url: '/api/stock.csv' })).statusCode).toBe(401);
      await lipstick(0, 2, { name: 'CSV "Rouge", Beirut' });
      await lipstick(9, 1, { name: '=HYPERLINK("http://evil")' });
      await lipstick(5, 5, { name: 'أحمر شفاه CSV' });
      await lipstick(4, 4, { name: 'Untracked CSV', trackStock: 'false' });

      const response = await admin('GET', '/api/stock.csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="stock.csv"');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Item (English),Item (French),Item (Arabic),Colour (English),Colour (French),Colour (Arabic),Count,Status');
      expect(lines.at(-1)).toBe('');
      const evil = `"'=HYPERLINK(""http://evil"")"`;
      expect(lines).toEqual(
        expect.arrayContaining([
          '"CSV ""Rouge"", Beirut","CSV ""Rouge"", Beirut","CSV ""Rouge"", Beirut",Berry,Berry,Berry,0,Sold out',
          '"CSV ""Rouge"", Beirut","CSV ""Rouge"", Beirut","CSV ""Rouge"", Beirut",Plum,Plum,Plum,2,Low',
          `${evil},${evil},${evil},Berry,Berry,Berry,9,In stock`,
          `${evil},${evil},${evil},Plum,Plum,Plum,1,Low`,
          'أحمر شفاه CSV,أحمر شفاه CSV,أحمر شفاه CSV,Berry,Berry,Berry,5,In stock',
        ]),
      );
      expect(response.body).not.toContain('Untracked CSV');
    });

    it("downloads the CSV in the panel's language, with each name in its own column", async () => {
      await lipstick(0, 5, {
        name: 'Translated CSV',
        nameFr: 'Rouge traduit',
        nameAr: '=أحمر مترجم',
        colors: JSON.stringify([
          { name: 'Berry', hexCode: BERRY, translations: { fr: { name: 'Baie; sombre' }, ar: { name: 'توتي' } } },
          { name: 'Plum', hexCode: PLUM },
        ]),
      });
      await trackedOffer(2);
      const download = async (query: string) => {
        const response = await admin('GET', `/api/stock.csv${query}`);
        expect(response.statusCode, response.body).toBe(200);
        expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        return response.body.replace(/^\uFEFF/, '').split('\r\n');
      };

      const french = await download('?lang=fr');
      expect(french[0]).toBe(
        'Article (anglais);Article (français);Article (arabe);Couleur (anglais);Couleur (français);Couleur (arabe);Quantité;État',
      );
      expect(french).toEqual(
        expect.arrayContaining([
          `Translated CSV;Rouge traduit;'=أحمر مترجم;Berry;"Baie; sombre";توتي;0;Épuisé`,
          `Translated CSV;Rouge traduit;'=أحمر مترجم;Plum;Plum;Plum;5;En stock`,
          'Duo;Duo;Duo;;;;2;Stock bas',
        ]),
      );
      const arabic = await download('?lang=ar');
      expect(arabic[0]).toBe(
        'المنتج (بالإنجليزية);المنتج (بالفرنسية);المنتج (بالعربية);اللون (بالإنجليزية);اللون (بالفرنسية);اللون (بالعربية);الكمية;الحالة',
      );
      expect(arabic).toContain(`Translated CSV;Rouge traduit;'=أحمر مترجم;Berry;"Baie; sombre";توتي;0;نفدت الكمية`);
      expect(await download('?lang=de')).toEqual(await download(''));
      expect((await download(''))[0]).toMatch(/^Item \(English\),/);
    });

    it('saves every count or none, refusing one that moved since it was seen', async () => {
      const product = await lipstick(4, 4, { name: 'Counted Kohl' });
      const berry = await rowOf(product.id, BERRY);
      const plum = await rowOf(product.id, PLUM);
      const ok = await admin('PUT', '/api/stock', {
        counts: [
          { id: berry.id, count: 6, seen: 4 },
          { id: plum.id, count: 4, seen: 4 },
        ],
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.map((r: { count: number }) => r.count)).toEqual([6, 4]);
      const order = await placeOrder([line(product.id, PLUM, 1)]);
      await setStatus(order.id, 'confirmed');
      const late = await admin('PUT', '/api/stock', {
        counts: [
          { id: berry.id, count: 9, seen: 6 },
          { id: plum.id, count: 10, seen: 4 },
        ],
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(apiMessages.stockChangedMeanwhile('Plum (Counted Kohl)', 3));
      expect(await counts('products', product.id)).toEqual({ [BERRY]: 6, [PLUM]: 3 });
      expect((await history(berry.id))[0]).toMatchObject({ reason: 'counted', before: 4, after: 6, orderReference: null });
      expect((await admin('PUT', '/api/stock', { counts: [{ id: berry.id, count: -2, seen: 6 }] })).statusCode).toBe(400);
      expect((await admin('PUT', '/api/stock', { counts: [{ id: 'nope', count: 2, seen: 6 }] })).statusCode).toBe(409);
      expect((await admin('GET', '/api/stock/nope/history')).statusCode).toBe(404);
    });

    it('lets one of two saves of the same count made at once win', async () => {
      const product = await lipstick(5, 5, { name: 'Raced Liner' });
      const berry = await rowOf(product.id, BERRY);
      const responses = await Promise.all(
        [7, 8, 9].map((count) => admin('PUT', '/api/stock', { counts: [{ id: berry.id, count, seen: 5 }] })),
      );
      expect(responses.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = responses.find((a) => a.statusCode === 200)!.json().data[0].count;
      expect((await counts('products', product.id))[BERRY]).toBe(winner);
      expect((await history(berry.id)).filter((h: { reason: string }) => h.reason === 'counted')).toHaveLength(1);
    });

    it('forgets the counts of a deleted item', async () => {
      const product = await lipstick(1, 1, { name: 'Deleted Blush' });
      await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: bearer(shop.token) });
      expect((await stockRows('?search=deleted%20blush')).data).toHaveLength(0);
      expect(
        Number(
          (
            await shop.t.db
              .selectFrom('stock_levels')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('item_id', '=', product.id)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(0);
    });
  });
});
