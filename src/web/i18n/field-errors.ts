import { commonText } from '#contract/messages/common.js';
import { contactText } from '#contract/messages/storefront/contact.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { useMessages } from './context.js';
import type { Messages } from './messages.js';

// The schemas the storefront's forms share with the server speak English (the server's language).
// A message one of them gives, or the API answers with, is shown in the page's language: each English
// message the visitor can meet is found here and replaced by the catalogue's words of the same rule.

type Words = Pick<Messages, 'contact' | 'cartOrder' | 'common'>;

/** Messages that are always the same text. */
const FIXED: ReadonlyArray<readonly [english: string, words: (words: Words) => string]> = [
  [validation.contactNameRequired, (words) => words.contact.nameRequired],
  [validation.contactEmailInvalid, (words) => words.contact.emailInvalid],
  [validation.contactMessageRequired, (words) => words.contact.messageRequired],
  [validation.deliveryPhoneInvalid, (words) => words.cartOrder.deliveryPhoneInvalid],
  [apiMessages.invalidCharacters, (words) => words.common.invalidCharacters],
];

/** Messages with a limit in them: the English words they are made with (validation's own), and the page's. */
const COUNTED: ReadonlyArray<readonly [english: (count: number) => string, words: (words: Words) => (count: number) => string]> = [
  [commonText.tooLong, (words) => words.common.tooLong],
  [contactText.messageTooLong, (words) => words.contact.messageTooLong],
];

const MARK = 917_263;

/** The number `message` was made with by `english`, or null when `english` did not make it. */
function countIn(message: string, english: (count: number) => string): number | null {
  const [before = '', after = ''] = english(MARK).split(String(MARK));
  if (!message.startsWith(before) || !message.endsWith(after)) return null;
  const count = message.slice(before.length, message.length - after.length);
  return /^\d+$/.test(count) ? Number(count) : null;
}

/** `message` (a schema's or the API's, in English) in the words of `words`; unknown ones stay as they are. */
export function fieldErrorIn(words: Words, message: string): string {
  const fixed = FIXED.find(([english]) => english === message);
  if (fixed) return fixed[1](words);
  for (const [english, translated] of COUNTED) {
    const count = countIn(message, english);
    if (count !== null) return translated(words)(count);
  }
  return message;
}

/** Shows a form's messages in the page's language. */
export function useFieldError(): (message: string) => string {
  const messages = useMessages();
  return (message) => fieldErrorIn(messages, message);
}
