import type { Language } from '#contract/languages.js';
import type { HoursText } from '#contract/opening-hours.js';
import { footerText } from '#contract/messages/storefront/footer.js';
import { hoursText } from '#contract/messages/storefront/hours.js';
import { footerText as arabicFooterText } from '#contract/messages/ar/storefront/footer.js';
import { hoursText as arabicHoursText } from '#contract/messages/ar/storefront/hours.js';
import { footerText as frenchFooterText } from '#contract/messages/fr/storefront/footer.js';
import { hoursText as frenchHoursText } from '#contract/messages/fr/storefront/hours.js';
import { admin as englishAdmin } from '#contract/messages/admin.js';
import { adminText as arabicAdmin } from '#contract/messages/ar/admin.js';
import { adminText as frenchAdmin } from '#contract/messages/fr/admin.js';
import { pageText } from '#contract/messages/storefront/pages.js';
import { pageText as arabicPageText } from '#contract/messages/ar/storefront/pages.js';
import { pageText as frenchPageText } from '#contract/messages/fr/storefront/pages.js';

// The words of the offline page and the manifests. Only the server writes them (the page is served
// whole, and precached by the service worker), so they stay out of the storefront's catalogue and its
// first load; the hours, the footer's heading and the home page's description are the catalogue's own.

export interface HomeScreenText {
  offlineTitle: string;
  offlineLead: string;
  whatsapp: string;
  phone: string;
  openingHours: string;
  retry: string;
  hours: HoursText;
  /** The home page's description: the storefront manifest's. */
  description: string;
  /** The admin panel's name in the language ("Admin Panel"). */
  adminTitle: string;
}

export const HOME_SCREEN_TEXT: Record<Language, HomeScreenText> = {
  en: {
    offlineTitle: 'No connection',
    offlineLead: 'This page needs the internet. You can still write to us on WhatsApp, or try again once you are back online.',
    whatsapp: 'WhatsApp',
    phone: footerText.phone,
    openingHours: footerText.openingHours,
    retry: 'Try again',
    hours: hoursText,
    description: pageText.homeDescription,
    adminTitle: englishAdmin.title,
  },
  fr: {
    offlineTitle: 'Pas de connexion',
    offlineLead:
      'Cette page a besoin d’internet. Vous pouvez toujours nous écrire sur WhatsApp, ou réessayer une fois la connexion revenue.',
    whatsapp: 'WhatsApp',
    phone: frenchFooterText.phone,
    openingHours: frenchFooterText.openingHours,
    retry: 'Réessayer',
    hours: frenchHoursText,
    description: frenchPageText.homeDescription,
    adminTitle: frenchAdmin.title,
  },
  ar: {
    offlineTitle: 'لا يوجد اتصال',
    offlineLead: 'تحتاج هذه الصفحة إلى الإنترنت. يمكنك مراسلتنا على واتساب، أو المحاولة مجددًا عند عودة الاتصال.',
    whatsapp: 'واتساب',
    phone: arabicFooterText.phone,
    openingHours: arabicFooterText.openingHours,
    retry: 'إعادة المحاولة',
    hours: arabicHoursText,
    description: arabicPageText.homeDescription,
    adminTitle: arabicAdmin.title,
  },
};
