// French for messages/storefront/offers.ts.
import type { offerDetailText as englishOfferDetailText, offersText as englishOffersText } from '#contract/messages/storefront/offers.js';
import type { Translation } from '#contract/messages/translation.js';

export const offersText = {
  heading: 'Promotions',
  intro: 'Nos coups de cœur à prix réduit, pour une durée limitée.',
  searchLabel: 'Rechercher une promotion',
  searchPlaceholder: 'Rechercher une promotion…',
  loading: 'Chargement des promotions…',
  error: 'Impossible de charger les promotions. Veuillez réessayer.',
  empty: 'Aucune promotion trouvée',
  didYouMean: 'Vouliez-vous dire\u00a0:',
  addToCart: 'Ajouter au panier',
  adding: 'Ajout en cours…',
  viewDetails: 'Voir le détail',
} as const satisfies Translation<typeof englishOffersText>;

export const offerDetailText = {
  loading: 'Chargement de l’offre…',
  error: 'Impossible de charger l’offre',
  notFound: 'Offre introuvable.',
  back: 'Retour aux promotions',
} as const satisfies Translation<typeof englishOfferDetailText>;
