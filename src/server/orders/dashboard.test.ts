import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCategory, createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { multipart } from '../test-support/multipart.js';
import { addDays, shopDay } from './days.js';

describe("the shop's days", () => {
  it('are Beirut calendar days, summer time included', () => {
    expect(shopDay(new Date('2026-01-20T21:59:59Z'))).toBe('2026-01-20');
    expect(shopDay(new Date('2026-01-20T22:00:00Z'))).toBe('2026-01-21');
    expect(shopDay(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
    expect(shopDay(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});

describe.each(engines)('the order dashboard on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let now = new Date();

  beforeAll(async () => {
    t = await createTestApp(engine, {}, false, { clock: () => now });
    token = await t.login();
  });
  afterAll(() => t.close());

  const newProduct = async (fields: Record<string, string>, method: 'POST' | 'PUT' = 'POST', id = '') => {
    const categoryId = await createCategory(t, token, randomUUID());
    const body = multipart({ description: 'd', categoryId, ...fields });
    const url = method === 'POST' ? '/api/products' : `/api/products/${id}`;
    return (await t.app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload })).json();
  };
  /** An order of `quantity` of `productId` placed at `at`, then moved to `status` at the same time. */
  const orderAt = async (at: string, productId: string, quantity: number, status: 'new' | 'confirmed' | 'delivered' | 'cancelled') => {
    now = new Date(at);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: [{ kind: 'product', id: productId, colorHex: null, quantity }] },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const path = status === 'new' ? [] : status === 'delivered' ? ['confirmed', 'delivered'] : [status];
    for (const next of path) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        headers: bearer(token),
        payload: { status: next },
      });
      expect(changed.statusCode).toBe(200);
    }
    return id as string;
  };

  const none = { orders: 0, revenue: 0 };
  const websiteSales = (orders: number, revenue: number) => ({
    orders,
    revenue,
    deliveryFees: 0,
    discounts: 0,
    byChannel: { website: { orders, revenue }, shop: none, phone: none, whatsapp: none },
  });
  const saleAt = async (at: string, productId: string, quantity: number, channel: string, status: 'confirmed' | 'delivered') => {
    now = new Date(at);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/sales',
      headers: bearer(token),
      payload: { idempotencyKey: randomUUID(), lines: [{ kind: 'product', id: productId, colorHex: null, quantity }], channel, status },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it("counts sales, new and cancelled orders by the shop's day, fills empty days and ranks what sold", async () => {
    const lip = await newProduct({ name: 'Lip', price: '10' });
    const blush = await newProduct({ name: 'Blush', price: '5' });
    // Beirut is UTC+2 in January: 22:30 UTC on the 19th is already the 20th there.
    await orderAt('2026-01-19T22:30:00Z', lip.id, 2, 'confirmed'); // today, 20
    await orderAt('2026-01-13T10:00:00Z', blush.id, 1, 'confirmed'); // 7 days ago, 5
    await newProduct({ name: 'Blush v2', price: '5' }, 'PUT', blush.id);
    await orderAt('2026-01-19T21:30:00Z', blush.id, 5, 'delivered'); // yesterday 23:30, 25
    await orderAt('2026-01-20T09:00:00Z', lip.id, 1, 'new'); // today, 10
    await orderAt('2026-01-20T09:30:00Z', blush.id, 1, 'cancelled'); // today, 5
    await orderAt('2026-01-14T10:00:00Z', lip.id, 1, 'confirmed'); // 6 days ago, 10
    await orderAt('2025-12-22T10:00:00Z', lip.id, 4, 'delivered'); // 29 days ago, 40
    await orderAt('2025-12-21T21:00:00Z', lip.id, 10, 'confirmed'); // 30 days ago in Beirut (23:00): outside

    now = new Date('2026-01-20T10:00:00Z');
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/dashboard', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard.today).toEqual({ sales: websiteSales(1, 20), new: { orders: 1, total: 10 }, cancelled: { orders: 1, total: 5 } });
    expect(dashboard.last7Days).toEqual({ sales: websiteSales(3, 55), new: { orders: 1, total: 10 }, cancelled: { orders: 1, total: 5 } });
    expect(dashboard.last30Days).toEqual({
      sales: websiteSales(5, 100),
      new: { orders: 1, total: 10 },
      cancelled: { orders: 1, total: 5 },
    });
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days[0]).toEqual({ date: '2025-12-22', orders: 1, revenue: 40 });
    expect(dashboard.days[28]).toEqual({ date: '2026-01-19', orders: 1, revenue: 25 });
    expect(dashboard.days[29]).toEqual({ date: '2026-01-20', orders: 1, revenue: 20 });
    expect(dashboard.days[1]).toEqual({ date: '2025-12-23', orders: 0, revenue: 0 });
    expect(dashboard.days.reduce((sum: number, day: { revenue: number }) => sum + day.revenue, 0)).toBe(100);
    expect(dashboard.bestSellers).toEqual([
      { kind: 'product', itemId: lip.id, name: 'Lip', units: 7, revenue: 70 },
      { kind: 'product', itemId: blush.id, name: 'Blush v2', units: 6, revenue: 30 },
    ]);
    expect(dashboard.newCount).toBe(1);

    // Half an hour before midnight Beirut time the day is still the 20th; half an hour after, the 21st.
    now = new Date('2026-01-20T21:30:00Z');
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/dashboard', headers: bearer(token) })).json().today.sales.orders).toBe(1);
    now = new Date('2026-01-20T22:30:00Z');
    const tomorrow = (await t.app.inject({ method: 'GET', url: '/api/orders/dashboard', headers: bearer(token) })).json();
    expect(tomorrow.today.sales.orders).toBe(0);
    expect(tomorrow.days[29].date).toBe('2026-01-21');
    expect(tomorrow.last30Days.sales).toEqual(websiteSales(4, 60));

    const history = (await t.app.inject({ method: 'GET', url: '/api/orders?status=delivered', headers: bearer(token) })).json().data;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/orders/${history[0].id}`, headers: bearer(token) })).json();
    // The customer placed it; the owner moved it on.
    const owner = { id: expect.any(String), name: 'admin' };
    expect(detail.history).toEqual([
      { status: 'new', at: '2026-01-19T21:30:00.000Z', by: null },
      { status: 'confirmed', at: '2026-01-19T21:30:00.000Z', by: owner },
      { status: 'delivered', at: '2026-01-19T21:30:00.000Z', by: owner },
    ]);
  });

  it('splits the revenue by channel: the website and the sales recorded in the shop, by phone, on WhatsApp', async () => {
    const gloss = await newProduct({ name: 'Gloss', price: '8' });
    await orderAt('2026-06-10T09:00:00Z', gloss.id, 1, 'delivered'); // website, today, 8
    const counter = await saleAt('2026-06-10T10:00:00Z', gloss.id, 2, 'shop', 'delivered'); // today, 16
    await saleAt('2026-06-07T10:00:00Z', gloss.id, 1, 'phone', 'confirmed'); // 3 days ago, 8
    await saleAt('2026-05-20T10:00:00Z', gloss.id, 3, 'whatsapp', 'confirmed'); // 21 days ago, 24
    const cancelled = await saleAt('2026-06-10T10:30:00Z', gloss.id, 5, 'whatsapp', 'confirmed');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelled.id}/status`,
      headers: bearer(token),
      payload: { status: 'cancelled' },
    });
    expect(changed.statusCode).toBe(200);
    expect(counter.history.map((change: { status: string }) => change.status)).toEqual(['confirmed', 'delivered']);

    now = new Date('2026-06-10T12:00:00Z');
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/orders/dashboard', headers: bearer(token) })).json();
    expect(dashboard.today.sales).toEqual({
      orders: 2,
      revenue: 24,
      deliveryFees: 0,
      discounts: 0,
      byChannel: { website: { orders: 1, revenue: 8 }, shop: { orders: 1, revenue: 16 }, phone: none, whatsapp: none },
    });
    expect(dashboard.today.cancelled).toEqual({ orders: 1, total: 40 });
    expect(dashboard.last7Days.sales.byChannel.phone).toEqual({ orders: 1, revenue: 8 });
    expect(dashboard.last30Days.sales).toEqual({
      orders: 4,
      revenue: 56,
      deliveryFees: 0,
      discounts: 0,
      byChannel: {
        website: { orders: 1, revenue: 8 },
        shop: { orders: 1, revenue: 16 },
        phone: { orders: 1, revenue: 8 },
        whatsapp: { orders: 1, revenue: 24 },
      },
    });
    expect(dashboard.bestSellers).toEqual([{ kind: 'product', itemId: gloss.id, name: 'Gloss', units: 7, revenue: 56 }]);
  });

  it('reports delivery fees apart: revenue is from items, deliveryFees sums the fees of sales only', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { ...VALID_SETTINGS, delivery: { zones: [{ name: 'Beirut', fee: 2.35, freeOver: 30, estimate: null }], pickup: true } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const beirut = settings.json().delivery.zones[0].id as string;
    const mascara = await newProduct({ name: 'Mascara', price: '12.5' });
    const orderWith = async (
      at: string,
      quantity: number,
      deliveryOption: string,
      status: 'new' | 'confirmed' | 'delivered' | 'cancelled',
    ) => {
      now = new Date(at);
      const lines = [{ kind: 'product', id: mascara.id, colorHex: null, quantity }];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { idempotencyKey: randomUUID(), lines, deliveryOption },
      });
      expect(response.statusCode, response.body).toBe(201);
      for (const next of status === 'new' ? [] : status === 'delivered' ? ['confirmed', 'delivered'] : [status]) {
        const changed = await t.app.inject({
          method: 'PATCH',
          url: `/api/orders/${response.json().id}/status`,
          headers: bearer(token),
          payload: { status: next },
        });
        expect(changed.statusCode).toBe(200);
      }
    };
    await orderWith('2026-09-10T09:00:00Z', 1, beirut, 'confirmed'); // today: 12.50 + 2.35
    await orderWith('2026-09-10T09:10:00Z', 2, beirut, 'delivered'); // today: 25 + 2.35
    await orderWith('2026-09-10T09:20:00Z', 3, beirut, 'delivered'); // today: 37.50, over 30: free
    await orderWith('2026-09-10T09:30:00Z', 1, 'pickup', 'confirmed'); // today: 12.50, pickup free
    await orderWith('2026-09-08T09:00:00Z', 1, beirut, 'confirmed'); // 2 days ago: 12.50 + 2.35
    await orderWith('2026-09-10T09:40:00Z', 1, beirut, 'new'); // not a sale
    await orderWith('2026-09-10T09:50:00Z', 1, beirut, 'cancelled'); // not a sale
    const recorded = await saleAt('2026-09-10T10:00:00Z', mascara.id, 1, 'phone', 'confirmed'); // today, no option: 12.50
    expect(recorded.deliveryOption).toBeNull();

    now = new Date('2026-09-10T12:00:00Z');
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/orders/dashboard', headers: bearer(token) })).json();
    expect(dashboard.today.sales).toMatchObject({ orders: 5, revenue: 100, deliveryFees: 4.7 });
    expect(dashboard.today.sales.byChannel.website).toEqual({ orders: 4, revenue: 87.5 });
    expect(dashboard.today.new).toEqual({ orders: 1, total: 12.5 });
    expect(dashboard.today.cancelled).toEqual({ orders: 1, total: 12.5 });
    expect(dashboard.last7Days.sales).toMatchObject({ orders: 6, revenue: 112.5, deliveryFees: 7.05 });
    expect(dashboard.days[29]).toEqual({ date: '2026-09-10', orders: 5, revenue: 100 });
    expect(dashboard.bestSellers).toEqual([{ kind: 'product', itemId: mascara.id, name: 'Mascara', units: 9, revenue: 112.5 }]);
  });
});
