import { CUSTOMER_TEXT_MAX, quoteCustomerText } from '#contract/customer-text.js';
import type { DeliveryChoice } from '#contract/delivery.js';
import type { Order, OrderLine } from '#contract/order.js';
import { localizedColorName, localizedText } from '#web/i18n/localized.js';
import type { Language, Messages } from '#web/i18n/messages.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { lineTotal, totalItems, totalPrice, type CartItem } from './cart.js';
import { deliveryFigures } from './delivery-options.js';
import { formatMoney, toCents } from './money.js';
import { orderPageUrl } from './order-page-link.js';
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

/**
 * The words of the message, in the page's language. The discount code's line comes with the code
 * field's chunk (storefront/discount-code.ts): the catalogues are in every page's first load.
 */
export type WhatsappMessages = Pick<Messages, 'whatsapp' | 'orderMessage' | 'pounds'> & {
  discountLine?: (code: string, amount: string) => string;
};

/** A discount code that applies: the code, and all it takes off the items and delivery, in dollars. */
export interface MessageDiscount {
  code: string;
  amount: number;
}

export interface MessageExtras {
  /** The order's reference once the shop recorded it, e.g. BB-7KQ2M. */
  reference?: string;
  delivery?: MessageDelivery | null;
  /** Absent: the default opening line (whatsappText.orderIntro), dollars only. */
  shop?: MessageShop;
  /** The delivery option chosen, named in the page's language; absent or null: the totals as without options. */
  deliveryOption?: { choice: DeliveryChoice; name: string } | null;
  /**
   * The page's language: the lines name the items and colours in it, as the customer saw them, and the
   * delivery details are quoted as it quotes. Absent: English.
   */
  language?: Language;
  /** The address of the order's own page, once the shop recorded it. */
  orderPage?: string;
  /** The discount code that applies, as the cart's summary shows it; absent or null: none. */
  discount?: MessageDiscount | null;
}

/** The names a line shows in `language`: the item's and the colour's, each English where not translated. */
function shownNames(item: CartItem, language: Language): Pick<MessageLine, 'name' | 'colorName'> {
  return { name: localizedText(item, language).name, colorName: item.color ? localizedColorName(item.color, language) : null };
}

/** What delivery adds to the message's totals, in dollars: the option's name, its fee, and the total with it. */
interface MessageCharge {
  name: string;
  fee: number;
  grandTotal: number;
}

/**
 * What the customer typed, each on its line after its label, one line, cut and quoted in the message's
 * language: a name or a note with line breaks cannot write lines that read as the shop's.
 */
function deliveryBlock(
  delivery: MessageDelivery | null | undefined,
  orderMessageText: Messages['orderMessage'],
  language: Language,
): string[] {
  if (!delivery) return [];
  const quoted = (text: string, max: number) => quoteCustomerText(text, language, max);
  const lines = [
    delivery.name ? orderMessageText.deliveryName(quoted(delivery.name, CUSTOMER_TEXT_MAX.name)) : null,
    delivery.phone ? orderMessageText.deliveryPhone(quoted(delivery.phone, CUSTOMER_TEXT_MAX.phone)) : null,
    delivery.address ? orderMessageText.deliveryAddress(quoted(delivery.address, CUSTOMER_TEXT_MAX.address)) : null,
    delivery.note ? orderMessageText.deliveryNote(quoted(delivery.note, CUSTOMER_TEXT_MAX.note)) : null,
  ].filter((line): line is string => line !== null);
  return lines.length ? [[orderMessageText.deliveryHeading, ...lines].join('\n')] : [];
}

/**
 * With a discount, its line comes before the total, which is less it (`charge.grandTotal` is already);
 * without delivery options the items' total is written first, as it is with them.
 */
function totalsBlock(
  itemCount: number,
  total: number,
  charge: MessageCharge | null,
  discount: MessageDiscount | null,
  messages: WhatsappMessages,
  poundRate: MessageShop['poundRate'] | undefined,
): string {
  const { whatsapp: whatsappText, orderMessage: orderMessageText, pounds: poundsText } = messages;
  // Nothing taken off (free delivery with pickup): no line.
  const off = discount && toCents(discount.amount) > 0 ? discount : null;
  const discountLine = off && messages.discountLine ? [messages.discountLine(off.code, formatMoney(off.amount))] : [];
  const toPay = charge ? charge.grandTotal : off ? (toCents(total) - toCents(off.amount)) / 100 : total;
  const totals = charge
    ? [
        whatsappText.totalItems(itemCount),
        orderMessageText.itemsTotal(formatMoney(total)),
        orderMessageText.deliveryFee(charge.name, toCents(charge.fee) === 0 ? orderMessageText.free : formatMoney(charge.fee)),
        ...discountLine,
        whatsappText.total(formatMoney(toPay)),
      ]
    : off
      ? [
          whatsappText.totalItems(itemCount),
          orderMessageText.itemsTotal(formatMoney(total)),
          ...discountLine,
          whatsappText.total(formatMoney(toPay)),
        ]
      : [whatsappText.totalItems(itemCount), whatsappText.total(formatMoney(toPay))];
  if (poundRate) totals.push(poundsText.orderTotal(formatPounds(toPounds(toPay, poundRate), poundsText)));
  return totals.join('\n');
}

