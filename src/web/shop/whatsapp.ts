import type { Order } from '#contract/order.js';
import type { Messages } from '#web/i18n/messages.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { lineTotal, totalItems, totalPrice, type CartItem } from './cart.js';
import { formatMoney } from './money.js';
import { formatPounds, toPounds } from './pounds.js';
import { whatsappLink } from './whatsapp-link.js';

// The link itself lives apart: the chat button on every page needs it, and not the order message.
export { whatsappLink };

/** One line of the message: what, which colour, how many, for how much. */
interface MessageLine {
  name: string;
  colorName: string | null;
  quantity: number;
  lineTotal: number;
}

/** The delivery details, each null (or empty) when not given. */
export interface MessageDelivery {
  name: string | null;
  phone: string | null;
  address: string | null;
  note: string | null;
}

/** What the owner's settings put in the message: its opening line, and the pound rate for the total. */
export type MessageShop = Pick<ShopConfig, 'orderGreeting' | 'poundRate'>;

/** The words of the message, in the page's language. */
export type MessageWords = Pick<Messages, 'whatsapp' | 'orderMessage' | 'pounds'>;

export interface MessageExtras {
  /** The order's reference once the shop recorded it, e.g. BB-7KQ2M. */
  reference?: string;
  delivery?: MessageDelivery | null;
  /** Absent: the default opening line (whatsappText.orderIntro), dollars only. */
  shop?: MessageShop;
}

function deliveryBlock(delivery: MessageDelivery | null | undefined, orderMessageText: Messages['orderMessage']): string[] {
  if (!delivery) return [];
  const lines = [
    delivery.name ? orderMessageText.deliveryName(delivery.name) : null,
    delivery.phone ? orderMessageText.deliveryPhone(delivery.phone) : null,
    delivery.address ? orderMessageText.deliveryAddress(delivery.address) : null,
    delivery.note ? orderMessageText.deliveryNote(delivery.note) : null,
  ].filter((line): line is string => line !== null);
  return lines.length ? [[orderMessageText.deliveryHeading, ...lines].join('\n')] : [];
}

function compose(lines: MessageLine[], itemCount: number, total: number, words: MessageWords, extras: MessageExtras): string {
  const { whatsapp: whatsappText, orderMessage: orderMessageText, pounds: poundsText } = words;
  if (lines.length === 0) return whatsappText.emptyCart;
  const blocks = lines.map((line, index) =>
    [
      whatsappText.item(index + 1, line.name),
      ...(line.colorName ? [whatsappText.color(line.colorName)] : []),
      whatsappText.quantity(line.quantity),
      whatsappText.lineTotal(formatMoney(line.lineTotal)),
    ].join('\n'),
  );
  const greeting = extras.shop?.orderGreeting ?? whatsappText.orderIntro;
  const intro = extras.reference ? `${orderMessageText.reference(extras.reference)}\n${greeting}` : greeting;
  const poundRate = extras.shop?.poundRate;
  const totals = [whatsappText.totalItems(itemCount), whatsappText.total(formatMoney(total))];
  if (poundRate) totals.push(poundsText.orderTotal(formatPounds(toPounds(total, poundRate), poundsText)));
  return [
    intro,
    ...blocks,
    totals.join('\n'),
    ...deliveryBlock(extras.delivery, orderMessageText),
  ].join('\n\n');
}

/**
 * The order message, one block per line:
 *
 *   Order BB-7KQ2M                        (once the shop recorded it)
 *   Hello! I would like to place an order:
 *
 *   1. Velvet Lipstick
 *   Color: Rose Nude
 *   Quantity: 2
 *   Subtotal: $25.00
 *
 *   Items: 2
 *   Total: $25.00
 *
 *   Delivery:                             (when given)
 *   Name: Rana
 */
export function orderMessage(items: CartItem[], words: MessageWords, extras: MessageExtras = {}): string {
  const lines = items.map((item) => ({ name: item.name, colorName: item.color?.name ?? null, quantity: item.quantity, lineTotal: lineTotal(item) }));
  return compose(lines, totalItems(items), totalPrice(items), words, extras);
}

/** The message for an order the shop recorded: its reference, and its lines and total as the shop priced them. */
export function recordedOrderMessage(order: Order, words: MessageWords, shop?: MessageShop): string {
  return compose(order.lines, order.itemCount, order.total, words, { reference: order.reference, delivery: order.delivery, shop });
}


export function orderLink(number: string, items: CartItem[], words: MessageWords, extras: MessageExtras = {}): string {
  return whatsappLink(number, orderMessage(items, words, extras));
}
