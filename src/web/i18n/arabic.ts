import { ar } from '#contract/messages/catalogues/ar.js';
import { groupWords } from './group-words.js';
import type { Messages } from './messages.js';

// The storefront's words in Arabic, from the hand-written modules in src/contract/messages/ar/, for
// Arabic pages only (never loaded with English).
export const arabicMessages: Messages = groupWords(ar);
