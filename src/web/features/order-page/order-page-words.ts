import type { Language } from '#contract/languages.js';
import { orderPageText as arabic } from '#contract/messages/ar/storefront/order-page.js';
import { orderPageText as french } from '#contract/messages/fr/storefront/order-page.js';
import { orderPageText as english } from '#contract/messages/storefront/order-page.js';
import type { Translation } from '#contract/messages/translation.js';
import type { OrderPage } from '#contract/order-page.js';

// The order page's words in each language, with its code and the server's head: a few hundred bytes a
// language, so the page holds all three rather than fetching its language's.

export type OrderPageWords = Translation<typeof english>;

const WORDS: Record<Language, OrderPageWords> = { en: english, fr: french, ar: arabic };

export const orderPageWords = (language: Language): OrderPageWords => WORDS[language];

export type StatusWord = keyof OrderPageWords['statuses'];

/**
 * A status as the customer reads it. For an order picked up at the shop, confirmed is "Ready for
 * pickup" (the shop confirms it once it has put it aside) and delivered is "Picked up"; otherwise each
 * status has its own word, new being "Received".
 */
export function statusWord(status: OrderPage['status'], order: Pick<OrderPage, 'deliveryOption'>): StatusWord {
  const pickup = order.deliveryOption?.kind === 'pickup';
  switch (status) {
    case 'new':
      return 'received';
    case 'confirmed':
      return pickup ? 'readyForPickup' : 'confirmed';
    case 'delivered':
      return pickup ? 'pickedUp' : 'delivered';
    case 'cancelled':
      return 'cancelled';
  }
}

let beirutTime: Intl.DateTimeFormat | undefined;

/**
 * "29 Nov 2026, 14:05" in the shop's time (Beirut), whatever the visitor's: the page says when the shop
 * did each thing. Only the figures come from Intl, the same on the server and in any browser, so the
 * page the server rendered hydrates as it is; the words are the page's.
 */
export function shopDateTime(iso: string, words: OrderPageWords): string {
  beirutTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Beirut',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(beirutTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return words.dateTime(
    Number(parts.day),
    words.months[Number(parts.month) - 1] ?? '',
    Number(parts.year),
    `${parts.hour}:${parts.minute}`,
  );
}
