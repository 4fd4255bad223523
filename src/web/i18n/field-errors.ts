import { commonText } from '#contract/messages/common.js';
import { contactText } from '#contract/messages/storefront/contact.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { useMessages } from './context.js';
import type { Messages } from './messages.js';

// The schemas the storefront's forms share with the server speak English (the server's language).
// A message one of them gives, or the API responds with, is shown in the page's language: each English
// message the visitor can meet is found here and replaced by the catalogue's words of the same rule.

type FieldMessages = Pick<Messages, 'contact' | 'cartOrder' | 'common'>;

/** Messages that are always the same text. */
const FIXED: ReadonlyArray<readonly [english: string, translated: (messages: FieldMessages) => string]> = [
  [validation.contactNameRequired, (messages) => messages.contact.nameRequired],
  [validation.contactEmailInvalid, (messages) => messages.contact.emailInvalid],
  [validation.contactMessageRequired, (messages) => messages.contact.messageRequired],
  [validation.deliveryPhoneInvalid, (messages) => messages.cartOrder.deliveryPhoneInvalid],
  [apiMessages.invalidCharacters, (messages) => messages.common.invalidCharacters],
];

/** Messages with a limit in them: the English words they are made with (validation's own), and the page's. */
const COUNTED: ReadonlyArray<
  readonly [english: (count: number) => string, translated: (messages: FieldMessages) => (count: number) => string]
> = [
  [commonText.tooLong, (messages) => messages.common.tooLong],
  [contactText.messageTooLong, (messages) => messages.contact.messageTooLong],
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
export function fieldErrorIn(messages: FieldMessages, message: string): string {
  const fixed = FIXED.find(([english]) => english === message);
  if (fixed) return fixed[1](messages);
  for (const [english, translated] of COUNTED) {
    const count = countIn(message, english);
    if (count !== null) return translated(messages)(count);
  }
  return message;
}

/** Shows a form's messages in the page's language. */
export function useFieldError(): (message: string) => string {
  const messages = useMessages();
  return (message) => fieldErrorIn(messages, message);
}
