// Placing an order: priced from the database, stored once per idempotency key under a fresh reference.
// The website's orders are placed here; the storing steps (option, replay, reference, rows) serve a sale too.
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import { findDeliveryChoice, type DeliveryChoice, type DeliveryOptions } from '#contract/delivery.js';
import type { CartDiscount } from '#contract/discount-code.js';
import type { Language } from '#contract/languages.js';
import { apiMessages } from '#contract/messages/validation.js';
import type { Order, OrderChannel, OrderInput, OrderStatus, QuoteLine } from '#contract/order.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { uuidv7 } from '../db/ids.js';
import type { OrderLineRow, OrderLinesTable, OrderRow } from '../db/schema.js';
import { claimCode, phoneKey } from '../discount-codes/check.js';
import type { Verdict } from '../discount-codes/evaluate.js';
import { HttpError } from '../http/errors.js';
import { newPageKey, orderPageTokens } from '../order-page/token.js';
import { foldForSearch } from '../search/fold.js';
import type { OrdersContext } from './context.js';
import { shopDay } from './days.js';
import { phoneDigits, toOrder } from './listing.js';
import { deliveryColumns, price, shownNames, toQuoteLine, unitCents, type PricedLine } from './pricing.js';
import { newOrderReference } from './reference.js';
import * as repo from './repository.js';

/**
 * Nothing stored: `lines` when some are not available any more (as they are now), `deliveryOptions`
 * when the option chosen is not offered any more (the options now), `discount` when the code does
 * not apply any more (as it stands now); one of them at least.
 */
export interface Unavailable {
  outcome: 'unavailable';
  lines?: QuoteLine[];
  deliveryOptions?: DeliveryOptions;
  discount?: CartDiscount;
}

export type CreateOrderResult = { outcome: 'created' | 'replayed'; order: Order } | Unavailable;

/** The delivery option a request named, looked up in the options now: none named, found, or not offered. */
type ChosenOption = { choice: DeliveryChoice | null } | { gone: DeliveryOptions };

/** The option an order is stored with, or why nothing is stored: lines not available, its option not offered, or both. */
export function accepted(priced: PricedLine[], chosen: ChosenOption): { choice: DeliveryChoice | null } | Unavailable {
  const linesChanged = priced.some((line) => line.status !== 'available');
  if (!linesChanged && 'choice' in chosen) return chosen;
  return {
    outcome: 'unavailable',
    ...(linesChanged ? { lines: priced.map(toQuoteLine) } : {}),
    ...('gone' in chosen ? { deliveryOptions: chosen.gone } : {}),
  };
}

/** What the order's row and lines are made from besides its priced lines. */
export interface OrderFields {
  idempotencyKey: string;
  requestHash: string;
  status: OrderStatus;
  channel: OrderChannel;
  delivery: OrderInput['delivery'];
  sentWithoutReference: boolean;
  language: Language;
}

/** Attempts at a fresh reference before giving up; at a few orders a day a second one is already rare. */
const REFERENCE_ATTEMPTS = 8;

/**
 * The option in a request's hash, only when named: a request naming none hashes as before options
 * existed, so an order kept offline and sent again after the upgrade still finds its order.
 */
export const optionHashed = (deliveryOption: string | undefined) => (deliveryOption === undefined ? {} : { deliveryOption });

/**
 * What makes two requests the same order: a retry must send the same lines, details and option. Not
 * the language: the same cart sent again from the page in another language is the same order.
 */
function requestHash(input: OrderInput): string {
  const { lines, delivery, sentWithoutReference, deliveryOption, code } = input;
  // The code only when sent, as the option: a request without one hashes as before codes existed.
  const withCode = code === undefined ? {} : { code };
  return createHash('sha256')
    .update(JSON.stringify({ lines, delivery: delivery ?? null, sentWithoutReference, ...optionHashed(deliveryOption), ...withCode }))
    .digest('hex');
}

/**
 * The option a request named among those offered now. Read before the order's transaction, on the
 * settings' own reads (SQLite's one connection is the transaction's while it runs).
 */
export async function chosenOption({ settings }: OrdersContext, id: string | undefined): Promise<ChosenOption> {
  if (id === undefined) return { choice: null };
  const options = await settings.deliveryOptions();
  const choice = findDeliveryChoice(options, id);
  return choice ? { choice } : { gone: options };
}

/**
 * Stores the order if every line is available and its code (if any) applies, with the database's
 * prices, claiming one use of the code. The same idempotency key again returns the order it made;
 * concurrent requests with one key make one order. `client` is who sent it, for the limit on codes
 * tried that are not valid.
 */
