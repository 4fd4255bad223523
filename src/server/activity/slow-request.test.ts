import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '#contract/messages/validation.js';
import { addSignedInAccount } from '../test-support/accounts.js';
import { bearer, createCategory, createTestApp, rowCount, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { multipart } from '../test-support/multipart.js';

const BERRY = '#AA0044';

/** Resolves once `done` holds, checking every 20 ms; fails after 5 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 20) {
    if (waited > 5000) throw new Error('still waiting after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(engines)('a change whose body is still arriving when its sender loses the right to make it, on %s', (engine) => {
  let t: TestApp;
  let owner: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = t.app.server.address() as { port: number });
  });
  afterAll(() => t.close());

  /**
   * Sends `method url` with `body` over a socket in two halves: the headers and the first half, then,
   * once the request's sign-in check has passed, `meanwhile`, then the rest. Returns the status and body.
   */
  async function slowRequest(token: string, sessionOf: string, method: string, url: string, body: object, meanwhile: () => Promise<void>) {
    const json = Buffer.from(JSON.stringify(body));
    const half = Math.floor(json.length / 2);
    // The check notes when a session was last seen when it was long ago: that note says it has run.
    const longAgo = '2000-01-01T00:00:00.000Z';
    await t.db.updateTable('sessions').set({ last_seen_at: longAgo }).where('user_id', '=', sessionOf).execute();
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `${method} ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Length: ${json.length}\r\n\r\n`,
    );
    socket.write(json.subarray(0, half));
    await until(async () => {
      const rows = await t.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', sessionOf).execute();
      return rows.some((row) => row.last_seen_at !== longAgo);
    });
    await meanwhile();
    socket.write(json.subarray(half));
    await ended;
    const [head, ...rest] = answer.split('\r\n\r\n');
    return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head!)![1]), body: rest.join('\r\n\r\n') };
  }

  const count = (table: 'activity' | 'orders') => rowCount(t.db, table);

  it('refuses the settings of an owner made staff while they arrive (403), saving and recording nothing', async () => {
    const maya = await addSignedInAccount(t, owner, { name: 'Maya', role: 'owner' });
    const settingsBefore = (await t.app.inject({ method: 'GET', url: '/api/settings' })).body;
    const activityBefore = await count('activity');

    const demote = async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${maya.id}`,
        headers: bearer(owner),
        payload: { name: 'Maya', role: 'staff', active: true },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const settings = { ...VALID_SETTINGS, name: 'Maya’s Shop' };
    const refused = await slowRequest(maya.token, maya.id, 'PUT', '/api/settings', settings, demote);

    expect([refused.status, JSON.parse(refused.body)]).toEqual([403, { message: apiMessages.notAllowed }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).body).toBe(settingsBefore);
    // Only the demotion is recorded.
    expect(await count('activity')).toBe(activityBefore + 1);
  });

  it('refuses the sale of a person whose password the owner reset while it arrives (401), saving and recording nothing', async () => {
    const categoryId = await createCategory(t, owner);
    const form = multipart({
      name: 'Velvet Lipstick',
      description: 'Matte',
      price: '10',
      categoryId,
      colors: JSON.stringify([{ name: 'Berry', hexCode: BERRY }]),
    });
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(owner), ...form.headers },
      payload: form.payload,
    });
    expect(product.statusCode, product.body).toBe(201);
    const nour = await addSignedInAccount(t, owner, { name: 'Nour', role: 'staff' });
    const before = { orders: await count('orders'), activity: await count('activity') };

    const reset = async () => {
      const response = await t.app.inject({ method: 'POST', url: `/api/accounts/${nour.id}/password`, headers: bearer(owner) });
      expect(response.statusCode, response.body).toBe(200);
    };
    const sale = {
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'product', id: (product.json() as { id: string }).id, colorHex: BERRY, quantity: 1 }],
      channel: 'shop',
      status: 'delivered',
    };
    const refused = await slowRequest(nour.token, nour.id, 'POST', '/api/orders/sales', sale, reset);

    expect([refused.status, JSON.parse(refused.body)]).toEqual([401, { message: apiMessages.sessionEnded }]);
    expect(await count('orders')).toBe(before.orders);
    // Only the reset is recorded.
    expect(await count('activity')).toBe(before.activity + 1);
  });
});
