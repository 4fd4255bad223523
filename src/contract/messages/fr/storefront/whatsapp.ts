// French for messages/storefront/whatsapp.ts: the order message is the customer's, written as they
// would write it to the shop.
import type { whatsappText as englishWhatsappText } from '#contract/messages/storefront/whatsapp.js';
import type { Translation } from '#contract/messages/translation.js';

export const whatsappText = {
  chatButton: 'Écrivez-nous sur WhatsApp',
  emptyCart: 'Votre panier est vide.',
  orderIntro: 'Bonjour\u202f! Je souhaite passer une commande\u00a0:',
  item: (position, name) => `${position}. ${name}`,
  color: (name) => `Teinte\u00a0: ${name}`,
  quantity: (quantity) => `Quantité\u00a0: ${quantity}`,
  lineTotal: (amount) => `Sous-total\u00a0: ${amount}`,
  totalItems: (count) => `Articles\u00a0: ${count}`,
  total: (amount) => `Total\u00a0: ${amount}`,
} as const satisfies Translation<typeof englishWhatsappText>;
