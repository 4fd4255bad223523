import { ar } from '#contract/messages/catalogues/ar.js';
import { groupMessages } from './group-messages.js';
import type { Messages } from './messages.js';

// The storefront's words in Arabic, from the hand-written modules in src/contract/messages/ar/, for
// Arabic pages only (never loaded with English).
export const arabicMessages: Messages = groupMessages(ar);
