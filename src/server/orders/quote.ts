// The cart quote: the website's cart lines priced as the shop sees them now, with the delivery
// options now and the discount code checked against them, so the cart shows fresh ones before the
// customer orders.
import { findDeliveryChoice } from '#contract/delivery.js';
import type { CartLine, CartQuote } from '#contract/order.js';
import { checkCode } from '../discount-codes/check.js';
import type { OrdersContext } from './context.js';
import { price, toQuoteLine } from './pricing.js';

/**
 * The lines as the shop sees them now, the delivery options now, and what `code` takes off (asked by
 * `client`) with the delivery option chosen, when said (one not offered now is taken as not said).
 */
export async function quote(
  context: OrdersContext,
  lines: CartLine[],
  code?: string,
  client = '',
  deliveryOption?: string,
): Promise<CartQuote> {
  const { db, settings, now, codeGuesses } = context;
  const [fewLeftAt, deliveryOptions] = await Promise.all([settings.lowStockThreshold(), settings.deliveryOptions()]);
  const priced = await price(db, lines, { fewLeftAt });
  if (code === undefined) return { lines: priced.map(toQuoteLine), deliveryOptions, discount: null };
  const tooMany = await codeGuesses?.reserve(client, code);
  const choice = deliveryOption === undefined ? undefined : (findDeliveryChoice(deliveryOptions, deliveryOption) ?? undefined);
  const verdict = tooMany ?? (await checkCode(db, code, priced, now(), choice));
  if (!tooMany) await codeGuesses?.settle(client, verdict.discount.problem);
  return { lines: priced.map(toQuoteLine), deliveryOptions, discount: verdict.discount };
}
