import { describe, expect, it } from 'vitest';
import { LIMITS, ORDER_LIMITS } from '#contract/constants.js';
import { contactInputSchema } from '#contract/contact.js';
import { deliveryInputSchema } from '#contract/order.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { arabicMessages } from './arabic.js';
import { englishMessages } from './english.js';
import { fieldErrorIn } from './field-errors.js';
import { frenchMessages } from './french.js';

/** The messages of a failed parse, in order. */
const messagesOf = (result: { error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((issue) => issue.message);

describe("a form's message in the page's language", () => {
  it('is the schema’s own English on an English page', () => {
    for (const message of [
      validation.contactNameRequired,
      validation.contactEmailInvalid,
      validation.contactMessageRequired,
      validation.contactMessageTooLong,
      validation.tooLong(ORDER_LIMITS.deliveryNoteMax),
      validation.deliveryPhoneInvalid,
      apiMessages.invalidCharacters,
    ]) {
      expect(fieldErrorIn(englishMessages, message)).toBe(message);
    }
  });

  it.each([
    ['fr', frenchMessages],
    ['ar', arabicMessages],
  ] as const)('finds every contact and delivery message in %s, with its limit', (_language, messages) => {
    const shown = (result: { error?: { issues: { message: string }[] } }) =>
      messagesOf(result).map((message) => fieldErrorIn(messages, message));
    expect(
      shown(
        contactInputSchema.safeParse({
          name: 'x'.repeat(LIMITS.contactNameMax + 1),
          email: 'not an email',
          message: 'x'.repeat(LIMITS.contactMessageMax + 1),
        }),
      ),
    ).toEqual([
      messages.common.tooLong(LIMITS.contactNameMax),
      messages.contact.emailInvalid,
      messages.contact.messageTooLong(LIMITS.contactMessageMax),
    ]);
    expect(shown(contactInputSchema.safeParse({ name: ' ', email: '', message: '' }))).toEqual([
      messages.contact.nameRequired,
      messages.contact.emailInvalid,
      messages.contact.messageRequired,
    ]);
    expect(
      shown(
        deliveryInputSchema.safeParse({
          name: 'x'.repeat(ORDER_LIMITS.deliveryNameMax + 1),
          phone: 'call me',
          address: 'x'.repeat(ORDER_LIMITS.deliveryAddressMax + 1),
        }),
      ),
    ).toEqual([
      messages.common.tooLong(ORDER_LIMITS.deliveryNameMax),
      messages.cartOrder.deliveryPhoneInvalid,
      messages.common.tooLong(ORDER_LIMITS.deliveryAddressMax),
    ]);
    expect(fieldErrorIn(messages, apiMessages.invalidCharacters)).toBe(messages.common.invalidCharacters);
    // Not the English words under another name.
    expect(messages.contact.messageTooLong(LIMITS.contactMessageMax)).not.toBe(validation.contactMessageTooLong);
    expect(messages.common.tooLong(30)).not.toBe(validation.tooLong(30));
  });

  it('leaves a message it does not know as it came', () => {
    expect(fieldErrorIn(frenchMessages, 'Unknown field')).toBe('Unknown field');
    expect(fieldErrorIn(frenchMessages, 'Must be at most many characters')).toBe('Must be at most many characters');
  });
});