function compose(
  lines: MessageLine[],
  itemCount: number,
  total: number,
  charge: MessageCharge | null,
  messages: WhatsappMessages,
  extras: MessageExtras,
): string {
  const { whatsapp: whatsappText, orderMessage: orderMessageText } = messages;
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
  return [
    intro,
    ...blocks,
    totalsBlock(itemCount, total, charge, extras.discount ?? null, messages, extras.shop?.poundRate),
    ...deliveryBlock(extras.delivery, orderMessageText, extras.language ?? 'en'),
    ...(extras.orderPage ? [orderMessageText.orderPage(extras.orderPage)] : []),
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
 *   Total in pounds: LBP 2,237,500 (indicative)   (when the owner set a rate)
 *
 *   Delivery:                             (when given)
 *   Name: Rana
 *
 *   Order page:                           (once the shop recorded it)
 *   https://shop.example/order/…
 *
 * With a delivery option the totals name the items' total and the fee, and end with what is paid:
 *
 *   Items: 2
 *   Items total: $25.00
 *   Delivery (Beirut): $3.00              (or Free; or Pick up at the shop)
 *   Total: $28.00
 *   Total in pounds: LBP 2,506,000 (indicative)
 *
 * A discount code that applies has its line before the total, which is less it:
 *
 *   Items total: $25.00
 *   Delivery (Beirut): $3.00
 *   Discount code LAYAL15: -$3.75         (what it took off the items, and the fee for free delivery)
 *   Total: $24.25
 */
export function orderMessage(items: CartItem[], messages: WhatsappMessages, extras: MessageExtras = {}): string {
  const language = extras.language ?? 'en';
  const lines = items.map((item) => ({ ...shownNames(item, language), quantity: item.quantity, lineTotal: lineTotal(item) }));
  const total = totalPrice(items);
  const option = extras.deliveryOption;
  // The browser's own figures, the ones the cart's summary shows.
  const { feeCents, grandCents } = deliveryFigures(option?.choice, toCents(total));
  const offCents = extras.discount ? toCents(extras.discount.amount) : 0;
  const charge = option ? { name: option.name, fee: feeCents / 100, grandTotal: (grandCents - offCents) / 100 } : null;
  return compose(lines, totalItems(items), total, charge, messages, extras);
}

/** What the customer saw a recorded line as: the cart line of the same item and colour, in `language`. */
function shownLine(line: OrderLine, seen: ShownCart | undefined): OrderLine {
  const item = seen?.items.find((cartItem) => cartItem.id === line.itemId && (cartItem.color?.hexCode ?? null) === line.colorHex);
  if (!seen || !item) return line;
  const names = shownNames(item, seen.language);
  // A colour the cart did not know keeps the order's own name.
  return { ...line, name: names.name, colorName: line.colorName === null ? null : (names.colorName ?? line.colorName) };
}

/** The cart an order was placed from, and the page's language: the message names lines as the cart showed them. */
export interface ShownCart {
  language: Language;
  items: CartItem[];
}

/**
 * The message for an order the shop recorded: its reference, its lines, fee, discount and totals as the shop
 * worked them out, and the link to its page. `optionName` is the option's name in the page's language;
 * absent, the order's own. With `seen`, each line names its item and colour as the cart showed them
 * (the order keeps the English), and the link is to the page in that language. `origin` is the shop's
 * address, e.g. https://shop.example.
 */
export function recordedOrderMessage(
  order: Order,
  messages: WhatsappMessages,
  origin: string,
  shop?: MessageShop,
  optionName?: string,
  seen?: ShownCart,
): string {
  const option = order.deliveryOption;
  const charge = option
    ? {
        name: optionName ?? (option.kind === 'pickup' ? messages.orderMessage.pickup : option.name),
        fee: option.fee,
        grandTotal: order.grandTotal,
      }
    : null;
  const lines = order.lines.map((line) => shownLine(line, seen));
  const orderPage = orderPageUrl(origin, seen?.language ?? 'en', order.pageToken);
  const { discount } = order;
  return compose(lines, order.itemCount, order.total, charge, messages, {
    language: seen?.language ?? 'en',
    reference: order.reference,
    delivery: order.delivery,
    shop,
    orderPage,
    discount: discount ? { code: discount.code, amount: (toCents(discount.items) + toCents(discount.delivery)) / 100 } : null,
  });
}

export function orderLink(number: string, items: CartItem[], messages: WhatsappMessages, extras: MessageExtras = {}): string {
  return whatsappLink(number, orderMessage(items, messages, extras));
}
