// French for messages/storefront/pages.ts.
import type { pageText as englishPageText } from '#contract/messages/storefront/pages.js';
import type { Translation } from '#contract/messages/translation.js';

export const pageText = {
  homeTitle: (shopName) => `${shopName} · Cosmétiques depuis 1970`,
  homeDescription:
    'Cosmétiques haut de gamme à Beyrouth depuis 1970\u00a0: maquillage, soins et parfums. Choisissez vos teintes et commandez sur WhatsApp, 24\u00a0h/24, 7\u00a0j/7.',
  titled: (name, shopName) => `${name} · ${shopName}`,
  productNotFoundTitle: 'Produit introuvable',
  productNotFoundDescription: 'Ce produit ne fait plus partie du catalogue.',
  offersTitle: 'Promotions',
  offersDescription: (shopName) =>
    `Les promotions et coffrets du moment chez ${shopName}, à Beyrouth\u00a0: des cosmétiques haut de gamme à prix doux, à commander sur WhatsApp.`,
  offerNotFoundTitle: 'Promotion introuvable',
  offerNotFoundDescription: 'Cette promotion est terminée ou a été retirée.',
  aboutTitle: 'Qui sommes-nous',
  aboutDescription: (shopName) =>
    `${shopName} accueille ses clients à Beyrouth depuis 1970\u00a0: plus de 50 ans de cosmétiques haut de gamme.`,
  contactTitle: 'Nous contacter',
  contactDescription: (shopName) =>
    `Écrivez à ${shopName}\u00a0: une question sur un produit, une teinte ou une commande\u00a0? Nous répondons 24\u00a0h/24, 7\u00a0j/7.`,
  cartTitle: 'Votre panier',
  cartDescription: (shopName) => `Votre panier chez ${shopName}\u00a0: commandez-en le contenu sur WhatsApp.`,
} as const satisfies Translation<typeof englishPageText>;
