// The navigation bar's words: every page, in the first load.
// A module per screen, not one for the whole storefront: the bundler places a module whole, so a
// shared one put every page's words in the first load of `/` (docs/decisions/001).
// The spec's wording is kept exactly where it gives one.

export const navText = {
  home: 'Home',
  offers: 'Offers',
  about: 'About Us',
  contact: 'Contact Us',
  cart: 'Cart',
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  skipToContent: 'Skip to content',
} as const;
