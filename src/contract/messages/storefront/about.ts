// The about page.
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

export const aboutText = {
  heading: 'About Us',
  lead: 'Serving customers since 1970',
  // The paragraphs are the owner's (Settings); these are the first value (DEFAULT_SHOP_CONFIG.aboutText).
  highlights: [
    { value: '1970', label: 'Serving customers since' },
    { value: '50+', label: 'Years of experience' },
    { value: 'Premium', label: 'Quality in every product' },
  ],
} as const;
