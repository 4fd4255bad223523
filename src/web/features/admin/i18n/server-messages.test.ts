import { describe, expect, it } from 'vitest';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { messageTranslator } from './server-messages.js';

// A made-up language, so each rule is seen whatever the shop's translations say.
const english = {
  plain: 'Please sign in to continue',
  tooMany: (seconds: number) => `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  notEnough: (left: number, what: string) => (left === 0 ? `${what} is sold out` : `Only ${left} left of ${what}`),
  nested: { change: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}` },
};
const other = {
  plain: 'SIGN IN',
  tooMany: (seconds: number) => (seconds === 1 ? 'WAIT ONE SECOND' : `WAIT ${seconds} SECONDS`),
  notEnough: (left: number, what: string) => (left === 0 ? `NONE OF ${what}` : `${left} OF ${what}`),
  nested: { change: (from: string, to: string) => `${to.toUpperCase()} NOT FROM ${from.toUpperCase()}` },
};
const translate = messageTranslator(english, other);

describe('a server message in the panel’s language', () => {
  it('finds a plain message', () => {
    expect(translate('Please sign in to continue')).toBe('SIGN IN');
  });

  it('makes a counted message again with its count, in the form the count takes', () => {
    expect(translate('Too many attempts. Please try again in 42 seconds.')).toBe('WAIT 42 SECONDS');
    expect(translate('Too many attempts. Please try again in 1 second.')).toBe('WAIT ONE SECOND');
  });

  it('keeps the names and numbers it was made with, in their places', () => {
    expect(translate('Only 3 left of Velvet Lipstick (Nude 02)')).toBe('3 OF Velvet Lipstick (Nude 02)');
    expect(translate('Velvet Lipstick (Nude 02) is sold out')).toBe('NONE OF Velvet Lipstick (Nude 02)');
    expect(translate('An order that is delivered cannot be marked new')).toBe('NEW NOT FROM DELIVERED');
  });

  it('leaves alone a message it does not know, and text that only looks like part of one', () => {
    expect(translate('Something else entirely')).toBe('Something else entirely');
    expect(translate('Please sign in to continue now')).toBe('Please sign in to continue now');
    expect(translate('Only  left of ')).toBe('Only  left of ');
  });

  it('gives back every English message as it is when translating into English', () => {
    const same = messageTranslator({ validation, api: apiMessages }, { validation, api: apiMessages });
    for (const message of [
      validation.colorHexExists,
      validation.stockCount,
      apiMessages.tooManyRequests(7),
      apiMessages.stockNotEnough(0, 'Rouge (Red)'),
    ]) {
      expect(same(message)).toBe(message);
    }
  });
});
