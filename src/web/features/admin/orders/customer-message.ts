import { CUSTOMER_TEXT_MAX, customerText, quoteCustomerText } from '#contract/customer-text.js';
import { findDeliveryChoice, zoneTexts } from '#contract/delivery.js';
import type { Language } from '#contract/languages.js';
import type { OrderDeliveryOption, OrderDetail } from '#contract/order.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { formatMoney, toCents } from '#web/shop/money.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { orderPageUrl } from '#web/shop/order-page-link.js';
import { formatPounds, toPounds } from '#web/shop/pounds.js';
import { shopText } from '#web/shop/shop-config.js';
import { whatsappLink } from '#web/shop/whatsapp-link.js';
import type { CustomerWords } from './customer-words.js';
import { whatsAppDigits } from './whatsapp-link.js';

/** What a message to the customer tells of their order. */
export type MessagedOrder = Pick<
  OrderDetail,
  'reference' | 'status' | 'language' | 'pageToken' | 'deliveryOption' | 'discount' | 'grandTotal' | 'delivery'
>;

/**
 * The option in the customer's words: pickup in their language; a zone by its name in their language
 * while the shop still has it, else by the English name the order kept.
 */
export function customerOptionName(
  option: OrderDeliveryOption,
  language: Language,
  words: CustomerWords,
  shop: ShopConfig | undefined,
): string {
  if (option.kind === 'pickup') return words.orderMessage.pickup;
  const offered = shop ? findDeliveryChoice(shop.delivery, option.id) : undefined;
  return offered?.kind === 'zone' ? zoneTexts(offered.zone, language).name : option.name;
}

/** The pounds line after the total, when the shop shows pounds. */
function poundsLine(dollars: number, shop: ShopConfig | undefined, words: CustomerWords): string[] {
  if (!shop?.poundRate) return [];
  return [words.pounds.orderTotal(formatPounds(toPounds(dollars, shop.poundRate), words.pounds))];
}

/**
 * The delivery option and its fee (a zone's), the discount code and all it took off (items and
 * delivery), then what the customer pays, as the order message wrote them.
 */
function totalsBlock(order: MessagedOrder, shop: ShopConfig | undefined, words: CustomerWords): string {
  const option = order.deliveryOption;
  const { discount } = order;
  const discountLine = discount
    ? [words.updates.discount(discount.code, formatMoney((toCents(discount.items) + toCents(discount.delivery)) / 100))]
    : [];
  const fee =
    option?.kind === 'zone'
      ? [
          words.orderMessage.deliveryFee(
            customerOptionName(option, order.language, words, shop),
            option.fee === 0 ? words.orderMessage.free : formatMoney(option.fee),
          ),
        ]
      : [];
  return [...fee, ...discountLine, words.whatsapp.total(formatMoney(order.grandTotal)), ...poundsLine(order.grandTotal, shop, words)].join(
    '\n',
  );
}

/** Where and when to pick the order up: the shop's address in the customer's language, and its hours. */
function pickupBlock(shop: ShopConfig | undefined, language: Language, words: CustomerWords): string[] {
  if (!shop) return [];
  const { address } = shopText(shop, language, words.firstShopTexts);
  return [[words.updates.address(address), words.updates.hours, ...openingHoursLines(shop.hours, words.hours)].join('\n')];
}

/**
 * The message for the order's status, in the customer's language (the order's), whatever the panel's:
 *
 *   Hello “Rima”!
 *   Your order BB-7KQ2M is confirmed. It will be on its way to you soon.
 *
 *   Delivery (Beirut): $3.00
 *   Discount code LAYAL15: -$6.75                     (when the order used one)
 *   Total: $41.75
 *   Total in pounds: LBP 3,737,000 (indicative)      (when the shop shows pounds)
 *
 *   Follow your order here:
 *   https://shop.example/order/…
 *
 * New: received, to be confirmed. Confirmed: with the total and the option; for a pickup, ready,
 * with the shop's address and hours. Delivered (or picked up) and cancelled: a line. `shop` is the
 * shop's settings (their address, hours, pound rate and zones), absent while they load; `origin`, the
 * shop's web address, which the order page's link starts with; `words`, the order's language's.
 */
export function customerMessage(order: MessagedOrder, shop: ShopConfig | undefined, origin: string, words: CustomerWords): string {
  const text = words.updates;
  // The name the customer typed, one line, cut and quoted: it cannot write a paragraph of the shop's.
  const name = customerText(order.delivery.name ?? '', CUSTOMER_TEXT_MAX.name);
  const hello = name ? text.helloName(quoteCustomerText(name, order.language, CUSTOMER_TEXT_MAX.name)) : text.hello;
  const pickup = order.deliveryOption?.kind === 'pickup';
  const { reference } = order;
  const blocks: string[] = [];
  switch (order.status) {
    case 'new':
      blocks.push(`${hello}\n${text.received(reference)}`);
      break;
    case 'confirmed': {
      const news = pickup
        ? text.readyForPickup(reference)
        : order.deliveryOption
          ? text.confirmedDelivery(reference)
          : text.confirmed(reference);
      blocks.push(`${hello}\n${news}`, totalsBlock(order, shop, words));
      if (pickup) blocks.push(...pickupBlock(shop, order.language, words));
      break;
    }
    case 'delivered':
      blocks.push(`${hello}\n${pickup ? text.pickedUp(reference) : text.delivered(reference)}`);
      break;
    case 'cancelled':
      blocks.push(`${hello}\n${text.cancelled(reference)}`);
      break;
  }
  blocks.push(text.orderPage(orderPageUrl(origin, order.language, order.pageToken)));
  return blocks.join('\n\n');
}

/** WhatsApp to the customer's number with the message ready; null without a phone to write to. */
export function customerMessageLink(
  order: MessagedOrder,
  shop: ShopConfig | undefined,
  origin: string,
  words: CustomerWords,
): string | null {
  const digits = whatsAppDigits(order.delivery.phone);
  return digits ? whatsappLink(digits, customerMessage(order, shop, origin, words)) : null;
}
