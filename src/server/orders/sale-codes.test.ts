import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeMessages as messages, type CartDiscount, type DiscountCode } from '#contract/discount-code.js';
import { apiMessages } from '#contract/messages/validation.js';
import { addSignedInAccount } from '../test-support/accounts.js';
import { bearer, createCategory, createTestApp, useTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { multipart } from '../test-support/multipart.js';

// A sale recorded in the admin panel with an influencer's discount code: the rules of an online order,
// the same columns, and nothing written when the code is refused.

describe.each(engines)('a recorded sale with a discount code on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const now = new Date('2026-06-10T09:00:00Z');
  let lipstick: string;
  let zone: string;

  beforeAll(async () => {
    // Six codes that are not valid are tried below: the person's own limit, not the address's.
    t = await createTestApp(engine, { rateLimits: { codeGuessesMax: 6, codeGuessesWindowMs: 600_000 } }, false, { clock: () => now });
    token = await t.login();
    // A $20 lipstick, 50 counted.
    const body = multipart({
      name: 'Velvet Lipstick',
      description: 'd',
      price: '20',
      categoryId: await createCategory(t, token, 'Lips'),
      trackStock: 'true',
      stock: JSON.stringify([{ colorHex: null, count: 50, seen: null }]),
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    lipstick = created.json().id;
    const settings = await admin('PUT', '/api/settings', {
      ...VALID_SETTINGS,
      delivery: { zones: [{ name: 'Beirut', fee: 4, freeOver: null, estimate: null, translations: { fr: {}, ar: {} } }], pickup: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    zone = settings.json().delivery.zones[0].id;
  });
  afterAll(() => t.close());

  function admin(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  }
  const createCode = async (fields: Record<string, unknown>) => {
    const response = await admin('POST', '/api/discount-codes', { kind: 'percent', percent: 10, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<DiscountCode>();
  };
  const lines = (quantity: number) => [{ kind: 'product', id: lipstick, colorHex: null, quantity }];
  const saleOf = (code: string | undefined, extra: Record<string, unknown> = {}, quantity = 2) => ({
    idempotencyKey: randomUUID(),
    lines: lines(quantity),
    channel: 'whatsapp',
    status: 'confirmed',
    ...(code === undefined ? {} : { code }),
    ...extra,
  });
  const record = (sale: object) => admin('POST', '/api/orders/sales', sale);
  const check = async (code: string, extra: Record<string, unknown> = {}, quantity = 2): Promise<CartDiscount> => {
    const response = await admin('POST', '/api/orders/sales/code', { lines: lines(quantity), code, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const uses = async (id: string) =>
    (await t.db.selectFrom('discount_codes').select('uses').where('id', '=', id).executeTakeFirstOrThrow()).uses;
  const count = async (table: 'orders' | 'order_lines' | 'activity' | 'stock_changes' | 'order_status_changes') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const left = async () => (await t.app.inject({ method: 'GET', url: `/api/products/${lipstick}` })).json().left as number;
  /** Every table a sale writes to, and the lipstick's count: a refused sale leaves them all as they were. */
  const everything = async () => ({
    orders: await count('orders'),
    lines: await count('order_lines'),
    changes: await count('order_status_changes'),
    activity: await count('activity'),
    stock: await count('stock_changes'),
    left: await left(),
  });

  it('takes the code typed in another case and Arabic-Indic digits, stores it as an order does, and counts it on the Codes page', async () => {
    const code = await createCode({ code: 'LAYAL15', percent: 15, maxUsesPerPhone: 2 });
    const response = await record(saleOf('layal ١٥', { status: 'delivered', customer: { name: 'Rima', phone: '03 123 456' } }));
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({ channel: 'whatsapp', status: 'delivered', total: 40, grandTotal: 34 });
    expect(sale.discount).toEqual({ code: 'LAYAL15', items: 6, delivery: 0 });
    expect((await admin('GET', `/api/orders/${sale.id}`)).json().discount).toEqual(sale.discount);
    const row = await t.db
      .selectFrom('orders')
      .select(['discount_code_id', 'discount_code', 'discount_items_cents', 'discount_delivery_cents', 'discount_phone_key'])
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      discount_code_id: code.id,
      discount_code: 'LAYAL15',
      discount_items_cents: 600,
      discount_delivery_cents: 0,
      discount_phone_key: '3123456',
    });
    const listed = (await admin('GET', '/api/discount-codes')).json().data.find((c: DiscountCode) => c.id === code.id);
    expect(listed).toMatchObject({ uses: 1, orders: 1, revenue: 34, discounts: 6, used: true });
  });

  it('answers the same sale sent again without using the code twice; the key with another code is refused', async () => {
    const code = await createCode({ code: 'TWICE10', percent: 10 });
    const sale = saleOf('twice10');
    const first = await record(sale);
    expect(first.statusCode, first.body).toBe(201);
    const again = await record({ ...sale, idempotencyKey: sale.idempotencyKey.toUpperCase() });
    expect([again.statusCode, again.json().id]).toEqual([200, first.json().id]);
    const [a, b] = await Promise.all([record(saleOf('TWICE10')), record(saleOf('TWICE10'))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await uses(code.id)).toBe(3);
    const other = await record({ ...sale, code: 'LAYAL15' });
    expect([other.statusCode, other.json().message]).toEqual([409, apiMessages.orderKeyReused]);
    expect(await uses(code.id)).toBe(3);
  });

  it('takes the chosen zone’s fee off with a free-delivery code', async () => {
    await createCode({ code: 'SHIPFREE', kind: 'freeDelivery', percent: null });
    expect(await check('shipfree')).toMatchObject({ problem: null, freeDelivery: true, itemsOff: 0 });
    const sale = (await record(saleOf('SHIPFREE', { deliveryOption: zone }))).json();
    expect(sale.discount).toEqual({ code: 'SHIPFREE', items: 0, delivery: 4 });
    expect(sale.grandTotal).toBe(40);
  });

  it('refuses a code that does not apply with the code’s reason, writing nothing, counting guesses as the person’s', async () => {
    await createCode({ code: 'OFFCODE', active: false });
    await createCode({ code: 'LATER', startsAt: '2026-07-01T00:00' });
    await createCode({ code: 'OVER', endsAt: '2026-06-01T00:00' });
    await createCode({ code: 'MIN100', minItemsTotal: 100 });
    const usedUp = await createCode({ code: 'ONLYONE', maxUses: 1 });
    expect((await record(saleOf('onlyone'))).statusCode).toBe(201);
    const before = await everything();
    for (const [typed, problem] of [
      ['later', 'notYet'],
      ['Over', 'ended'],
      ['min١٠٠', 'minimum'],
      ['ONLYONE', 'usedUp'],
      ['NOSUCHCODE', 'notValid'],
      ['no such code', 'notValid'],
      ['offcode', 'notValid'],
    ] as const) {
      const response = await record(saleOf(typed));
      expect(response.statusCode, typed).toBe(409);
      expect(response.json(), typed).toMatchObject({ message: messages.saleCodeRefused, discount: { problem, itemsOff: 0 } });
      expect((await check(typed)).problem, typed).toBe(problem);
    }
    expect(await everything()).toEqual(before);
    expect(await uses(usedUp.id)).toBe(1);
    // Six codes that are not valid from the panel, the person's limit: a customer's quote from the same
    // address is not held back, the person's next guess is.
    const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: lines(1), code: 'NOTONE' } });
    expect(quote.json().discount.problem).toBe('notValid');
    expect((await check('ANOTHER')).problem).toBe('tooManyTries');
    await t.db.deleteFrom('rate_limit_windows').execute();
  });

  it('counts uses per phone with the online orders’, however the number is written, and needs the customer’s phone', async () => {
    const code = await createCode({ code: 'ONCEEACH', maxUsesPerPhone: 1 });
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: lines(1), code: 'ONCEEACH', delivery: { phone: '+961 3 555 666' } },
    });
    expect(online.statusCode, online.body).toBe(201);
    const before = await everything();
    expect((await record(saleOf('ONCEEACH'))).json().discount.problem).toBe('phoneNeeded');
    expect((await check('ONCEEACH')).problem).toBe('phoneNeeded');
    const refused = await record(saleOf('onceeach', { customer: { phone: '03 555 666' } }));
    expect([refused.statusCode, refused.json().discount.problem]).toEqual([409, 'usedByPhone']);
    expect((await check('onceeach', { phone: '00961 3555666' })).problem).toBe('usedByPhone');
    expect(await everything()).toEqual(before);
    expect(await check('ONCEEACH', { phone: '71 000 000' })).toMatchObject({ problem: null, itemsOff: 4 });
    expect(await uses(code.id)).toBe(1);
    expect((await record(saleOf('ONCEEACH', { customer: { phone: '71 000 000' } }))).statusCode).toBe(201);
    expect(await uses(code.id)).toBe(2);
  });

  it('gives a code’s last use to one of two sales recorded at once, and gives it back when that sale is cancelled', async () => {
    const code = await createCode({ code: 'LASTONE', maxUses: 1 });
    const [a, b] = await Promise.all([record(saleOf('LASTONE')), record(saleOf('LASTONE'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().discount.problem).toBe('usedUp');
    const won = (a.statusCode === 201 ? a : b).json();
    expect((await admin('PATCH', `/api/orders/${won.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await uses(code.id)).toBe(0);
  });

  it('checks a code for the panel without claiming it, for signed-in people only', async () => {
    const code = await createCode({ code: 'PEEK20', percent: 20 });
    expect(await check('peek20', {}, 3)).toEqual({
      code: 'PEEK20',
      problem: null,
      kind: 'percent',
      percent: 20,
      amount: null,
      itemsOff: 12, // 20 % of 3 × $20
      freeDelivery: false,
      minItemsTotal: null,
      retryAfter: null,
    });
    expect(await uses(code.id)).toBe(0);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/orders/sales/code', payload: { lines: lines(1), code: 'PEEK20' } });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe.each(engines)('codes the panel checks at once on %s', (engine) => {
  const shop = useTestApp(engine, { rateLimits: { codeGuessesMax: 3, codeGuessesWindowMs: 600_000 } }, { signIn: true });

  it('are counted per person before each check: of 40 sent at once exactly the limit are checked, another person is not held back', async () => {
    const { t, token } = shop;
    const body = multipart({ name: 'Kohl', description: 'd', price: '10', categoryId: await createCategory(t, token) });
    const product = (
      await t.app.inject({ method: 'POST', url: '/api/products', headers: { ...bearer(token), ...body.headers }, payload: body.payload })
    ).json();
    const secret = await t.app.inject({
      method: 'POST',
      url: '/api/discount-codes',
      headers: bearer(token),
      payload: { code: 'OWNERONLY50', kind: 'percent', percent: 50 },
    });
    expect(secret.statusCode).toBe(201);
    const staff = await addSignedInAccount(t, token, { role: 'staff' });
    const check = (as: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/sales/code',
        headers: bearer(as),
        payload: { lines: [{ kind: 'product', id: product.id, colorHex: null, quantity: 1 }], code },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => check(staff.token, `GUESS${i}`)));
    const problems = answers.map((answer) => (answer.json() as CartDiscount).problem);
    expect(problems.filter((problem) => problem === 'notValid')).toHaveLength(3);
    expect(problems.filter((problem) => problem === 'tooManyTries')).toHaveLength(37);
    // Past the limit the shop's code is refused alike, telling nothing of its kind or percent.
    expect((await check(staff.token, 'owneronly50')).json()).toMatchObject({ problem: 'tooManyTries', kind: null, percent: null });
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/orders/sales',
      headers: bearer(staff.token),
      payload: {
        idempotencyKey: randomUUID(),
        lines: [{ kind: 'product', id: product.id, colorHex: null, quantity: 1 }],
        channel: 'shop',
        status: 'delivered',
        code: 'OWNERONLY50',
      },
    });
    expect([sale.statusCode, sale.json().discount.problem]).toEqual([409, 'tooManyTries']);
    expect((await check(token, 'OWNERONLY50')).json()).toMatchObject({ problem: null, percent: 50 });
  });
});
