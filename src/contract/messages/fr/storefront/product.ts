// French for messages/storefront/product.ts.
import type { productDetailText as englishProductDetailText } from '#contract/messages/storefront/product.js';
import type { Translation } from '#contract/messages/translation.js';

export const productDetailText = {
  loading: 'Chargement du produit…',
  error: 'Impossible de charger le produit',
  notFound: 'Produit introuvable.',
  back: 'Retour',
  save: (percent) => `Économisez ${percent}\u202f%`,
  share: 'Partager',
  linkCopied: 'Lien copié dans le presse-papiers\u202f!',
  shareFailed: 'Impossible de partager le lien',
  chooseColor: 'Teinte',
  selectedColor: (name) => `Teinte choisie\u00a0: ${name}`,
  description: 'Description',
  quantity: 'Quantité',
  addToCart: (quantity) => `Ajouter ${quantity} au panier`,
  adding: 'Ajout en cours…',
  selectColorFirst: 'Veuillez choisir une teinte avant d’ajouter au panier',
  soldOut: 'Épuisé',
  photos: 'Photos',
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  photoOf: (n, total) => `Photo ${n} sur ${total}`,
  viewFullScreen: 'Afficher en plein écran',
} as const satisfies Translation<typeof englishProductDetailText>;
