// French for messages/storefront/footer.ts.
import type { footerText as englishFooterText } from '#contract/messages/storefront/footer.js';
import type { Translation } from '#contract/messages/translation.js';

export const footerText = {
  tagline: 'Cosmétiques haut de gamme à Beyrouth depuis 1970.',
  followUs: 'Suivez-nous',
  facebook: 'Facebook',
  instagram: 'Instagram',
  openingHours: 'Horaires d’ouverture',
  phone: 'Téléphone',
  contactUs: 'Contactez-nous',
  rights: (year, shopName) => `© ${year} ${shopName}. Tous droits réservés.`,
} as const satisfies Translation<typeof englishFooterText>;
