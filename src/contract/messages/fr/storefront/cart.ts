// French for messages/storefront/cart.ts. « Teinte » for colour, as a cosmetics shop says it.
import type { cartText as englishCartText } from '#contract/messages/storefront/cart.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const cartText = {
  heading: 'Votre panier',
  empty: 'Votre panier est vide',
  emptyHint: 'Découvrez notre collection et trouvez ce qui vous plaît.',
  continueShopping: 'Continuer mes achats',
  itemsLabel: 'Articles de votre panier',
  color: (name) => `Teinte\u00a0: ${name}`,
  save: (amount) => `Économisez ${amount}`,
  unitPrice: 'Prix unitaire',
  lineTotal: 'Total de l’article',
  remove: (name) => `Retirer ${name} du panier`,
  quantityOf: (name) => `Quantité pour ${name}`,
  summary: 'Récapitulatif de la commande',
  subtotal: (count) => plural('fr', count, { one: `Sous-total (${count} article)`, other: `Sous-total (${count} articles)` }),
  total: 'Total',
  orderViaWhatsapp: 'Commander via WhatsApp',
  clearCart: 'Vider le panier',
  orderNote: 'Votre commande s’ouvre dans WhatsApp avec le détail de chaque article, prête à être envoyée.',
} as const satisfies Translation<typeof englishCartText>;
