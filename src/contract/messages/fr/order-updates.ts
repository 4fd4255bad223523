// French for messages/order-updates.ts: the shop writes to its customer, politely (vous).
import type { orderUpdateText as englishOrderUpdateText, receiptText as englishReceiptText } from '../order-updates.js';
import type { Translation } from '../translation.js';

export const orderUpdateText = {
  hello: 'Bonjour\u202f!',
  helloName: (name) => `Bonjour ${name}\u202f!`,
  received: (reference) => `Nous avons bien reçu votre commande ${reference}. Nous vous la confirmons très vite.`,
  confirmed: (reference) => `Votre commande ${reference} est confirmée.`,
  confirmedDelivery: (reference) => `Votre commande ${reference} est confirmée. Elle sera bientôt en route.`,
  readyForPickup: (reference) => `Votre commande ${reference} est prête\u00a0: vous pouvez la retirer à la boutique.`,
  address: (address) => `Adresse\u00a0: ${address}`,
  hours: 'Horaires\u00a0:',
  delivered: (reference) => `Votre commande ${reference} a été livrée. Merci de votre confiance\u202f!`,
  pickedUp: (reference) => `Votre commande ${reference} a été retirée. Merci de votre confiance\u202f!`,
  cancelled: (reference) => `Votre commande ${reference} a été annulée. Pour toute question, répondez simplement à ce message.`,
  orderPage: (link) => `Suivez votre commande ici\u00a0:\n${link}`,
  discount: (code, amount) => `Code promo ${code}\u00a0: -${amount}`,
} as const satisfies Translation<typeof englishOrderUpdateText>;

export const receiptText = {
  title: 'Reçu',
  order: (reference) => `Commande ${reference}`,
  date: 'Date',
  status: 'Statut',
  statuses: { new: 'Nouvelle', confirmed: 'Confirmée', delivered: 'Livrée', cancelled: 'Annulée' },
  phone: (phone) => `Téléphone\u00a0: ${phone}`,
  customer: 'Client',
  item: 'Article',
  unitPrice: 'Prix unitaire',
  quantity: 'Qté',
  amount: 'Montant',
  colour: (name) => `Teinte\u00a0: ${name}`,
  itemsTotal: 'Total des articles',
  delivery: (option) => `Livraison (${option})`,
  discount: (code) => `Code promo ${code}`,
  total: 'Total',
  totalInPounds: 'Total en livres libanaises (indicatif)',
  thanks: 'Merci de votre confiance\u202f!',
} as const satisfies Translation<typeof englishReceiptText>;
