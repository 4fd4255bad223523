import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#contract/activity.js';
import { apiMessages } from '#contract/messages/validation.js';
import { hashPassword } from '../auth/password.js';
import { insertUser } from '../auth/repository.js';
import { StockService } from '../stock/service.js';
import { actorOf } from '../test-support/accounts.js';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { OFFER_FIELDS, VALID_SETTINGS } from '../test-support/hostile.js';
import { pngImage } from '../test-support/images.js';
import { multipart } from '../test-support/multipart.js';

const BERRY = '#AA0044';
const PASSWORD = 'a-staff-password';

describe.each(engines)('the activity on %s', (engine) => {
  const shop = useSignedInShop(engine);
  const owner = { id: '', name: 'admin' };
  const rima = { id: '', name: 'Rima', token: '' };

  /** A staff account made in the database, signed in through the API. */
  const staffAccount = async (name: string) => {
    const username = `${name.toLowerCase()}${randomUUID().slice(0, 6)}`;
    const passwordHash = await hashPassword(PASSWORD, shop.t.config.scryptCost);
    const id = await insertUser(shop.t.db, { username, name, role: 'staff', passwordHash, mustChangePassword: false });
    const response = await shop.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return { id, name, token: (response.json() as { token: string }).token };
  };

  beforeAll(async () => {
    owner.id = (await shop.t.db.selectFrom('admin_users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    Object.assign(rima, await staffAccount('Rima'));
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const ok = async (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const form = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image?: Buffer) => {
    const body = multipart(fields, image ? { data: image, filename: 'p.png', contentType: 'image/png' } : undefined);
    const response = await shop.t.app.inject({ method, url, headers: { ...bearer(shop.token), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  /** A tracked lipstick in Berry, counted as given, made by the owner. */
  const lipstick = (count: number, name = 'Velvet Lipstick') =>
    form('POST', '/api/products', {
      name,
      description: 'Matte',
      price: '10',
      categoryId: shop.categoryId,
      colors: JSON.stringify([{ name: 'Berry', hexCode: BERRY }]),
      trackStock: 'true',
      stock: JSON.stringify([{ colorHex: BERRY, count, seen: null }]),
    });
  const stockRow = async (itemId: string) => {
    const { data } = await ok(shop.token, 'GET', '/api/stock?limit=100');
    return (data as Array<{ id: string; itemId: string; count: number }>).find((row) => row.itemId === itemId)!;
  };
  const stockHistory = async (stockId: string) => (await ok(shop.token, 'GET', `/api/stock/${stockId}/history`)).data;
  const placeOrder = async (productId: string, quantity: number) => {
    const lines = [{ kind: 'product', id: productId, colorHex: BERRY, quantity }];
    const response = await shop.t.app.inject({ method: 'POST', url: '/api/orders', payload: { idempotencyKey: randomUUID(), lines } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; reference: string };
  };
  const activity = async (query = '', token = shop.token) => {
    const response = await call(token, 'GET', `/api/activity${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: ActivityEntry[]; pagination: { totalItems: number; totalPages: number } };
  };
  /** Each record as [who, kind, action, what], newest first. */
  const summary = (entries: ActivityEntry[]) => entries.map((entry) => [entry.person.name, entry.kind, entry.action, entry.subject.label]);
  const count = async (table: 'activity' | 'stock_changes' | 'order_status_changes') =>
    Number(
      (
        await shop.t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records every change under the person who made it, and the order and stock histories name them', async () => {
    const product = await lipstick(5);
    const berry = await stockRow(product.id);
    const order = await placeOrder(product.id, 2);

    const confirmed = await ok(rima.token, 'PATCH', `/api/orders/${order.id}/status`, { status: 'confirmed' });
    const rimaRef = { id: rima.id, name: 'Rima' };
    const ownerRef = { id: owner.id, name: 'admin' };
    expect(confirmed.history.map((change: { status: string; by: unknown }) => [change.status, change.by])).toEqual([
      ['new', null],
      ['confirmed', rimaRef],
    ]);
    const sale = await ok(rima.token, 'POST', '/api/orders/sales', {
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'product', id: product.id, colorHex: BERRY, quantity: 1 }],
      channel: 'shop',
      status: 'delivered',
    });
    expect(sale.history.map((change: { status: string; by: unknown }) => [change.status, change.by])).toEqual([
      ['confirmed', rimaRef],
      ['delivered', rimaRef],
    ]);
    await ok(rima.token, 'PUT', '/api/stock', { counts: [{ id: berry.id, count: 7, seen: 2 }] });
    const cancelled = await ok(shop.token, 'PATCH', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.history.at(-1)).toMatchObject({ status: 'cancelled', by: ownerRef });

    expect(
      (await stockHistory(berry.id)).map((change: { reason: string; before: number; after: number; by: unknown }) => [
        change.reason,
        change.before,
        change.after,
        change.by,
      ]),
    ).toEqual([
      ['cancelled', 7, 9, ownerRef],
      ['counted', 2, 7, rimaRef],
      ['sold', 3, 2, rimaRef],
      ['confirmed', 5, 3, rimaRef],
      ['edited', 0, 5, ownerRef],
    ]);

    await form('PUT', `/api/products/${product.id}`, {
      name: 'Velvet Lipstick II',
      description: 'Matte',
      price: '11',
      categoryId: shop.categoryId,
      colors: JSON.stringify([{ name: 'Berry', hexCode: BERRY }]),
    });
    await ok(shop.token, 'DELETE', `/api/products/${product.id}`);
    const offer = await form('POST', '/api/offer', OFFER_FIELDS);
    await form('PUT', `/api/offer/${offer.id}`, { ...OFFER_FIELDS, name: 'Trio' });
    await ok(shop.token, 'DELETE', `/api/offer/${offer.id}`);
    const category = await ok(shop.token, 'POST', '/api/categories', { name: 'Eyes' });
    await ok(shop.token, 'PUT', `/api/categories/${category.id}`, { name: 'Eyes & Brows' });
    await ok(shop.token, 'DELETE', `/api/categories/${category.id}`);
    const slide = await form('POST', '/api/carousel', {}, await pngImage(5));
    await ok(shop.token, 'DELETE', `/api/carousel/${slide.id}`);
    await ok(shop.token, 'PUT', '/api/settings', VALID_SETTINGS);

    const { data } = await activity('?limit=100');
    expect(summary(data)).toEqual(
      [
        ['admin', 'product', 'created', 'Velvet Lipstick'],
        ['Rima', 'order', 'confirmed', order.reference],
        ['Rima', 'sale', 'created', sale.reference],
        ['Rima', 'stock', 'countSet', 'Velvet Lipstick'],
        ['admin', 'order', 'cancelled', order.reference],
        ['admin', 'product', 'updated', 'Velvet Lipstick II'],
        ['admin', 'product', 'deleted', 'Velvet Lipstick II'],
        ['admin', 'offer', 'created', 'Duo'],
        ['admin', 'offer', 'updated', 'Trio'],
        ['admin', 'offer', 'deleted', 'Trio'],
        ['admin', 'category', 'created', 'Eyes'],
        ['admin', 'category', 'updated', 'Eyes & Brows'],
        ['admin', 'category', 'deleted', 'Eyes & Brows'],
        ['admin', 'carousel', 'created', 'Carousel image'],
        ['admin', 'carousel', 'deleted', 'Carousel image'],
        ['admin', 'settings', 'updated', 'Settings'],
      ]
        .reverse()
        .concat([['admin', 'category', 'created', 'Lips']]),
    );
    const byAction = (kind: string, action: string) => data.find((entry) => entry.kind === kind && entry.action === action)!;
    expect(byAction('stock', 'countSet')).toMatchObject({
      person: rimaRef,
      subject: { id: berry.id, label: 'Velvet Lipstick' },
      detail: { from: 2, to: 7, color: 'Berry' },
    });
    expect(byAction('order', 'confirmed')).toMatchObject({
      person: rimaRef,
      subject: { id: order.id, label: order.reference },
      detail: {},
    });
    expect(byAction('sale', 'created').subject).toEqual({ id: sale.id, label: sale.reference });
    expect(byAction('product', 'deleted').subject).toEqual({ id: product.id, label: 'Velvet Lipstick II' });
    expect(byAction('carousel', 'created').subject).toEqual({ id: slide.id, label: 'Carousel image' });
    expect(byAction('settings', 'updated').subject).toEqual({ id: null, label: 'Settings' });
    // The order's status change and its record are one moment.
    expect(byAction('order', 'confirmed').at).toBe(confirmed.history[1].at);
  });

  it("records a deleted contact message, a person's own new password and an uploaded photo", async () => {
    const sent = await shop.t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'Maya Khoury', email: 'maya@example.com', message: 'Do you have it in Berry?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = (sent.json() as { id: string }).id;
    await ok(shop.token, 'DELETE', `/api/contact-us/${messageId}`);

    const nour = await staffAccount('Nour');
    await ok(nour.token, 'PUT', '/api/auth/update-password', {
      username: (await shop.t.db.selectFrom('admin_users').select('username').where('id', '=', nour.id).executeTakeFirstOrThrow()).username,
      oldPassword: PASSWORD,
      newPassword: 'nour-chose-her-own',
      confirmPassword: 'nour-chose-her-own',
    });

    const photo = await form('POST', '/api/images', {}, await pngImage(6));

    expect(summary((await activity('?limit=3')).data)).toEqual([
      ['admin', 'photo', 'created', photo.id],
      ['Nour', 'account', 'passwordChanged', 'Nour'],
      ['admin', 'message', 'deleted', 'Maya Khoury'],
    ]);
    expect((await activity('?kind=message')).data.map((entry) => entry.subject.id)).toEqual([messageId]);
  });

  it("leaves a customer's order out: no one signed in made it", async () => {
    const product = await lipstick(3, 'Gloss');
    const before = await count('activity');
    const order = await placeOrder(product.id, 1);
    expect(await count('activity')).toBe(before);
    expect((await ok(shop.token, 'GET', `/api/orders/${order.id}`)).history).toEqual([{ status: 'new', at: expect.any(String), by: null }]);
  });

  it('lists newest first, by person, by kind and by page; only for the owner', async () => {
    const all = (await activity('?limit=100')).data;
    const newer = (a: ActivityEntry, b: ActivityEntry) => (a.at === b.at ? a.id > b.id : a.at > b.at);
    const ordered = [...all].sort((a, b) => (newer(a, b) ? -1 : 1));
    expect(all.map((entry) => entry.id)).toEqual(ordered.map((entry) => entry.id));

    const hers = await activity(`?person=${rima.id}&limit=100`);
    expect(hers.data.length).toBe(3);
    expect(hers.pagination.totalItems).toBe(3);
    expect(hers.data.every((entry) => entry.person.id === rima.id)).toBe(true);
    expect(hers.data.map((entry) => entry.id)).toEqual(all.filter((entry) => entry.person.id === rima.id).map((entry) => entry.id));

    const products = await activity('?kind=product&limit=100');
    expect(products.data.map((entry) => entry.action)).toEqual(['created', 'deleted', 'updated', 'created']);
    expect(products.data.every((entry) => entry.kind === 'product')).toBe(true);
    expect(summary((await activity(`?person=${rima.id}&kind=stock`)).data)).toEqual([['Rima', 'stock', 'countSet', 'Velvet Lipstick']]);
    expect((await activity(`?person=${owner.id}&kind=stock`)).data).toEqual([]);
    expect((await activity(`?person=${randomUUID()}`)).pagination.totalItems).toBe(0);

    const pages: ActivityEntry[] = [];
    const first = await activity('?limit=4');
    expect(first.pagination).toMatchObject({ totalItems: all.length, totalPages: Math.ceil(all.length / 4) });
    for (let page = 1; page <= first.pagination.totalPages; page += 1) pages.push(...(await activity(`?limit=4&page=${page}`)).data);
    expect(pages.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
    expect((await activity(`?limit=4&page=${first.pagination.totalPages + 1}`)).data).toEqual([]);

    for (const query of ['?kind=coupon', '?page=0', '?limit=1000', '?person=', '?hostile=1']) {
      expect((await call(shop.token, 'GET', `/api/activity${query}`)).statusCode, query).toBe(400);
    }
    const refused = await call(rima.token, 'GET', '/api/activity');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: apiMessages.notAllowed });
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });

  it('keeps the name each record was made under after the account is renamed or switched off', async () => {
    const product = await lipstick(4, 'Kohl');
    const row = await stockRow(product.id);
    await shop.t.db.updateTable('admin_users').set({ name: 'Rima Khoury' }).where('id', '=', rima.id).execute();
    await ok(rima.token, 'PUT', '/api/stock', { counts: [{ id: row.id, count: 6, seen: 4 }] });

    await shop.t.db.updateTable('admin_users').set({ active: 0 }).where('id', '=', rima.id).execute();
    const refused = await call(rima.token, 'PUT', '/api/stock', { counts: [{ id: row.id, count: 8, seen: 6 }] });
    expect(refused.statusCode).toBe(401);

    const hers = (await activity(`?person=${rima.id}`)).data;
    expect(hers.map((entry) => [entry.person.name, entry.subject.label])).toEqual([
      ['Rima Khoury', 'Kohl'],
      ['Rima', 'Velvet Lipstick'],
      ['Rima', expect.stringMatching(/^BB-/)],
      ['Rima', expect.stringMatching(/^BB-/)],
    ]);
    const sale = await ok(shop.token, 'GET', `/api/orders/${hers[2]!.subject.id}`);
    expect(sale.history.map((change: { by: { name: string } }) => change.by.name)).toEqual(['Rima', 'Rima']);
    expect((await stockHistory(row.id))[0]).toMatchObject({ reason: 'counted', after: 6, by: { id: rima.id, name: 'Rima Khoury' } });
    expect((await stockRow(product.id)).count).toBe(6);
  });

  it('refuses a change by an account switched off after its request was let in, and writes nothing of it', async () => {
    const nour = await staffAccount('Nour');
    const product = await lipstick(4, 'Mascara');
    const row = await stockRow(product.id);
    const written = async () => ({
      activity: await count('activity'),
      stockChanges: await count('stock_changes'),
      count: (await stockRow(product.id)).count,
    });
    const before = await written();

    if (engine === 'postgres') {
      // Switched off on another connection (another instance) while the save is under way: the save
      // waits on the account's row, then finds it off.
      const schema = shop.t.config.database.kind === 'postgres' ? shop.t.config.database.searchPath : undefined;
      let save: ReturnType<typeof call> | undefined;
      let waited = false;
      await shop.t.db.transaction().execute(async (trx) => {
        await trx.updateTable('admin_users').set({ active: 0 }).where('id', '=', nour.id).execute();
        save = call(nour.token, 'PUT', '/api/stock', { counts: [{ id: row.id, count: 9, seen: 4 }] });
        for (let attempt = 0; attempt < 200 && !waited; attempt += 1) {
          const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where application_name = ${schema} and pid <> pg_backend_pid() and wait_event_type = 'Lock'`.execute(trx);
          waited = Number(rows[0]!.n) > 0;
          if (!waited) await new Promise((resolve) => setTimeout(resolve, 25));
        }
      });
      expect(waited).toBe(true);
      const refused = await save!;
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json()).toEqual({ message: apiMessages.accountSwitchedOff });
    } else {
      await shop.t.db.updateTable('admin_users').set({ active: 0 }).where('id', '=', nour.id).execute();
      const refused = await call(nour.token, 'PUT', '/api/stock', { counts: [{ id: row.id, count: 9, seen: 4 }] });
      expect(refused.statusCode).toBe(401);
    }
    expect(await written()).toEqual(before);

    // The change's own transaction checks the account, whoever let the request in.
    const stock = new StockService(shop.t.db, async () => 3);
    const actor = await actorOf(shop.t.db, nour.id, 'stock');
    await expect(stock.save(actor, { counts: [{ id: row.id, count: 9, seen: 4 }] })).rejects.toMatchObject({
      statusCode: 401,
      message: apiMessages.accountSwitchedOff,
    });
    expect(await written()).toEqual(before);
    await shop.t.db.updateTable('admin_users').set({ active: 1 }).where('id', '=', nour.id).execute();
    await stock.save(actor, { counts: [{ id: row.id, count: 9, seen: 4 }] });
    expect(await written()).toEqual({ activity: before.activity + 1, stockChanges: before.stockChanges + 1, count: 9 });
    expect((await activity(`?person=${nour.id}`)).data).toMatchObject([{ person: { name: 'Nour' }, detail: { from: 4, to: 9 } }]);
  });
});
