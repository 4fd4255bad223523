// The cart quote: the website's cart lines priced as the shop sees them now, with the delivery
// options now, so the cart shows fresh ones before the customer orders.
import type { CartLine, CartQuote } from '#contract/order.js';
import type { OrdersContext } from './context.js';
import { price, toQuoteLine } from './pricing.js';

/** The lines as the shop sees them now, and the delivery options now, so the cart shows fresh ones. */
export async function quote({ db, settings }: OrdersContext, lines: CartLine[]): Promise<CartQuote> {
  const [fewLeftAt, deliveryOptions] = await Promise.all([settings.lowStockThreshold(), settings.deliveryOptions()]);
  const priced = await price(db, lines, { fewLeftAt });
  return { lines: priced.map(toQuoteLine), deliveryOptions };
}
