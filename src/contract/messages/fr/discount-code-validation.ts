// French for messages/discount-code-validation.ts: the server's messages about discount codes, for the
// owner's Codes form and for the customer whose code stopped applying. « Code promo », as the cart says it.
import type { discountCodeValidation } from '../discount-code-validation.js';
import type { Translation } from '../translation.js';

export const discountCodeValidationText = {
  codeFormat: (min: number, max: number) => `Un code compte de ${min} à ${max} lettres (A–Z) et chiffres`,
  codeExists: 'Un autre code s’écrit déjà ainsi',
  codeTyped: 'Ce code n’est pas valide',
  kind: 'Veuillez choisir un pourcentage, un montant ou la livraison offerte',
  percent: (max: number) => `Indiquez un pourcentage entier de 1 à ${max}`,
  amount: 'Indiquez un montant supérieur à 0 et inférieur à un million, avec deux décimales au plus',
  dateTime: 'Veuillez indiquer une date et une heure',
  dateRange: (from: number, to: number) => `Veuillez indiquer une date entre les années ${from} et ${to}`,
  endsBeforeStart: 'La fin doit être après le début',
  uses: 'Indiquez un nombre entier supérieur à 0, ou laissez vide',
  target: 'Veuillez choisir des catégories, des produits ou des promotions dans les listes',
  tooManyTargets: (max: number) => `Un code peut être limité à ${max} catégories et ${max} articles au maximum`,
  targetGone: 'Une catégorie ou un article choisi n’est plus dans la boutique',
  codeUsed: 'Un code utilisé par des commandes ne peut pas être supprimé\u00a0; désactivez-le plutôt',
  codeNotFound: 'Code introuvable',
  codeChanged: 'Votre code promo a changé. Vérifiez votre panier et envoyez à nouveau la commande.',
  saleCodeRefused: 'Le code promo ne s’applique pas à cette vente',
} as const satisfies Translation<typeof discountCodeValidation>;
