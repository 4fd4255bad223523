import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_OPTION_ID, type DeliveryOptions } from '#contract/delivery.js';
import { orderMessageText } from '#contract/messages/cart-order.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { multipart } from '../test-support/multipart.js';

// An order's delivery fee is the shop's: worked out from the options stored now and the lines it
// priced, never taken from the browser, kept in the order in cents.

describe.each(engines)('delivery options of orders on %s', (engine) => {
  const shop = useSignedInShop(engine);

  const newProduct = async (name: string, price: string, extra: Record<string, string> = {}) => {
    const body = multipart({ name, description: 'd', price, categoryId: shop.categoryId, ...extra });
    const response = await shop.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(shop.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  const newOffer = async (name: string, price: string, offerPrice: string) => {
    const body = multipart({ name, description: 'd', price, offerPrice });
    const response = await shop.t.app.inject({
      method: 'POST',
      url: '/api/offer',
      headers: { ...bearer(shop.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  const product = (id: string, quantity = 1) => ({ kind: 'product', id, colorHex: null, quantity });
  const offer = (id: string, quantity = 1) => ({ kind: 'offer', id, colorHex: null, quantity });

  /** Saves the shop's options; returns them as stored (the zones with their ids). */
  const setOptions = async (delivery: unknown): Promise<DeliveryOptions> => {
    const response = await shop.t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: { ...VALID_SETTINGS, delivery },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ delivery: DeliveryOptions }>().delivery;
  };
  const zone = (name: string, fee: number, freeOver: number | null = null) => ({ name, fee, freeOver, estimate: null });
  const place = (payload: Record<string, unknown>) => shop.t.app.inject({ method: 'POST', url: '/api/orders', payload });
  const order = (lines: unknown[], deliveryOption?: string, extra: Record<string, unknown> = {}) =>
    place({ idempotencyKey: randomUUID(), lines, ...(deliveryOption === undefined ? {} : { deliveryOption }), ...extra });
  const sale = (lines: unknown[], extra: Record<string, unknown> = {}) =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/orders/sales',
      headers: bearer(shop.token),
      payload: { idempotencyKey: randomUUID(), lines, channel: 'shop', status: 'confirmed', ...extra },
    });
  const countOrders = async () =>
    Number(
      (
        await shop.t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedRow = (id: string) =>
    shop.t.db
      .selectFrom('orders')
      .select(['total_cents', 'delivery_option_id', 'delivery_option_kind', 'delivery_option_name', 'delivery_fee_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  let ten: { id: string };
  let duo: { id: string };
  let options: DeliveryOptions;
  let beirut: string;
  beforeAll(async () => {
    ten = await newProduct('Ten', '10');
    // Sold at 15 though priced 20: the price it is sold at counts toward a threshold.
    duo = await newOffer('Duo', '20', '15');
  });
  beforeEach(async () => {
    options = await setOptions({ zones: [zone('Beirut', 3, 50), zone('Free zone', 0), zone('Far', 7.5)], pickup: true });
    beirut = options.zones[0]!.id;
  });

  describe('the fee', () => {
    it.each([
      ['below the threshold: the fee', () => [product(ten.id, 2)], 20, 3],
      ['products and offers reaching it exactly: free', () => [product(ten.id, 2), offer(duo.id, 2)], 50, 0],
      ['offers at the price they are sold at, under it: the fee', () => [product(ten.id), offer(duo.id, 2)], 40, 3],
      ['over it: free', () => [product(ten.id, 3), offer(duo.id, 2)], 60, 0],
    ])('of a zone, %s', async (_label, lines, total, fee) => {
      const response = await order(lines(), beirut);
      expect(response.statusCode, response.body).toBe(201);
      const placed = response.json();
      expect(placed).toMatchObject({ total, deliveryOption: { id: beirut, kind: 'zone', name: 'Beirut', fee }, grandTotal: total + fee });
      expect(await storedRow(placed.id)).toEqual({
        total_cents: total * 100,
        delivery_option_id: beirut,
        delivery_option_kind: 'zone',
        delivery_option_name: 'Beirut',
        delivery_fee_cents: fee * 100,
      });
    });

    it('of a zone is charged one cent under the threshold', async () => {
      const under = await newProduct('Under', '34.99');
      const placed = (await order([product(under.id), offer(duo.id)], beirut)).json();
      expect(placed).toMatchObject({ total: 49.99, deliveryOption: { fee: 3 }, grandTotal: 52.99 });
    });

    it('is never counted for a sold-out line: the order is refused (409) as without options, nothing stored', async () => {
      const out = await newProduct('Out', '45', { soldOut: 'true' });
      const before = await countOrders();
      const response = await order([product(ten.id), product(out.id)], beirut);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: apiMessages.orderItemsChanged, lines: expect.any(Array) });
      expect(response.json().lines.map((line: { status: string }) => line.status)).toEqual(['available', 'soldOut']);
      expect(await countOrders()).toBe(before);
    });

    it('of pickup is 0, named as the shop says it', async () => {
      const placed = (await order([product(ten.id)], PICKUP_OPTION_ID)).json();
      expect(placed).toMatchObject({
        total: 10,
        deliveryOption: { id: 'pickup', kind: 'pickup', name: orderMessageText.pickup, fee: 0 },
        grandTotal: 10,
      });
      expect((await storedRow(placed.id)).delivery_option_name).toBe('Pick up at the shop');
    });

    it('of a zone that delivers free is 0', async () => {
      const placed = (await order([product(ten.id)], options.zones[1]!.id)).json();
      expect(placed).toMatchObject({ deliveryOption: { kind: 'zone', name: 'Free zone', fee: 0 }, grandTotal: 10 });
    });

    it('is in whole cents from the stored dollars to the row and back', async () => {
      const [cheap] = (await setOptions({ zones: [zone('Hamra', 2.35)], pickup: false })).zones;
      const lipstick = await newProduct('Lipstick', '19.99');
      const response = await order([product(lipstick.id, 3)], cheap!.id);
      expect(response.statusCode, response.body).toBe(201);
      const placed = response.json();
      expect(placed).toMatchObject({ total: 59.97, deliveryOption: { fee: 2.35 }, grandTotal: 62.32 });
      const row = await storedRow(placed.id);
      expect(row).toMatchObject({ total_cents: 5997, delivery_fee_cents: 235 });
      expect(Number.isInteger(row.total_cents) && Number.isInteger(row.delivery_fee_cents)).toBe(true);
      const detail = (await shop.t.app.inject({ url: `/api/orders/${placed.id}`, headers: bearer(shop.token) })).json();
      expect(detail).toMatchObject({
        total: 59.97,
        deliveryOption: { id: cheap!.id, kind: 'zone', name: 'Hamra', fee: 2.35 },
        grandTotal: 62.32,
      });
      const listed = (await shop.t.app.inject({ url: `/api/orders?search=${placed.reference}`, headers: bearer(shop.token) })).json().data;
      expect(listed).toEqual([
        expect.objectContaining({ id: placed.id, total: 59.97, deliveryOption: detail.deliveryOption, grandTotal: 62.32 }),
      ]);
    });

    it("is the options' now, not the quote's, when the owner changes them in between", async () => {
      const quoted = (await shop.t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [product(ten.id)] } })).json();
      expect(quoted.deliveryOptions.zones[0]).toMatchObject({ id: beirut, fee: 3 });
      await setOptions({ zones: [{ ...options.zones[0]!, name: 'Beirut (new)', fee: 4.25 }], pickup: true });
      const placed = (await order([product(ten.id)], beirut)).json();
      expect(placed).toMatchObject({ total: 10, deliveryOption: { id: beirut, name: 'Beirut (new)', fee: 4.25 }, grandTotal: 14.25 });
      expect((await storedRow(placed.id)).delivery_fee_cents).toBe(425);
    });
  });

  describe('the choice', () => {
    it('is taken from the browser as an id only: a fee or any other field is refused (400), nothing stored', async () => {
      const before = await countOrders();
      const cases: Array<[Record<string, unknown>, string, string | RegExp]> = [
        [{ deliveryOption: beirut, deliveryFee: 0 }, 'deliveryFee', 'Unknown field'],
        [{ deliveryOption: beirut, fee: 0 }, 'fee', 'Unknown field'],
        [{ deliveryOption: { id: beirut, fee: 0 } }, 'deliveryOption', validation.deliveryOptionInvalid],
        [{ deliveryOption: '' }, 'deliveryOption', validation.deliveryOptionInvalid],
        [{ deliveryOption: 'x'.repeat(65) }, 'deliveryOption', validation.deliveryOptionInvalid],
      ];
      for (const [extra, field, message] of cases) {
        const response = await order([product(ten.id)], undefined, extra);
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
        expect(response.json().errors[field]).toBe(message);
      }
      const tamperedSale = await sale([product(ten.id)], { deliveryOption: beirut, deliveryFee: 0 });
      expect(tamperedSale.statusCode).toBe(400);
      expect(tamperedSale.json().errors.deliveryFee).toBe('Unknown field');
      expect(await countOrders()).toBe(before);
    });

    it('of a zone deleted since is refused (409) with the options now; nothing stored', async () => {
      const now = await setOptions({ zones: [options.zones[2]!], pickup: true });
      const before = await countOrders();
      const response = await order([product(ten.id)], beirut);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: apiMessages.deliveryOptionsChanged, deliveryOptions: now });
      expect(await countOrders()).toBe(before);
    });

    it('of pickup switched off since is refused (409)', async () => {
      const now = await setOptions({ zones: options.zones, pickup: false });
      const response = await order([product(ten.id)], PICKUP_OPTION_ID);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: apiMessages.deliveryOptionsChanged, deliveryOptions: now });
    });

    it('of an option when the shop offers none is refused (409) with no options', async () => {
      await setOptions({ zones: [], pickup: false });
      const response = await order([product(ten.id)], beirut);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: apiMessages.deliveryOptionsChanged, deliveryOptions: { zones: [], pickup: false } });
    });

    it('gone with a line gone too: the lines speak first, with the options now beside them', async () => {
      const out = await newProduct('Gone too', '5', { soldOut: 'true' });
      const now = await setOptions({ zones: [], pickup: true });
      const before = await countOrders();
      const response = await order([product(out.id)], beirut);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: apiMessages.orderItemsChanged,
        lines: [expect.objectContaining({ status: 'soldOut' })],
        deliveryOptions: now,
      });
      expect(await countOrders()).toBe(before);
    });

    it('left out stores the order with none and no fee, though the shop offers options (an order sent from an older page)', async () => {
      const placed = (await order([product(ten.id)])).json();
      expect(placed).toMatchObject({ total: 10, deliveryOption: null, grandTotal: 10 });
      expect(await storedRow(placed.id)).toMatchObject({
        delivery_option_id: null,
        delivery_option_kind: null,
        delivery_option_name: null,
        delivery_fee_cents: 0,
      });
    });

    it('is part of the idempotent request: the same option returns the same order, another one under the key is refused', async () => {
      const idempotencyKey = randomUUID();
      const first = await place({ idempotencyKey, lines: [product(ten.id)], deliveryOption: beirut });
      expect(first.statusCode).toBe(201);
      const again = await place({ idempotencyKey, lines: [product(ten.id)], deliveryOption: beirut });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      for (const deliveryOption of [PICKUP_OPTION_ID, undefined]) {
        const other = await place({ idempotencyKey, lines: [product(ten.id)], ...(deliveryOption ? { deliveryOption } : {}) });
        expect(other.statusCode).toBe(409);
        expect(other.json()).toEqual({ message: apiMessages.orderKeyReused });
      }
      // Sent again after the zone was deleted: still the order it made, as it was.
      await setOptions({ zones: [], pickup: false });
      const later = await place({ idempotencyKey, lines: [product(ten.id)], deliveryOption: beirut });
      expect(later.statusCode).toBe(200);
      expect(later.json()).toEqual(first.json());
    });
  });

  describe('a recorded sale', () => {
    it('stores the option it names with its fee, and none when it names none', async () => {
      const withOption = await sale([product(ten.id, 2)], { deliveryOption: options.zones[2]!.id });
      expect(withOption.statusCode, withOption.body).toBe(201);
      expect(withOption.json()).toMatchObject({
        channel: 'shop',
        total: 20,
        deliveryOption: { kind: 'zone', name: 'Far', fee: 7.5 },
        grandTotal: 27.5,
      });
      expect((await storedRow(withOption.json().id)).delivery_fee_cents).toBe(750);
      const without = await sale([product(ten.id)]);
      expect(without.statusCode, without.body).toBe(201);
      expect(without.json()).toMatchObject({ total: 10, deliveryOption: null, grandTotal: 10 });
    });

    it('naming an option not offered is refused (409), nothing stored; the same option returns the same sale again', async () => {
      const before = await countOrders();
      const refused = await sale([product(ten.id)], { deliveryOption: 'no-such-zone' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: apiMessages.deliveryOptionsChanged, deliveryOptions: options });
      expect(await countOrders()).toBe(before);

      const idempotencyKey = randomUUID();
      const first = await sale([product(ten.id)], { idempotencyKey, deliveryOption: PICKUP_OPTION_ID });
      expect(first.statusCode).toBe(201);
      expect((await sale([product(ten.id)], { idempotencyKey, deliveryOption: PICKUP_OPTION_ID })).json()).toEqual(first.json());
      const other = await sale([product(ten.id)], { idempotencyKey, deliveryOption: beirut });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ message: apiMessages.orderKeyReused });
    });
  });

  it("the cart's quote returns the options as they are now", async () => {
    const quote = async () =>
      (await shop.t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [product(ten.id)] } })).json();
    expect((await quote()).deliveryOptions).toEqual(options);
    const now = await setOptions({ zones: [zone('Only one', 1)], pickup: false });
    expect((await quote()).deliveryOptions).toEqual(now);
    await setOptions({ zones: [], pickup: false });
    expect(await quote()).toMatchObject({
      lines: [expect.objectContaining({ status: 'available' })],
      deliveryOptions: { zones: [], pickup: false },
    });
  });
});
