// The footer's words (loaded after the first render, below the fold).
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

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
