import { useQuery } from '@tanstack/react-query';
import type { Language } from '#contract/languages.js';
import { orderUpdateText as arabicUpdates, receiptText as arabicReceipt } from '#contract/messages/ar/order-updates.js';
import { orderUpdateText as frenchUpdates, receiptText as frenchReceipt } from '#contract/messages/fr/order-updates.js';
import { orderUpdateText, receiptText } from '#contract/messages/order-updates.js';
import type { Translation } from '#contract/messages/translation.js';
import { loadMessages } from '#web/i18n/load-messages.js';
import type { Messages } from '#web/i18n/messages.js';

// The words the panel writes to a customer in: the customer's language, not the panel's. The
// storefront's own where the customer read the same words (totals, delivery, pounds, hours), so a
// reply reads like the order message it answers. Those come from the storefront's catalogue for the
// language, the chunk a French or Arabic page loads, rather than from its modules imported again:
// importing them here too would make a chunk the storefront's first load shares with the panel.

export interface CustomerWords {
  updates: Translation<typeof orderUpdateText>;
  receipt: Translation<typeof receiptText>;
  orderMessage: Messages['orderMessage'];
  whatsapp: Messages['whatsapp'];
  pounds: Messages['pounds'];
  hours: Messages['hours'];
  firstShopTexts: Messages['firstShopTexts'];
}

const UPDATES = {
  en: { updates: orderUpdateText, receipt: receiptText },
  fr: { updates: frenchUpdates, receipt: frenchReceipt },
  ar: { updates: arabicUpdates, receipt: arabicReceipt },
} satisfies Record<Language, Pick<CustomerWords, 'updates' | 'receipt'>>;

/** The words to write to a customer who ordered in `language`. */
export async function loadCustomerWords(language: Language): Promise<CustomerWords> {
  const { orderMessage, whatsapp, pounds, hours, firstShopTexts } = await loadMessages(language);
  return { ...UPDATES[language], orderMessage, whatsapp, pounds, hours, firstShopTexts };
}

/** The customer's words for the order dialog: undefined for the moment a French or Arabic catalogue loads. */
export function useCustomerWords(language: Language): CustomerWords | undefined {
  return useQuery({
    queryKey: ['customer-words', language],
    queryFn: () => loadCustomerWords(language),
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
