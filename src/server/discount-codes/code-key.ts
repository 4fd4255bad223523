import { remove as withoutLookAlikes } from 'confusables';
import { westernDigits } from '../search/fold.js';

// A code as the shop stores and compares it, from what an owner or a customer typed: NFKC (full-width
// letters and digits become plain ones), without spaces, hyphens, dots or the invisible marks phones
// put around typed text, Arabic-Indic digits as 0–9, capitals, and look-alike letters (Cyrillic А,
// Greek Ο) as the Latin ones they imitate. "layal ١٥" and "LAYAL15" are one code.

const SEPARATORS = /[\s\-_.\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function foldCode(typed: string): string {
  const plain = westernDigits(typed.normalize('NFKC').replace(SEPARATORS, '')).toUpperCase();
  return withoutLookAlikes(plain).normalize('NFKC').toUpperCase();
}
