import type { Language, Messages } from './messages.js';
import { englishMessages } from './english.js';

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

