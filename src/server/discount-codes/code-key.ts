import { remove as withoutLookAlikes } from 'confusables';
import { westernDigits } from '#contract/digits.js';

// A code as the shop stores and compares it, from what an owner or a customer typed: NFKC (full-width
// letters and digits become plain ones), without spaces, hyphens, dots or any invisible character
// (the marks phones put around typed text, joiners, format and variation marks), Arabic-Indic digits
// as 0–9, capitals, and look-alike letters (Cyrillic А, Greek Ο) as the Latin ones they imitate.
// "layal ١٥" and "LAYAL15" are one code.

const SEPARATORS = /[\s\-_.\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

export function foldCode(typed: string): string {
  const plain = westernDigits(typed.normalize('NFKC').replace(SEPARATORS, '')).toUpperCase();
  return withoutLookAlikes(plain).normalize('NFKC').toUpperCase();
}
