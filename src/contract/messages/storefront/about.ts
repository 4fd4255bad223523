// The about page.
// A module per screen, not one for the whole storefront: the bundler places a module whole, so a
// shared one put every page's words in the first load of `/` (docs/decisions/001).
// The spec's wording is kept exactly where it gives one.

export const aboutText = {
  heading: 'About Us',
  lead: 'Serving customers since 1970',
  paragraphs: [
    'For more than 50 years our family shop in Beirut has helped customers find the make-up, skincare and fragrance that suit them.',
    'We choose every product for its premium quality, and we are happy to advise you on shades and care — in the shop, by phone or on WhatsApp, 24/7.',
  ],
  highlights: [
    { value: '1970', label: 'Serving customers since' },
    { value: '50+', label: 'Years of experience' },
    { value: 'Premium', label: 'Quality in every product' },
  ],
} as const;
