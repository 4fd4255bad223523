import { whatsappText } from '#contract/messages/storefront.js';
import { lineTotal, totalItems, totalPrice, type CartItem } from './cart.js';
import { formatMoney } from './money.js';

/**
 * The order message, one block per line:
 *
 *   Hello! I would like to place an order:
 *
 *   1. Velvet Lipstick
 *   Color: Rose Nude
 *   Quantity: 2
 *   Subtotal: $25.00
 *
 *   Items: 2
 *   Total: $25.00
 */
export function orderMessage(items: CartItem[]): string {
  if (items.length === 0) return whatsappText.emptyCart;
  const lines = items.map((item, index) =>
    [
      `${index + 1}. ${item.name}`,
      ...(item.color ? [whatsappText.color(item.color.name)] : []),
      whatsappText.quantity(item.quantity),
      whatsappText.lineTotal(formatMoney(lineTotal(item))),
    ].join('\n'),
  );
  return [
    whatsappText.orderIntro,
    ...lines,
    [whatsappText.totalItems(totalItems(items)), whatsappText.total(formatMoney(totalPrice(items)))].join('\n'),
  ].join('\n\n');
}

/** https://wa.me/<number>?text=…; the whole text is percent-encoded (Arabic, emoji, &, #, +, line breaks). */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function orderLink(number: string, items: CartItem[]): string {
  return whatsappLink(number, orderMessage(items));
}
