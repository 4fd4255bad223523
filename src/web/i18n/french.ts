import { fr } from '#contract/messages/catalogues/fr.js';
import { groupMessages } from './group-messages.js';
import type { Messages } from './messages.js';

// The storefront's words in French, from the hand-written modules in src/contract/messages/fr/, for
// French pages only (never loaded with English).
export const frenchMessages: Messages = groupMessages(fr);
