import type { Language, Messages } from './messages.js';
import { englishMessages } from './english.js';

/**
 * The module loadMessages imports for a French or Arabic page, as Vite's manifest names it: the server
 * preloads it beside the page's code. (Unused in the browser, so not in its bundle.)
 */
export const MESSAGE_MODULES: Partial<Record<Language, string>> = { fr: 'i18n/french.ts', ar: 'i18n/arabic.ts' };

/**
 * A language's catalogue: English is in the first load; French and Arabic are chunks of their own,
 * fetched only for their pages (the server preloads the one a page needs).
 */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'fr':
      return (await import('./french.js')).frenchMessages;
    case 'ar':
      return (await import('./arabic.js')).arabicMessages;
    default:
      return englishMessages;
  }
}
