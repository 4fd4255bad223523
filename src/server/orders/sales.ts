// Recording a sale made in the shop, by phone or on WhatsApp: stored as an order is (see create.ts),
// already confirmed or delivered, its quantities taken off the counts in the same transaction.
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { OrderDetail, OrderStatus } from '#contract/order.js';
import type { CartDiscount } from '#contract/discount-code.js';
import type { SaleCodeInput, SaleInput } from '#contract/sale.js';
import { actorColumns, recordActivity, type Actor } from '../activity/record.js';
import { uuidv7 } from '../db/ids.js';
import type { OrderStatusChangesTable } from '../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/version.js';
import { countsToTake, takeForOrder } from '../stock/service.js';
import type { OrdersContext } from './context.js';
import { checkCodeForSale, claimCode } from '../discount-codes/check.js';
import type { Verdict } from '../discount-codes/evaluate.js';
import {
  accepted,
  chosenOption,
  earlierOrder,
  insertOnce,
  optionHashed,
  orderRows,
  type ClaimedCode,
  type OrderFields,
  type Unavailable,
} from './create.js';
import { get } from './listing.js';
import { price } from './pricing.js';
import * as repo from './repository.js';
import { lineLabel } from './status.js';

export type RecordSaleResult = { outcome: 'created' | 'replayed'; order: OrderDetail } | Unavailable;

/** What makes two requests the same sale, as `requestHash` does an order's; never equal to an order's, as the fields differ. */
function saleHash(input: SaleInput): string {
  const { lines, customer, channel, status, deliveryOption, code } = input;
  // The code only when sent: a sale without one hashes as before sales took codes.
  const withCode = code === undefined ? {} : { code };
  return createHash('sha256')
    .update(JSON.stringify({ lines, customer: customer ?? null, channel, status, ...optionHashed(deliveryOption), ...withCode }))
    .digest('hex');
}

/**
 * Records a sale made in the shop, by phone or on WhatsApp: priced from the catalogue as an order
 * is, stored already confirmed (or delivered), its quantities taken off the counts in the same
 * transaction, `by` the person who made it (in the activity, its status changes and the counts' history).
 * The Sold Out switch speaks for the website and does not stop a sale; a count does. A discount code
 * is checked and claimed as an order's (the customer's phone for a limit per phone); codes not valid
 * count toward the limit on guesses of the person recording (`guesser`).
 */
export async function recordSale(context: OrdersContext, by: Actor, input: SaleInput): Promise<RecordSaleResult> {
  const fields: OrderFields = {
    idempotencyKey: input.idempotencyKey,
    requestHash: saleHash(input),
    status: input.status,
    channel: input.channel,
    delivery: input.customer,
    sentWithoutReference: false,
    language: input.language,
  };
  const replay = async () => {
    const row = await earlierOrder(context, fields);
    return row ? { outcome: 'replayed' as const, order: await get(context, row.id) } : null;
  };
  const chosen = await chosenOption(context, input.deliveryOption);
  const who = guesser(by);
  const tooMany = input.code === undefined ? null : await context.codeGuesses?.reserve(who, input.code);
  if (tooMany) return { outcome: 'unavailable', discount: tooMany.discount };
  let claimed: Verdict | null = null;
  let result: RecordSaleResult | { outcome: 'stored'; id: string };
  try {
    result = await insertOnce<RecordSaleResult | { outcome: 'stored'; id: string }>(context, fields, replay, async (trx) => {
      const priced = await price(trx, input.lines, { soldOutSwitch: false });
      const verdict = accepted(priced, chosen);
      if ('outcome' in verdict) return verdict;
      const phone = input.customer?.phone ?? null;
      let code: ClaimedCode | null = null;
      if (input.code !== undefined) {
        claimed = await claimCode(trx, input.code, priced, phone, context.now(), verdict.choice);
        code = { verdict: claimed, phone };
        if (code.verdict.discount.problem) return { outcome: 'unavailable', discount: code.verdict.discount };
      }
      const { row, lines } = orderRows(context, priced, fields, verdict.choice, code);
      const at = row.created_at;
      const takes = await countsToTake(
        trx,
        lines.map((line) => ({
          kind: line.kind,
          itemId: line.item_id,
          colorHex: line.color_hex ?? null,
          quantity: line.quantity,
          label: lineLabel(line),
        })),
      );
      // Counts are public: the catalogue version first, as every write of counts takes it (no deadlocks).
      if (takes.length > 0) await bumpCatalogueVersion(trx);
      const person = await recordActivity(trx, by, { kind: 'sale', action: 'created', subjectId: row.id, subjectLabel: row.reference, at });
      const change = (status: OrderStatus): Insertable<OrderStatusChangesTable> => ({
        id: uuidv7(),
        order_id: row.id,
        status,
        changed_at: at,
        ...actorColumns(person),
      });
      await repo.insertOrder(
        trx,
        row,
        lines,
        input.status === 'delivered' ? [change('confirmed'), change('delivered')] : [change('confirmed')],
      );
      await takeForOrder(trx, { id: row.id, reference: row.reference }, takes, at, person, 'sold');
      return { outcome: 'stored', id: row.id };
    });
  } finally {
    // A try whose code was never checked (a replay, a changed sale, a failure) is given back too.
    if (input.code !== undefined) await context.codeGuesses?.settle(who, (claimed as Verdict | null)?.discount.problem);
  }
  return result.outcome === 'stored' ? { outcome: 'created', order: await get(context, result.id) } : result;
}

/** Whose guesses a code tried for a sale counts toward: the signed-in person's, wherever they are (the shop's staff share one address). */
const guesser = (by: Actor) => `account:${by.userId}`;

/**
 * What the code would take off the sale being recorded, priced as `recordSale` prices it; nothing is
 * claimed. A code not valid counts toward `by`'s limit on guesses.
 */
export async function checkSaleCode(context: OrdersContext, by: Actor, input: SaleCodeInput): Promise<CartDiscount> {
  const { db, now, codeGuesses } = context;
  const tooMany = await codeGuesses?.reserve(guesser(by), input.code);
  if (tooMany) return tooMany.discount;
  const priced = await price(db, input.lines, { soldOutSwitch: false });
  const verdict = await checkCodeForSale(db, input.code, priced, input.phone ?? null, now());
  await codeGuesses?.settle(guesser(by), verdict.discount.problem);
  return verdict.discount;
}
