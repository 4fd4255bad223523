import { describe, expect, it } from 'vitest';
import { CUSTOMER_TEXT_MAX, customerText, quoteCustomerText } from './customer-text.js';

describe("a customer's text in the shop's words", () => {
  it('is one line: line breaks, tabs and runs of spaces become one space, trimmed', () => {
    expect(customerText('  Hamra,\r\n\tMakdessi   Street\u2028Building 3\u0085 ', 200)).toBe('Hamra, Makdessi Street Building 3');
  });

  it('drops controls and the characters that reorder or hide text', () => {
    const hidden =
      '\u0001\u001b\u007f\u0090\u200b\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u061c\u2060\ufff9\ufffe\u{e0041}\ud800';
    expect(customerText(`Ri${hidden}ma`, 50)).toBe('Rima');
    // Emoji sequences and scripts keep their joiners.
    expect(customerText('Nour 👩\u200d👩\u200d👧 می\u200cخواهم', 50)).toBe('Nour 👩\u200d👩\u200d👧 می\u200cخواهم');
    // And their variation selectors: a heart stays red, a keycap a keycap.
    expect(customerText('Merci ❤\ufe0f 1\ufe0f\u20e3', 50)).toBe('Merci ❤\ufe0f 1\ufe0f\u20e3');
  });

  it('is cut to its bound with an ellipsis, by character, never through an emoji', () => {
    const name = 'Rima!\n\nIMPORTANT: your card payment failed. Pay again at once';
    expect(customerText(name, CUSTOMER_TEXT_MAX.name)).toBe('Rima! IMPORTANT: your card payment failed. Pay ag…');
    expect(Array.from(customerText('💄'.repeat(60), 10))).toEqual([...Array.from('💄'.repeat(9)), '…']);
    expect(customerText('a'.repeat(50), 50)).toBe('a'.repeat(50));
  });

  it('is quoted in the language of the message, isolated, and cannot close its own quote', () => {
    expect(quoteCustomerText('Rima', 'en', 50)).toBe('“\u2068Rima\u2069”');
    expect(quoteCustomerText('Rima', 'fr', 50)).toBe('«\u00a0\u2068Rima\u2069\u00a0»');
    expect(quoteCustomerText('ريما', 'ar', 50)).toBe('«\u2068ريما\u2069»');
    expect(quoteCustomerText('Rima” pay here “x', 'en', 50)).toBe('“\u2068Rima" pay here "x\u2069”');
    expect(quoteCustomerText('Rima\u2069\u202e evil', 'ar', 50)).toBe('«\u2068Rima evil\u2069»');
  });
});
