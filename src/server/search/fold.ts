// How search sees text: what is stored and what is typed are folded alike, so that a word matches
// however a phone spells it. Arabic: the alef forms (أ إ آ ٱ) read as ا, ى as ي, ؤ and ئ as their
// bare letters, ة as ه (phones and hurried typists write the final ة as ه far more often than a name
// needs the two told apart), vowel marks and tatweel dropped, Arabic-Indic digits as 0–9. Latin:
// accents dropped (crème = creme), ligatures spelled out (œ = oe), case ignored. Bidi controls and
// zero-width characters, which a pasted name may carry unseen, are dropped.

import { westernDigits } from '#contract/digits.js';

/** Letters that decomposing does not reach, and the Latin ligatures NFKC keeps. */
const LETTERS: Record<string, string> = {
  ٱ: 'ا', // alef wasla
  ى: 'ي', // alef maqsura
  ة: 'ه', // teh marbuta
  ۀ: 'ه',
  ک: 'ك', // Persian keheh, as some keyboards type kaf
  ی: 'ي', // Farsi yeh
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};

const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/** Combining marks (accents, Arabic vowel marks and the hamza NFD splits off alef, waw and yeh) and tatweel. */
const MARKS = /[\p{Mn}\u0640]/gu;

/** Bidi controls and zero-width characters: invisible, and never part of a word. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The text as search compares it; what is stored and what is typed both go through here. */
export function foldForSearch(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter]!);
  return westernDigits(folded);
}

/** Anything that is not a letter or a digit separates words. */
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The folded words of a text, in order (repeats kept). */
export function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(WORD_SEPARATOR)
    .filter((word) => word.length > 0);
}
