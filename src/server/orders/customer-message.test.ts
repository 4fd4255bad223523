import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#contract/activity.js';
import { apiMessages } from '#contract/messages/validation.js';
import { addAccount, addSignedInAccount, signIn } from '../test-support/accounts.js';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { fixturesFor } from '../test-support/hostile.js';

describe.each(engines)("the record of a message to an order's customer on %s", (engine) => {
  const shop = useSignedInShop(engine);

  const newOrder = async () => {
    const id = await fixturesFor(shop.t, async () => shop.token).orderId();
    const order = await shop.t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(shop.token) });
    return order.json() as { id: string; reference: string; status: string };
  };
  const messaged = (token: string, id: string, status: string) =>
    shop.t.app.inject({ method: 'POST', url: `/api/orders/${id}/customer-message`, headers: bearer(token), payload: { status } });
  const activity = async () =>
    (await shop.t.app.inject({ method: 'GET', url: '/api/activity', headers: bearer(shop.token) })).json().data as ActivityEntry[];
  const activityCount = async () =>
    Number(
      (
        await shop.t.db
          .selectFrom('activity')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records who opened the message, for which order and status, and changes nothing of the order', async () => {
    const order = await newOrder();
    const staff = await addSignedInAccount(shop.t, shop.token, { name: 'Rima', role: 'staff' });
    const response = await messaged(staff.token, order.id, 'confirmed');
    expect([response.statusCode, response.body]).toEqual([204, '']);
    const [latest] = await activity();
    expect(latest).toMatchObject({
      person: { id: staff.id, name: 'Rima' },
      kind: 'order',
      action: 'messaged',
      subject: { id: order.id, label: order.reference },
      detail: { status: 'confirmed' },
    });
    const after = await shop.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(shop.token) });
    expect(after.json()).toMatchObject({ status: 'new', history: [{ status: 'new' }] });
  });

  it('answers 404 for an order the shop does not have, recording nothing', async () => {
    const before = await activityCount();
    const response = await messaged(shop.token, '0190aaaa-0000-7000-8000-00000000dead', 'new');
    expect(response.statusCode).toBe(404);
    expect(await activityCount()).toBe(before);
  });

  it("answers 403 to a token without the orders' permission, recording nothing", async () => {
    const order = await newOrder();
    // Every role holds it; a one-time password holds no permission until the person chooses their own.
    const { account, password } = await addAccount(shop.t, shop.token, { role: 'staff' });
    const oneTime = await signIn(shop.t, account.username, password);
    const before = await activityCount();
    const refused = await messaged(oneTime, order.id, 'new');
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: apiMessages.changePasswordFirst }]);
    expect(await activityCount()).toBe(before);
  });

  it('refuses a status the shop does not have', async () => {
    const order = await newOrder();
    const response = await messaged(shop.token, order.id, 'shipped');
    expect(response.statusCode).toBe(400);
  });
});
