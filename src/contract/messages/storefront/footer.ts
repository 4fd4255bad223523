// The footer's words (loaded after the first render, below the fold).
// A module per screen, not one for the whole storefront: the bundler places a module whole, so a
// shared one put every page's words in the first load of `/` (docs/decisions/001).
// The spec's wording is kept exactly where it gives one.

export const footerText = {
  tagline: 'Premium cosmetics in Beirut since 1970.',
  followUs: 'Follow us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  openingHours: 'Opening hours',
  phone: 'Phone',
  contactUs: 'Contact Us',
  rights: (year: number, shopName: string) => `© ${year} ${shopName}. All rights reserved.`,
} as const;
