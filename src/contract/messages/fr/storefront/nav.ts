// French for messages/storefront/nav.ts.
import type { navText as englishNavText } from '#contract/messages/storefront/nav.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const navText = {
  home: 'Accueil',
  offers: 'Promotions',
  about: 'À propos',
  contact: 'Contact',
  cart: 'Panier',
  cartWithCount: (count) => plural('fr', count, { one: `Panier, ${count} article`, other: `Panier, ${count} articles` }),
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mainNavigation: 'Navigation principale',
  skipToContent: 'Aller au contenu',
  language: 'Langue',
} as const satisfies Translation<typeof englishNavText>;
