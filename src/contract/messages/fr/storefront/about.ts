// French for messages/storefront/about.ts.
import type { aboutText as englishAboutText } from '#contract/messages/storefront/about.js';
import type { Translation } from '#contract/messages/translation.js';

export const aboutText = {
  heading: 'À propos',
  lead: 'À votre service depuis 1970',
  highlights: [
    { value: '1970', label: 'À votre service depuis' },
    { value: '50+', label: 'Années d’expérience' },
    { value: 'Premium', label: 'La qualité dans chaque produit' },
  ],
} as const satisfies Translation<typeof englishAboutText>;
