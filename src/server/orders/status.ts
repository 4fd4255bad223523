// An order's status changes (new → confirmed → delivered, or cancelled), with the stock they move:
// confirming takes the quantities off the tracked counts, cancelling a confirmed order puts them back.
import { apiMessages } from '#contract/messages/validation.js';
import { canChangeStatus, type OrderStatus } from '#contract/order.js';
import { actorColumns, recordActivity, type Actor } from '../activity/record.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { giveBackCode } from '../discount-codes/check.js';
import { HttpError, notFound } from '../http/errors.js';
import { bumpCatalogueVersion } from '../catalogue/version.js';
import { countsToTake, orderTookStock, returnForOrder, takeForOrder, type OrderLineToTake } from '../stock/service.js';
import type { OrdersContext } from './context.js';
import * as repo from './repository.js';

/** Whether cancelling an order with this status puts quantities back: confirmed, and its confirmation took some. */
export const cancelReturnsStock = async (db: Db, orderId: string, status: OrderStatus): Promise<boolean> =>
  status === 'confirmed' && (await orderTookStock(db, orderId));

/** How a refused confirmation names a line: its colour and item, or the item. */
export const lineLabel = (line: { name: string; color_name: string | null }) =>
  line.color_name ? `${line.color_name} (${line.name})` : line.name;

/**
 * Moves the order on (new → confirmed → delivered, or to cancelled), recording when and who: `by`'s
 * activity, and their name on the status change and on the counts it moves. `expected` is the status
 * the person saw when choosing the change; without it, the status read here.
 */
export async function changeStatus(
  { db, now }: OrdersContext,
  by: Actor,
  id: string,
  to: OrderStatus,
  expected?: OrderStatus,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, id);
    if (!order) throw notFound('Order');
    const from = expected ?? (order.status as OrderStatus);
    // Another owner (or tab) moved it since: the move chosen may no longer be meant, or allowed.
    if (order.status !== from) throw new HttpError(409, apiMessages.orderChangedMeanwhile);
    if (to === 'new' || !canChangeStatus(from, to)) throw new HttpError(409, apiMessages.orderStatusChange(from, to));
    const at = now().toISOString();
    // Confirming takes the quantities off the tracked counts; cancelling a confirmed order puts them back.
    const takes = to === 'confirmed' ? await countsToTake(trx, await linesToTake(trx, id)) : [];
    const putsBack = to === 'cancelled' && (await cancelReturnsStock(trx, id, from));
    // A count is public (sold out, 'only n left'): the catalogue version is taken before any row, as
    // every catalogue write takes it, so two transactions never wait on each other's rows.
    if (takes.length > 0 || putsBack) await bumpCatalogueVersion(trx);
    const person = await recordActivity(trx, by, { kind: 'order', action: to, subjectId: id, subjectLabel: order.reference, at });
    const change = { id: uuidv7(), order_id: id, status: to, changed_at: at, ...actorColumns(person) };
    // On PostgreSQL another request may move it between the read above and this update.
    if (!(await repo.changeStatus(trx, id, from, change))) throw new HttpError(409, apiMessages.orderChangedMeanwhile);
    const ref = { id, reference: order.reference };
    if (takes.length > 0) await takeForOrder(trx, ref, takes, at, person);
    if (putsBack) await returnForOrder(trx, ref, at, person);
    // A cancelled order gives its code's use back, in the same transaction as the status.
    if (to === 'cancelled' && order.discount_code_id !== null) await giveBackCode(trx, order.discount_code_id);
  });
}

async function linesToTake(db: Db, orderId: string): Promise<OrderLineToTake[]> {
  return (await repo.findOrderLines(db, orderId)).map((line) => ({
    kind: line.kind,
    itemId: line.item_id,
    colorHex: line.color_hex,
    quantity: line.quantity,
    label: lineLabel(line),
  }));
}
