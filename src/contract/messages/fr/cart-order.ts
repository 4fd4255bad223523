// French for messages/cart-order.ts. A no-break space before « : » (\u00a0), as French sets it.
import type { cartOrderText as englishCartOrderText, orderMessageText as englishOrderMessageText } from '../cart-order.js';
import { isolate, plural, type Translation } from '../translation.js';

export const orderMessageText = {
  reference: (reference) => `Commande ${reference}`,
  deliveryHeading: 'Livraison\u00a0:',
  deliveryName: (name) => `Nom\u00a0: ${isolate(name)}`,
  deliveryPhone: (phone) => `Téléphone\u00a0: ${isolate(phone)}`,
  deliveryAddress: (address) => `Adresse\u00a0: ${isolate(address)}`,
  deliveryNote: (note) => `Remarque\u00a0: ${isolate(note)}`,
  itemsTotal: (amount) => `Total des articles\u00a0: ${amount}`,
  deliveryFee: (option, amount) => `Livraison (${option})\u00a0: ${amount}`,
  free: 'Gratuite',
  pickup: 'Retrait à la boutique',
  orderPage: (link) => `Page de la commande\u00a0:\n${link}`,
} as const satisfies Translation<typeof englishOrderMessageText>;

export const cartOrderText = {
  sendingOrder: 'Préparation de votre commande…',
  priceUpdated: 'Prix mis à jour',
  previousPrice: 'Ancien prix',
  soldOut: 'Épuisé',
  unavailable: 'Plus disponible',
  colorUnavailable: 'Cette teinte n’est plus disponible',
  onlyLeft: (count) => `Plus que ${count} en stock`,
  notOrdered: 'Non inclus dans votre commande',
  unavailableCount: (count) =>
    plural('fr', count, {
      one: `${count} article est indisponible et ne sera pas commandé`,
      other: `${count} articles sont indisponibles et ne seront pas commandés`,
    }),
  unchecked: 'Les prix sont ceux affichés au moment où les articles ont été ajoutés.',
  itemsChanged: 'Certains articles de votre panier ont changé. Veuillez vérifier votre panier et renvoyer la commande.',
  pricesChanged: 'Certains prix ont changé. Veuillez vérifier votre panier et renvoyer la commande.',
  delivery: 'Informations de livraison (facultatif)',
  deliveryHint: 'Enregistrées sur cet appareil pour votre prochaine commande.',
  deliveryName: 'Nom',
  deliveryPhone: 'Téléphone',
  deliveryAddress: 'Quartier / adresse à Beyrouth',
  deliveryAddressAnywhere: 'Quartier / adresse',
  deliveryNote: 'Remarque',
  deliveryInvalid: 'Veuillez vérifier vos informations de livraison.',
  deliveryPhoneInvalid: 'Veuillez indiquer un numéro de téléphone valide (chiffres, espaces et + - ( ) uniquement)',
  deliveryOption: 'Mode de livraison',
  pickup: orderMessageText.pickup,
  free: orderMessageText.free,
  freeFrom: (threshold) => `Gratuite dès ${threshold}`,
  freeReached: (threshold) => `Gratuite dès ${threshold}\u00a0: montant atteint`,
  freeOver: (threshold, missing) => `Gratuite dès ${threshold}\u00a0: encore ${missing}`,
  deliveryRow: 'Livraison',
  optionsChanged: 'Les options de livraison ont changé. Veuillez vérifier votre choix et renvoyer la commande.',
  optionsUpdated: 'Les options de livraison ont changé depuis l’ouverture de la page.',
  deliveryOptionInvalid: 'Veuillez choisir un mode de livraison',
  orderSent: 'Votre commande est dans WhatsApp',
  orderSentReference: (reference) =>
    `Commande ${reference}. Si le message n’est pas encore parti, rouvrez-le\u00a0: cela reste une seule commande.`,
  orderSentNoReference: 'Si le message n’est pas encore parti, rouvrez-le\u00a0: cela reste une seule commande.',
  sendAgain: 'Rouvrir la commande dans WhatsApp',
  seeOrder: 'Voir votre commande',
  newCart: 'Commencer un nouveau panier',
  clearQuestion: 'Vider votre panier\u00a0?',
  clearExplained: (count) =>
    plural('fr', count, {
      one: 'L’article qu’il contient sera retiré.',
      other: `Les ${count} articles qu’il contient seront retirés.`,
    }),
  keepItems: 'Garder mes articles',
} as const satisfies Translation<typeof englishCartOrderText>;
