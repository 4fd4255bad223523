// French for messages/storefront/discount-code.ts: « code promo », as French shops say it.
import type { discountCodeText as englishDiscountCodeText } from '#contract/messages/storefront/discount-code.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const discountCodeText = {
  label: 'Code promo',
  apply: 'Appliquer',
  remove: 'Retirer',
  removeCode: (code) => `Retirer le code ${code}`,
  checking: 'Vérification du code…',
  unchecked: 'Le code n’a pas pu être vérifié pour l’instant. Veuillez réessayer.',
  applied: (code, effect) => `Code ${code} appliqué\u00a0: ${effect}.`,
  percentOff: (percent) => `${percent}\u00a0% de réduction`,
  amountOff: (amount) => `${amount} de réduction`,
  freeDelivery: 'livraison offerte',
  problems: {
    notValid: 'Ce code n’est pas valide.',
    notYet: 'Ce code n’est pas encore utilisable.',
    ended: 'Ce code a expiré.',
    usedUp: 'Ce code a été utilisé autant de fois que possible.',
    usedByPhone: 'Ce numéro de téléphone a déjà utilisé ce code autant de fois que possible.',
    phoneNeeded: 'Ce code demande votre numéro de téléphone\u00a0: ajoutez-le à vos coordonnées de livraison.',
    notApplicable: 'Ce code ne s’applique à aucun article de votre panier.',
  },
  minimum: (minimum, missing) => `Ce code est valable dès ${minimum} d’achats\u00a0: ajoutez encore ${missing}.`,
  tooManyTries: (minutes) =>
    `Trop de codes essayés. Veuillez réessayer dans ${plural('fr', minutes, { one: `${minutes} minute`, other: `${minutes} minutes` })}.`,
  row: (code) => `Réduction (${code})`,
  messageLine: (code, amount) => `Code promo ${code}\u00a0: -${amount}`,
  notAppliedYet: (code) =>
    `Le code ${code} n’était pas encore appliqué\u00a0: nous le vérifions. Vérifiez votre total, puis renvoyez la commande.`,
  changed: 'Votre code promo a changé. Veuillez vérifier votre panier et renvoyer la commande.',
} as const satisfies Translation<typeof englishDiscountCodeText>;
