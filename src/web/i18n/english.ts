import { en } from '#contract/messages/catalogues/en.js';
import { groupMessages } from './group-messages.js';

// The storefront's English words, grouped as one catalogue. Alone in its module (no React,
// no context) so that another language's catalogue, of the same shape, can be loaded in its place.
export const englishMessages = groupMessages(en);
