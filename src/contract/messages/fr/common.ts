// French for messages/common.ts (the storefront's shared words; the admin panel stays in English).
import type { commonText as englishCommonText } from '../common.js';
import { plural, type Translation } from '../translation.js';

export const commonText = {
  loading: 'Chargement…',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: (page, totalPages) => `Page ${page} sur ${totalPages}`,
  totalCount: (total) => `${total} au total`,
  pagination: 'Pagination',
  tryAgain: 'Réessayer',
  retry: 'Réessayer',
  close: 'Fermer',
  cancel: 'Annuler',
  search: 'Rechercher',
  allCategories: 'Toutes les catégories',
  soldOut: 'Épuisé',
  onlyLeft: (count) => `Plus que ${count} en stock`,
  colorSoldOut: (name) => `${name}, épuisé`,
  decreaseQuantity: 'Diminuer la quantité',
  increaseQuantity: 'Augmenter la quantité',
  quantity: 'Quantité',
  regularPrice: 'Prix habituel',
  tooLong: (max) => plural('fr', max, { one: `${max} caractère au maximum`, other: `${max} caractères au maximum` }),
  invalidCharacters: 'Contient un caractère non autorisé',
} as const satisfies Translation<typeof englishCommonText>;
