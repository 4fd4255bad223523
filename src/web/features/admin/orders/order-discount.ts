import type { OrderDiscount } from '#contract/discount-code.js';
import { formatMoney, toCents } from '#web/shop/money.js';

/** What an order's discount code took off, items and delivery together, as a negative amount: '−$6.75'. */
export function discountAmount(discount: OrderDiscount): string {
  const cents = toCents(discount.items) + toCents(discount.delivery);
  return `\u2212${formatMoney(cents / 100)}`;
}