export async function create(context: OrdersContext, input: OrderInput, client = ''): Promise<CreateOrderResult> {
  const fields: OrderFields = {
    idempotencyKey: input.idempotencyKey,
    requestHash: requestHash(input),
    status: 'new',
    channel: 'website',
    delivery: input.delivery,
    sentWithoutReference: input.sentWithoutReference,
    language: input.language,
  };
  type Stored = { outcome: 'created' | 'replayed'; order: Omit<Order, 'pageToken'>; row: OrderRow } | Unavailable;
  const replay = async () => {
    const row = await earlierOrder(context, fields);
    return row ? { outcome: 'replayed' as const, order: toOrder(row, await repo.findOrderLines(context.db, row.id)), row } : null;
  };
  const chosen = await chosenOption(context, input.deliveryOption);
  const { code } = input;
  const tooMany = code === undefined ? null : await context.codeGuesses?.reserve(client, code);
  if (tooMany) return { outcome: 'unavailable', discount: tooMany.discount };
  let claimed: Verdict | null = null;
  let stored: Stored;
  try {
    stored = await insertOnce<Stored>(context, fields, replay, async (trx) => {
      const priced = await price(trx, input.lines);
      const verdict = accepted(priced, chosen);
      if ('outcome' in verdict) return verdict;
      // Checked again now, as the prices are: a code switched off, ended or used up since the quote stops the order.
      claimed =
        code === undefined ? null : await claimCode(trx, code, priced, input.delivery?.phone ?? null, context.now(), verdict.choice);
      if (claimed?.discount.problem) return { outcome: 'unavailable', discount: claimed.discount };
      const { row, lines } = orderRows(
        context,
        priced,
        fields,
        verdict.choice,
        claimed && { verdict: claimed, phone: input.delivery?.phone ?? null },
      );
      await repo.insertOrder(trx, row, lines, [{ id: uuidv7(), order_id: row.id, status: 'new', changed_at: row.created_at }]);
      return { outcome: 'created', order: toOrder(row, lines), row };
    });
  } finally {
    // A try whose code was never checked (a replay, a changed cart, a failure) is given back too.
    if (code !== undefined) await context.codeGuesses?.settle(client, (claimed as Verdict | null)?.discount.problem);
  }
  // Its page's token once the transaction is over: the secret is read on the database's own connection.
  if (stored.outcome === 'unavailable') return stored;
  return { outcome: stored.outcome, order: { ...stored.order, pageToken: await orderPageTokens(context.db).pageToken(stored.row) } };
}

/**
 * Runs `insert` in a transaction until it finds a free reference. A request whose key already made
 * an order returns that one (`replay`), also when a concurrent request with the key wins the race.
 */
export async function insertOnce<Result>(
  { db }: OrdersContext,
  fields: OrderFields,
  replay: () => Promise<Result | null>,
  insert: (trx: Db) => Promise<Result>,
): Promise<Result> {
  const earlier = await replay();
  if (earlier) return earlier;
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
    try {
      return await db.transaction().execute(insert);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with this key won the race, or the reference was taken: then try another.
      const replayed = await replay();
      if (replayed) return replayed;
    }
  }
  throw new Error(`No free order reference after ${REFERENCE_ATTEMPTS} attempts (key ${fields.idempotencyKey})`);
}

/** The order this key made, if any; a different request under the same key is refused. */
export async function earlierOrder({ db }: OrdersContext, { idempotencyKey, requestHash: hash }: OrderFields): Promise<OrderRow | null> {
  const row = await repo.findOrderByKey(db, idempotencyKey);
  if (!row) return null;
  if (row.request_hash !== hash) throw new HttpError(409, apiMessages.orderKeyReused);
  return row;
}

/** The code an order claimed, and the phone its per-phone limit counted. */
export interface ClaimedCode {
  verdict: Verdict;
  phone: string | null;
}

/**
 * An order's row and lines from its priced lines (every one available), with a new reference, the
 * fee of the option chosen worked out from the items' total, and what its code took off (items, and
 * for free delivery the fee).
 */
export function orderRows(
  { now }: OrdersContext,
  priced: PricedLine[],
  fields: OrderFields,
  choice: DeliveryChoice | null,
  code: ClaimedCode | null = null,
): { row: OrderRow; lines: Array<Insertable<OrderLinesTable> & Omit<OrderLineRow, 'id'>> } {
  const id = uuidv7();
  const instant = now();
  const createdAt = instant.toISOString();
  const createdDay = shopDay(instant);
  const lines = priced.map(({ line, item }, position) => {
    // The customer's language beside the English the owner reads: their receipt and page name items so.
    const shown = shownNames(item!, fields.language);
    return {
      order_id: id,
      position,
      kind: line.kind,
      item_id: line.id,
      name: item!.name,
      color_hex: line.colorHex,
      color_name: item!.colorName,
      shown_name: shown.name,
      shown_color_name: shown.colorName,
      unit_price_cents: unitCents(item!),
      quantity: line.quantity,
      line_total_cents: unitCents(item!) * line.quantity,
      created_day: createdDay,
    };
  });
  const delivery = fields.delivery;
  const reference = newOrderReference();
  const itemsCents = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
  const optionColumns = deliveryColumns(choice, itemsCents);
  const row: OrderRow = {
    id,
    reference,
    idempotency_key: fields.idempotencyKey,
    request_hash: fields.requestHash,
    status: fields.status,
    channel: fields.channel,
    language: fields.language,
    customer_name: delivery?.name ?? null,
    customer_phone: delivery?.phone ?? null,
    address: delivery?.address ?? null,
    note: delivery?.note ?? null,
    sent_without_reference: fields.sentWithoutReference ? 1 : 0,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    total_cents: itemsCents,
    ...optionColumns,
    ...discountColumns(code, optionColumns.delivery_fee_cents),
    search_text: foldForSearch([reference, delivery?.name ?? '', phoneDigits(delivery?.phone ?? null)].join('\n')),
    page_key: newPageKey(),
    created_at: createdAt,
    created_day: createdDay,
    updated_at: createdAt,
  };
  return { row, lines };
}

/** The discount columns of an order: none, or its code, what it took off the items and off `feeCents`. */
function discountColumns(code: ClaimedCode | null, feeCents: number) {
  const found = code?.verdict.row;
  if (!code || !found) {
    return {
      discount_code_id: null,
      discount_code: null,
      discount_items_cents: 0,
      discount_delivery_cents: 0,
      discount_phone_key: null,
    };
  }
  return {
    discount_code_id: found.id,
    discount_code: found.code,
    discount_items_cents: code.verdict.itemsOffCents,
    discount_delivery_cents: code.verdict.discount.freeDelivery ? feeCents : 0,
    discount_phone_key: phoneKey(code.phone),
  };
}
