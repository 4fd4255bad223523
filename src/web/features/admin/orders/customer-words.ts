import type { Language } from '#contract/languages.js';
import * as arabicCartOrder from '#contract/messages/ar/cart-order.js';
import * as arabicUpdates from '#contract/messages/ar/order-updates.js';
import * as arabicHours from '#contract/messages/ar/storefront/hours.js';
import * as arabicPounds from '#contract/messages/ar/storefront/pounds.js';
import * as arabicShopTexts from '#contract/messages/ar/storefront/shop-texts.js';
import * as arabicWhatsapp from '#contract/messages/ar/storefront/whatsapp.js';
import * as cartOrder from '#contract/messages/cart-order.js';
import * as frenchCartOrder from '#contract/messages/fr/cart-order.js';
import * as frenchUpdates from '#contract/messages/fr/order-updates.js';
import * as frenchHours from '#contract/messages/fr/storefront/hours.js';
import * as frenchPounds from '#contract/messages/fr/storefront/pounds.js';
import * as frenchShopTexts from '#contract/messages/fr/storefront/shop-texts.js';
import * as frenchWhatsapp from '#contract/messages/fr/storefront/whatsapp.js';
import * as updates from '#contract/messages/order-updates.js';
import * as hours from '#contract/messages/storefront/hours.js';
import * as pounds from '#contract/messages/storefront/pounds.js';
import * as shopTexts from '#contract/messages/storefront/shop-texts.js';
import * as whatsapp from '#contract/messages/storefront/whatsapp.js';
import type { Translation } from '#contract/messages/translation.js';

// The words the panel writes to a customer in: the customer's language, not the panel's, so all
// three are here. Small modules, the storefront's own where the customer read the same words
// (totals, delivery, pounds, hours), so a reply reads like the order message it answers.

export interface CustomerWords {
  updates: Translation<typeof updates.orderUpdateText>;
  receipt: Translation<typeof updates.receiptText>;
  orderMessage: Translation<typeof cartOrder.orderMessageText>;
  whatsapp: Translation<typeof whatsapp.whatsappText>;
  pounds: Translation<typeof pounds.poundsText>;
  hours: Translation<typeof hours.hoursText>;
  firstShopTexts: Translation<typeof shopTexts.firstShopTexts>;
}

export const CUSTOMER_WORDS: Record<Language, CustomerWords> = {
  en: {
    updates: updates.orderUpdateText,
    receipt: updates.receiptText,
    orderMessage: cartOrder.orderMessageText,
    whatsapp: whatsapp.whatsappText,
    pounds: pounds.poundsText,
    hours: hours.hoursText,
    firstShopTexts: shopTexts.firstShopTexts,
  },
  fr: {
    updates: frenchUpdates.orderUpdateText,
    receipt: frenchUpdates.receiptText,
    orderMessage: frenchCartOrder.orderMessageText,
    whatsapp: frenchWhatsapp.whatsappText,
    pounds: frenchPounds.poundsText,
    hours: frenchHours.hoursText,
    firstShopTexts: frenchShopTexts.firstShopTexts,
  },
  ar: {
    updates: arabicUpdates.orderUpdateText,
    receipt: arabicUpdates.receiptText,
    orderMessage: arabicCartOrder.orderMessageText,
    whatsapp: arabicWhatsapp.whatsappText,
    pounds: arabicPounds.poundsText,
    hours: arabicHours.hoursText,
    firstShopTexts: arabicShopTexts.firstShopTexts,
  },
};
