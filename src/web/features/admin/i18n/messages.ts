import type { Language } from '#contract/languages.js';
import { admin } from '#contract/messages/admin.js';
import { discountCodeValidation } from '#contract/messages/discount-code-validation.js';
import type { Translation } from '#contract/messages/translation.js';
import { messageTranslator } from './server-messages.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { settingsMessages } from '#contract/settings.js';

// The admin panel's words in one language: its own, and the server's messages it shows. English is
// in the panel's chunk; French and Arabic are chunks of their own, loaded only for a panel in them.

export interface AdminCatalogue {
  text: Translation<typeof admin>;
  validation: Translation<typeof validation>;
  api: Translation<typeof apiMessages>;
  /** The server's messages about discount codes (the Codes form's). */
  discountCode: Translation<typeof discountCodeValidation>;
  /** The Settings page's field messages, which the server gives too. */
  settings: Translation<typeof settingsMessages>;
}

/** The panel's words, in English: the source wording, and what a component shows with no provider above it. */
export const englishAdminCatalogue: AdminCatalogue = {
  text: admin,
  validation,
  api: apiMessages,
  discountCode: discountCodeValidation,
  settings: settingsMessages,
};

/**
 * For dates and numbers in the panel: the language's own order of day, month and year, in the
 * Western digits the shop writes its prices with (Beirut's usage, in Arabic too).
 */
export const ADMIN_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-LB-u-nu-latn' };

export async function loadAdminCatalogue(language: Language): Promise<AdminCatalogue> {
  switch (language) {
    case 'fr':
      return (await import('./french.js')).frenchAdminCatalogue;
    case 'ar':
      return (await import('./arabic.js')).arabicAdminCatalogue;
    default:
      return englishAdminCatalogue;
  }
}

/** The server's messages of a catalogue: what the panel translates, English to the catalogue's language. */
const serverMessages = ({ validation, api, discountCode, settings }: AdminCatalogue) => ({ validation, api, discountCode, settings });

/** Shows a message of the server's (or of a schema the panel shares with it) in `catalogue`'s language. */
export const serverMessageTranslator = (catalogue: AdminCatalogue): ((message: string) => string) =>
  messageTranslator(serverMessages(englishAdminCatalogue), serverMessages(catalogue));
