// French for messages/storefront/catalogue.ts.
import type {
  carouselText as englishCarouselText,
  catalogueText as englishCatalogueText,
  productCardText as englishProductCardText,
} from '#contract/messages/storefront/catalogue.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const carouselText = {
  region: 'À la une',
  roleCarousel: 'carrousel',
  roleSlide: 'diapositive',
  loading: 'Chargement du carrousel…',
  error: 'Impossible de charger les images du carrousel',
  empty: 'Aucune image à afficher pour le moment',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  goToSlide: (n) => `Aller à la diapositive ${n}`,
  slideOf: (n, total) => `Diapositive ${n} sur ${total}`,
} as const satisfies Translation<typeof englishCarouselText>;

export const catalogueText = {
  heading: 'Notre collection',
  intro: 'Maquillage, soins et parfums, sélectionnés avec passion à Beyrouth depuis 1970.',
  searchLabel: 'Rechercher un produit',
  searchPlaceholder: 'Rechercher un produit…',
  categoryLabel: 'Catégorie',
  clearFilters: (count) => `Effacer les filtres (${count})`,
  clearFiltersLink: 'Effacer les filtres',
  loading: 'Chargement des produits…',
  errorTitle: 'Un problème est survenu',
  errorFallback: 'Nous n’avons pas pu charger les produits. Vérifiez votre connexion, puis réessayez.',
  errorHint: 'Si vous faites une recherche ou utilisez des filtres, essayez de les effacer.',
  emptyTitle: 'Aucun produit trouvé',
  emptyFilteredHint: 'Essayez une autre recherche ou une autre catégorie.',
  emptyUnfiltered: 'Aucun produit n’est disponible pour le moment.',
  didYouMean: 'Vouliez-vous dire\u00a0:',
  resultsLabel: 'Produits',
} as const satisfies Translation<typeof englishCatalogueText>;

export const productCardText = {
  addToCart: 'Ajouter au panier',
  adding: 'Ajout en cours…',
  inCart: (quantity) => `Dans le panier (${quantity})`,
  selectColor: 'Veuillez choisir une teinte',
  moreColors: (count) => `+${count}`,
  moreColorsLabel: (count) => plural('fr', count, { one: `${count} autre teinte`, other: `${count} autres teintes` }),
  colorsLabel: (productName) => `Teintes disponibles pour ${productName}`,
  viewDetails: (productName) => `Voir le produit ${productName}`,
} as const satisfies Translation<typeof englishProductCardText>;
