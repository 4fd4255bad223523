import type { OrderStatus } from '#contract/order.js';
import { recordActivity, type Actor } from '../activity/record.js';
import type { Db } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import * as repo from './repository.js';

/**
 * Records that `by` opened a message to the order's customer in WhatsApp, written for `status`. The
 * message itself leaves from the person's own WhatsApp: whether it was sent, the shop cannot know.
 */
export async function recordCustomerMessage(db: Db, by: Actor, id: string, status: OrderStatus): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, id);
    if (!order) throw notFound('Order');
    await recordActivity(trx, by, { kind: 'order', action: 'messaged', subjectId: id, subjectLabel: order.reference, detail: { status } });
  });
}
