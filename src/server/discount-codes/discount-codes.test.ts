import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#contract/constants.js';
import { PICKUP_OPTION_ID } from '#contract/delivery.js';
import { DISCOUNT_CODE_LIMITS, discountCodeMessages as messages, type CartDiscount, type DiscountCode } from '#contract/discount-code.js';
import { bearer, createCategory, createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { multipart } from '../test-support/multipart.js';
import { instantOfBeirutTime, beirutWallTime } from './beirut-time.js';
import { foldCode } from './code-key.js';
import { phoneKey } from './phone-key.js';

describe('a code as typed', () => {
  it('folds case, spaces, hyphens, Arabic-Indic digits, full-width and look-alike letters to one code', () => {
    for (const typed of [
      'LAYAL15',
      'layal15',
      ' Layal 15 ',
      'layal-15',
      'LAYAL١٥',
      'layal۱۵',
      'ＬＡＹＡＬ１５',
      'LАYАL15',
      '\u2068LAYAL15\u2069',
      'LAYAL\u206015',
      'LA\u180eYAL15',
      'LAY\u2063AL\u{E0041}15',
      'LAYAL1\ufe0f5',
    ]) {
      expect(foldCode(typed), typed).toBe('LAYAL15');
    }
    // The Cyrillic А above is not the Latin A: only the fold makes them one.
    expect('LАYАL15').not.toBe('LAYAL15');
  });

  it('keeps a phone as one number however the customer typed it', () => {
    for (const typed of ['03 123 456', '+961 3 123 456', '00961 3123456', '٠٣ ١٢٣ ٤٥٦', '(03) 123-456'])
      expect(phoneKey(typed), typed).toBe('3123456');
    expect(phoneKey('  ')).toBeNull();
  });

  it("turns Beirut's wall time into an instant and back, summer time included", () => {
    expect(instantOfBeirutTime('2026-12-01T00:00').toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(instantOfBeirutTime('2026-07-01T12:30').toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(beirutWallTime(new Date('2026-07-01T09:30:00Z'))).toBe('2026-07-01T12:30');
  });
});

describe.each(engines)('discount codes on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const now = new Date('2026-06-10T09:00:00Z');
  let lipstick: { id: string };
  let blush: { id: string };
  let lipsCategory: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimits: { codeGuessesMax: 1000 } }, false, { clock: () => now });
    token = await t.login();
    lipsCategory = await createCategory(t, token, 'Lips');
    const cheeks = await createCategory(t, token, 'Cheeks');
    const product = async (name: string, price: string, categoryId: string) => {
      const body = multipart({ name, description: 'd', price, categoryId });
      return (
        await t.app.inject({ method: 'POST', url: '/api/products', headers: { ...bearer(token), ...body.headers }, payload: body.payload })
      ).json();
    };
    lipstick = await product('Velvet Lipstick', '20', lipsCategory);
    blush = await product('Soft Blush', '15', cheeks);
    // Delivery to Beirut for $4, and pickup.
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: {
        ...VALID_SETTINGS,
        delivery: { zones: [{ name: 'Beirut', fee: 4, freeOver: null, estimate: null, translations: { fr: {}, ar: {} } }], pickup: true },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const createCode = async (fields: Record<string, unknown>) => {
    const response = await admin('POST', '/api/discount-codes', { kind: 'percent', percent: 10, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<DiscountCode>();
  };
  const lines = (lipsticks: number, blushes = 0) => [
    ...(lipsticks ? [{ kind: 'product', id: lipstick.id, colorHex: null, quantity: lipsticks }] : []),
    ...(blushes ? [{ kind: 'product', id: blush.id, colorHex: null, quantity: blushes }] : []),
  ];
  const quote = async (code: string, lipsticks = 2, blushes = 0): Promise<CartDiscount> => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: lines(lipsticks, blushes), code } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().discount;
  };
  const order = (code: string | undefined, extra: Record<string, unknown> = {}, lipsticks = 2) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: lines(lipsticks), ...(code === undefined ? {} : { code }), ...extra },
    });
  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const uses = async (id: string) =>
    (await t.db.selectFrom('discount_codes').select('uses').where('id', '=', id).executeTakeFirstOrThrow()).uses;

  describe('the owner', () => {
    it('creates a code folded to capitals, and refuses one written like it in other letters', async () => {
      const code = await createCode({ code: 'layal 15', percent: 15, minItemsTotal: 30, maxUses: 100 });
      expect(code).toMatchObject({
        code: 'LAYAL15',
        kind: 'percent',
        percent: 15,
        amount: null,
        minItemsTotal: 30,
        maxUses: 100,
        uses: 0,
        state: 'active',
        used: false,
      });
      const again = await admin('POST', '/api/discount-codes', { code: 'LАYАL١٥', kind: 'amount', amount: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.codeExists);
    });

    it.each([
      [{ code: 'AB' }, 'code', messages.codeFormat],
      [{ code: 'LAYAL 15%' }, 'code', messages.codeFormat],
      [{ code: 'سلام' }, 'code', messages.codeFormat],
      [{ percent: 101 }, 'percent', messages.percent],
      [{ percent: 12.5 }, 'percent', messages.percent],
      [{ kind: 'amount', percent: null, amount: 5.001 }, 'amount', messages.amount],
      [{ kind: 'amount', percent: null, amount: null }, 'amount', messages.amount],
      [{ startsAt: '2026-07-01T00:00', endsAt: '2026-06-30T23:00' }, 'endsAt', messages.endsBeforeStart],
      [{ startsAt: '1 July' }, 'startsAt', messages.dateTime],
      [{ endsAt: '2026-13-01T10:00' }, 'endsAt', messages.dateTime],
      [{ endsAt: '2026-02-30T10:00' }, 'endsAt', messages.dateTime],
      [{ endsAt: '2026-02-30T25:61' }, 'endsAt', messages.dateTime],
      [{ endsAt: '2026-06-30T24:00' }, 'endsAt', messages.dateTime],
      [{ endsAt: '9999-12-31T23:59' }, 'endsAt', messages.dateRange],
      [{ startsAt: '0000-01-01T00:00' }, 'startsAt', messages.dateRange],
      [{ startsAt: '1999-12-31T23:59' }, 'startsAt', messages.dateRange],
      [{ kind: 'amount', percent: null, amount: 21_474_836.48 }, 'amount', messages.amount],
      [{ kind: 'amount', percent: null, amount: 1_000_000 }, 'amount', messages.amount],
      [{ minItemsTotal: 21_474_836.48 }, 'minItemsTotal', messages.amount],
      [{ maxUses: 0 }, 'maxUses', messages.uses],
      [{ categoryIds: ['no-such-category'] }, 'categoryIds', messages.targetGone],
    ])('refuses %o with the field message, saving nothing', async (fields, field, message) => {
      const before = (await admin('GET', '/api/discount-codes')).json().data.length;
      const response = await admin('POST', '/api/discount-codes', { code: 'OK123', kind: 'percent', percent: 10, ...fields });
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
      expect(JSON.stringify(response.json())).toContain(field);
      expect((await admin('GET', '/api/discount-codes')).json().data).toHaveLength(before);
    });

    it('takes an amount and a minimum up to a price’s bound, and dates from the first to the last year codes use', async () => {
      const code = await createCode({
        code: 'BOUNDS',
        kind: 'amount',
        percent: null,
        amount: LIMITS.priceMaxCents / 100,
        minItemsTotal: LIMITS.priceMaxCents / 100,
        startsAt: `${DISCOUNT_CODE_LIMITS.yearMin}-01-01T00:00`,
        endsAt: `${DISCOUNT_CODE_LIMITS.yearMax}-12-31T23:59`,
      });
      expect(code).toMatchObject({
        amount: 999_999.99,
        minItemsTotal: 999_999.99,
        startsAt: '2000-01-01T00:00',
        endsAt: '2100-12-31T23:59',
      });
      expect((await createCode({ code: 'LEAPDAY', startsAt: '2028-02-29T10:00' })).startsAt).toBe('2028-02-29T10:00');
    });

    it('keeps starts and ends in Beirut time, and tells a scheduled code from an ended one', async () => {
      const later = await createCode({ code: 'SUMMER', startsAt: '2026-07-01T00:00', endsAt: '2026-07-31T23:59' });
      expect(later).toMatchObject({ startsAt: '2026-07-01T00:00', endsAt: '2026-07-31T23:59', state: 'scheduled' });
      const stored = await t.db.selectFrom('discount_codes').select(['starts_at']).where('id', '=', later.id).executeTakeFirstOrThrow();
      expect(stored.starts_at).toBe('2026-06-30T21:00:00.000Z');
      const past = await createCode({ code: 'SPRING', endsAt: '2026-05-31T23:59' });
      expect(past.state).toBe('ended');
    });

    it('still switches off a code limited to a category deleted since, and refuses a deleted one newly chosen', async () => {
      const doomed = await createCategory(t, token, 'Doomed');
      const code = await createCode({ code: 'DOOMED10', categoryIds: [doomed] });
      expect((await admin('DELETE', `/api/categories/${doomed}`)).statusCode).toBe(204);
      const off = await admin('PUT', `/api/discount-codes/${code.id}`, {
        code: 'DOOMED10',
        kind: 'percent',
        percent: 10,
        categoryIds: [doomed],
        active: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      const other = await createCode({ code: 'OTHER10' });
      const refused = await admin('PUT', `/api/discount-codes/${other.id}`, {
        code: 'OTHER10',
        kind: 'percent',
        percent: 10,
        categoryIds: [doomed],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(messages.targetGone);
    });

    it('records who created, changed and switched off a code', async () => {
      const code = await createCode({ code: 'AUDIT1' });
      await admin('PUT', `/api/discount-codes/${code.id}`, { code: 'AUDIT1', kind: 'percent', percent: 12 });
      await admin('PUT', `/api/discount-codes/${code.id}`, { code: 'AUDIT1', kind: 'percent', percent: 12, active: false });
      const activity = (await admin('GET', '/api/activity?kind=code'))
        .json()
        .data.filter((entry: { subject: { id: string } }) => entry.subject.id === code.id);
      expect(activity.map((entry: { action: string }) => entry.action)).toEqual(['switchedOff', 'updated', 'created']);
    });
  });

  describe('a cart', () => {
    it('takes a percent off the items, rounded to the cent, however the code is typed', async () => {
      await createCode({ code: 'PCT15', percent: 15 });
      for (const typed of ['pct15', ' PCT 15', 'PCT١٥', 'РСТ15']) {
        expect(await quote(typed, 1, 1)).toEqual({
          code: 'PCT15',
          problem: null,
          kind: 'percent',
          percent: 15,
          amount: null,
          itemsOff: 5.25, // 15 % of $35
          freeDelivery: false,
          minItemsTotal: null,
          retryAfter: null,
        });
      }
    });

    it('takes an amount off, never more than the items it applies to', async () => {
      await createCode({ code: 'BIG100', kind: 'amount', percent: null, amount: 100 });
      expect((await quote('BIG100', 1)).itemsOff).toBe(20);
    });

    it('takes the delivery fee off with free delivery, and nothing off the items', async () => {
      await createCode({ code: 'SHIPFREE', kind: 'freeDelivery', percent: null });
      expect(await quote('SHIPFREE')).toMatchObject({ problem: null, freeDelivery: true, itemsOff: 0 });
    });

    it('applies a code limited to a category to its lines only, and tells when nothing in the cart is in it', async () => {
      await createCode({ code: 'LIPS20', percent: 20, categoryIds: [lipsCategory] });
      expect((await quote('LIPS20', 1, 2)).itemsOff).toBe(4); // 20 % of the lipstick's $20, not the blushes
      expect(await quote('LIPS20', 0, 1)).toMatchObject({ problem: 'notApplicable', itemsOff: 0 });
      await createCode({ code: 'BLUSHONLY', kind: 'amount', percent: null, amount: 3, items: [{ kind: 'product', id: blush.id }] });
      expect((await quote('BLUSHONLY', 1, 1)).itemsOff).toBe(3);
    });

    it('says why a code takes nothing off', async () => {
      await createCode({ code: 'MIN30', minItemsTotal: 30 });
      expect(await quote('MIN30', 1)).toMatchObject({ problem: 'minimum', minItemsTotal: 30, itemsOff: 0 });
      expect((await quote('MIN30', 2)).problem).toBeNull();
      await createCode({ code: 'LATER', startsAt: '2026-07-01T00:00' });
      expect((await quote('LATER')).problem).toBe('notYet');
      await createCode({ code: 'OVER', endsAt: '2026-06-01T00:00' });
      expect((await quote('OVER')).problem).toBe('ended');
    });

    it('answers a code that does not exist and one switched off alike, telling nothing of either', async () => {
      const off = await createCode({ code: 'OFFCODE', percent: 50, active: false });
      const unknown = await quote('NOSUCHCODE');
      const switchedOff = await quote('offcode');
      const nothing = {
        problem: 'notValid',
        kind: null,
        percent: null,
        amount: null,
        itemsOff: 0,
        freeDelivery: false,
        minItemsTotal: null,
        retryAfter: null,
      };
      expect(unknown).toEqual({ code: 'NOSUCHCODE', ...nothing });
      expect(switchedOff).toEqual({ code: 'OFFCODE', ...nothing });
      expect(off.state).toBe('off');
    });
  });

  describe('an order', () => {
    it('stores the code and what it took off, from the shop’s prices, and counts the use', async () => {
      const code = await createCode({ code: 'LAYALX', percent: 15, minItemsTotal: 30, maxUses: 100 });
      const response = await order('layalx', { deliveryOption: undefined });
      expect(response.statusCode, response.body).toBe(201);
      const placed = response.json();
      expect(placed.total).toBe(40);
      expect(placed.discount).toEqual({ code: 'LAYALX', items: 6, delivery: 0 });
      expect(placed.grandTotal).toBe(34);
      expect(await uses(code.id)).toBe(1);
    });

    it('takes the chosen zone’s fee off with free delivery', async () => {
      await createCode({ code: 'FREESHIP2', kind: 'freeDelivery', percent: null });
      const settings = (await admin('GET', '/api/settings')).json();
      const zone = settings.delivery.zones[0].id;
      const placed = (await order('FREESHIP2', { deliveryOption: zone })).json();
      expect(placed.deliveryOption.fee).toBe(4);
      expect(placed.discount).toEqual({ code: 'FREESHIP2', items: 0, delivery: 4 });
      expect(placed.grandTotal).toBe(40);
    });

    it('spends no use of free delivery, per phone or in all, on an order whose delivery costs nothing, and stores it without the code', async () => {
      const code = await createCode({ code: 'SHIPONCE', kind: 'freeDelivery', percent: null, maxUses: 5, maxUsesPerPhone: 1 });
      const zone = (await admin('GET', '/api/settings')).json().delivery.zones[0].id;
      const phone = { delivery: { phone: '03 777 888' } };
      for (const extra of [{ deliveryOption: PICKUP_OPTION_ID }, {}]) {
        const response = await order('SHIPONCE', { ...phone, ...extra });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ discount: null, grandTotal: 40 });
      }
      expect(await uses(code.id)).toBe(0);
      // The phone's one use is still there for an order it takes the fee off.
      const delivered = (await order('SHIPONCE', { ...phone, deliveryOption: zone })).json();
      expect(delivered.discount).toEqual({ code: 'SHIPONCE', items: 0, delivery: 4 });
      expect(await uses(code.id)).toBe(1);
    });

    it('tells a quote that free delivery takes nothing off with pickup, and applies it to a zone with a fee or no option said', async () => {
      await createCode({ code: 'SHIPQUOTE', kind: 'freeDelivery', percent: null });
      const zone = (await admin('GET', '/api/settings')).json().delivery.zones[0].id;
      const quoted = async (deliveryOption?: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/cart/quote',
            payload: { lines: lines(1), code: 'SHIPQUOTE', ...(deliveryOption ? { deliveryOption } : {}) },
          })
        ).json().discount as CartDiscount;
      expect(await quoted(PICKUP_OPTION_ID)).toMatchObject({ problem: 'notApplicable', kind: 'freeDelivery', freeDelivery: false });
      expect(await quoted(zone)).toMatchObject({ problem: null, freeDelivery: true });
      expect(await quoted()).toMatchObject({ problem: null, freeDelivery: true });
    });

    it('stops, storing nothing, when the code was switched off after the cart checked it', async () => {
      const code = await createCode({ code: 'GONESOON', percent: 10 });
      expect((await quote('GONESOON')).problem).toBeNull();
      await admin('PUT', `/api/discount-codes/${code.id}`, { code: 'GONESOON', kind: 'percent', percent: 10, active: false });
      const before = await orderCount();
      const response = await order('GONESOON');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: messages.codeChanged, discount: { problem: 'notValid', itemsOff: 0 } });
      expect(await orderCount()).toBe(before);
    });

    it('counts uses per phone however the number is written, and asks for a phone', async () => {
      const code = await createCode({ code: 'ONCEEACH', percent: 10, maxUsesPerPhone: 1 });
      expect((await order('ONCEEACH')).json()).toMatchObject({ discount: { problem: 'phoneNeeded' } });
      expect((await order('ONCEEACH', { delivery: { phone: '03 123 456' } })).statusCode).toBe(201);
      const again = await order('ONCEEACH', { delivery: { phone: '+961 3 123 456' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().discount.problem).toBe('usedByPhone');
      expect((await order('ONCEEACH', { delivery: { phone: '71 000 000' } })).statusCode).toBe(201);
      expect(await uses(code.id)).toBe(2);
    });

    it('gives a code’s last use to exactly one of two orders sent at once, and gives it back when that order is cancelled', async () => {
      const code = await createCode({ code: 'LASTONE', percent: 10, maxUses: 1 });
      const before = await orderCount();
      const [a, b] = await Promise.all([order('LASTONE'), order('LASTONE')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const lost = a.statusCode === 409 ? a : b;
      expect(lost.json().discount.problem).toBe('usedUp');
      expect(await orderCount()).toBe(before + 1);
      expect(await uses(code.id)).toBe(1);

      const won = (a.statusCode === 201 ? a : b).json();
      const cancelled = await admin('PATCH', `/api/orders/${won.id}/status`, { status: 'cancelled' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await uses(code.id)).toBe(0);
      expect((await order('LASTONE')).statusCode).toBe(201);
    });

    it('keeps a code that orders used from being deleted; deletes one never used', async () => {
      const used = await createCode({ code: 'USEDONCE', percent: 5 });
      expect((await order('USEDONCE')).statusCode).toBe(201);
      const refused = await admin('DELETE', `/api/discount-codes/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.codeUsed);
      const unused = await createCode({ code: 'NEVERUSED', percent: 5 });
      expect((await admin('DELETE', `/api/discount-codes/${unused.id}`)).statusCode).toBe(204);
      expect((await admin('GET', '/api/discount-codes')).json().data.map((c: DiscountCode) => c.code)).not.toContain('NEVERUSED');
    });
  });

  describe('the figures', () => {
    it('count revenue and discounts per code, on the Codes page and the dashboard', async () => {
      const code = await createCode({ code: 'INFLUENCER', percent: 25 });
      const confirmed = (await order('INFLUENCER')).json(); // $40, $10 off
      await admin('PATCH', `/api/orders/${confirmed.id}/status`, { status: 'confirmed' });
      const waiting = (await order('INFLUENCER', {}, 1)).json(); // new: not a sale yet
      expect(waiting.discount.items).toBe(5);

      const listed = (await admin('GET', '/api/discount-codes')).json().data.find((c: DiscountCode) => c.id === code.id);
      expect(listed).toMatchObject({ uses: 2, orders: 1, revenue: 30, discounts: 10, used: true });
      const dashboard = (await admin('GET', '/api/orders/dashboard')).json();
      expect(dashboard.codes).toContainEqual({ code: 'INFLUENCER', orders: 1, revenue: 30, discounts: 10 });
      expect(dashboard.today.sales.discounts).toBeGreaterThanOrEqual(10);
      const row = (await admin('GET', '/api/orders')).json().data.find((o: { id: string }) => o.id === confirmed.id);
      expect(row).toMatchObject({ discountCode: 'INFLUENCER', total: 40, grandTotal: 30 });
    });
  });
});

describe.each(engines)('codes tried on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let product: { id: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimits: { codeGuessesMax: 3, codeGuessesWindowMs: 600_000 } });
    token = await t.login();
    const body = multipart({ name: 'Kohl', description: 'd', price: '10', categoryId: await createCategory(t, token) });
    product = (
      await t.app.inject({ method: 'POST', url: '/api/products', headers: { ...bearer(token), ...body.headers }, payload: body.payload })
    ).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/discount-codes',
      headers: bearer(token),
      payload: { code: 'REAL10', kind: 'percent', percent: 10 },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const cart = (code: string) => ({ lines: [{ kind: 'product', id: product.id, colorHex: null, quantity: 1 }], code });
  const quote = async (code: string, ip = '203.0.113.9') =>
    (await t.app.inject({ method: 'POST', url: '/api/cart/quote', remoteAddress: ip, payload: cart(code) })).json()
      .discount as CartDiscount;
  const problemsOf = (answers: CartDiscount[]) => ({
    notValid: answers.filter((answer) => answer.problem === 'notValid').length,
    tooManyTries: answers.filter((answer) => answer.problem === 'tooManyTries').length,
  });

  it('are limited per client: codes that are not valid count, the shop’s do not; past the limit every code is refused alike', async () => {
    for (let i = 0; i < 5; i += 1) expect((await quote('REAL10')).problem).toBeNull();
    for (const guess of ['GUESS1', 'GUESS2', 'GUESS3']) expect((await quote(guess)).problem).toBe('notValid');
    const blocked = await quote('GUESS4');
    expect(blocked.problem).toBe('tooManyTries');
    expect(blocked.retryAfter).toBeGreaterThan(0);
    expect(await quote('REAL10')).toMatchObject({ problem: 'tooManyTries', kind: null, itemsOff: 0 });
    // An order with a code is refused the same way, storing nothing.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '203.0.113.9',
      payload: { idempotencyKey: randomUUID(), ...cart('REAL10') },
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().discount.problem).toBe('tooManyTries');
    // Another client is not held back.
    expect((await quote('REAL10', '198.51.100.7')).problem).toBeNull();
  });

  it('are counted before they are checked: of 40 sent at once, exactly the limit are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => quote(`BURST${i}`, '192.0.2.40')));
    expect(problemsOf(answers)).toEqual({ notValid: 3, tooManyTries: 37 });
    // Orders sent at once are counted alike.
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: '192.0.2.41',
          payload: { idempotencyKey: randomUUID(), ...cart(`ORDER${i}`) },
        }),
      ),
    );
    expect(problemsOf(orders.map((order) => order.json().discount as CartDiscount))).toEqual({ notValid: 3, tooManyTries: 17 });
  });

  it('are counted before they are checked on 30 parallel connections to a listening shop', async () => {
    const shop = await t.anotherInstance();
    await shop.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.server.address() as AddressInfo;
    // One connection per request, all open at once (the shop allows 32 per client).
    const agent = new http.Agent({ keepAlive: false, maxSockets: 30 });
    const post = (code: string) =>
      new Promise<CartDiscount>((resolve, reject) => {
        const sent = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/cart/quote', agent }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve((JSON.parse(text) as { discount: CartDiscount }).discount));
        });
        sent.on('error', reject);
        sent.setHeader('content-type', 'application/json');
        sent.end(JSON.stringify(cart(code)));
      });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(`PARALLEL${i}`)));
      expect(problemsOf(answers)).toEqual({ notValid: 3, tooManyTries: 27 });
    } finally {
      agent.destroy();
    }
  });
});
