import { westernDigits } from '#contract/digits.js';

// A customer's phone number as a code's per-phone limit counts it: the digits of the Lebanese number
// however it was typed ("03 123 456", "+961 3 123 456", "00961 3123456" are one phone).
// Arabic-Indic digits count as digits. Null when there are no digits.
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = westernDigits(phone).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('961')) digits = digits.slice(3);
  digits = digits.replace(/^0+/, '');
  return digits || null;
}
