import { swapAwareDistance } from './typos.js';

// Arabizi: Lebanese Arabic written in Latin letters and digits (a7mar for أحمر, 3asal for عسل).
// Short vowels are not written in Arabic and written freely in Arabizi, and several Arabic letters
// share one Latin spelling, so both are compared as consonant skeletons: each letter becomes its
// sound class, vowels and the hamza drop out. A Latin word matches an Arabic one when their
// skeletons are the same (or, for the word being typed, when the Arabic one starts with it).

/** Folded Arabic letters (see fold.ts) by sound class; absent ones (ا و ي ء) are vowels here. */
const ARABIC_CLASSES: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ط: 't',
  ث: 's',
  ج: 'j',
  ح: 'h',
  ه: 'h',
  خ: 'x',
  د: 'd',
  ض: 'd',
  ذ: 'z',
  ز: 'z',
  ظ: 'z',
  ر: 'r',
  س: 's',
  ص: 's',
  ش: 'c',
  ع: '3',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
};

/** Two-letter Latin spellings of one Arabic letter, read before single letters. */
const LATIN_PAIRS: Record<string, string> = { kh: 'x', sh: 'c', ch: 'c', gh: 'g', th: 't', dh: 'z', ck: 'k' };

/** Latin letters and digits by sound class; vowels (a e i o u y w) and 2 (the hamza) are left out. */
const LATIN_CLASSES: Record<string, string> = {
  b: 'b',
  p: 'b',
  t: 't',
  '6': 't',
  j: 'j',
  g: 'j',
  h: 'h',
  '7': 'h',
  x: 'x',
  '5': 'x',
  d: 'd',
  z: 'z',
  r: 'r',
  s: 's',
  '9': 's',
  c: 'k',
  '3': '3',
  f: 'f',
  v: 'f',
  k: 'k',
  q: 'k',
  '8': 'k',
  l: 'l',
  m: 'm',
  n: 'n',
};

/** A word whose skeleton has fewer consonants than this matches too much to be told apart. */
export const MIN_SKELETON = 2;

/** The consonant skeleton of a folded Arabic word; a final ه (mostly a typed ة) is a vowel too. */
export function arabicSkeleton(word: string): string {
  const letters = [...word.replace(/ه$/u, '')];
  return letters.map((letter) => ARABIC_CLASSES[letter] ?? '').join('');
}

/** Latin letters and the digits Arabizi uses; a word with other characters is not Arabizi. */
const ARABIZI_WORD = /^[a-z0-9]+$/;

/** A digit that stands for an Arabic letter, followed by a letter (a7mar, 3asal; not spf50). */
const ARABIZI_LETTER_DIGIT = /[235789][a-z]/;

/** The consonant skeleton of a folded Latin word read as Arabizi, or null when it is not one (or too short). */
export function arabiziSkeleton(word: string): string | null {
  if (!ARABIZI_WORD.test(word) || /^\d+$/.test(word)) return null;
  let skeleton = '';
  for (let at = 0; at < word.length; at += 1) {
    const pair = LATIN_PAIRS[word.slice(at, at + 2)];
    if (pair) {
      skeleton += pair;
      at += 1;
      continue;
    }
    const sound = LATIN_CLASSES[word[at]!] ?? '';
    // A doubled letter (mm, ss) is one Arabic letter with a shadda.
    if (sound && skeleton.endsWith(sound) && word[at - 1] === word[at]) continue;
    skeleton += sound;
  }
  return skeleton.length >= MIN_SKELETON ? skeleton : null;
}

/** Whether the word can only be Arabizi (it spells a letter with a digit, as a7mar). */
export const isSurelyArabizi = (word: string): boolean => ARABIZI_WORD.test(word) && ARABIZI_LETTER_DIGIT.test(word);

/**
 * The skeletons a Latin word may stand for: its own and, when it ends in a written h (shifeh, kreimeh),
 * the one without it, as arabicSkeleton drops a final ه.
 */
export function arabiziSkeletons(word: string): string[] {
  const skeleton = arabiziSkeleton(word);
  if (!skeleton) return [];
  const withoutFinalH = word.endsWith('h') && !word.endsWith('hh') ? arabiziSkeleton(word.slice(0, -1)) : null;
  return withoutFinalH && withoutFinalH !== skeleton ? [skeleton, withoutFinalH] : [skeleton];
}

/** Arabic letters Arabizi writes as vowels; a final ه (mostly a typed ة) sounds as one too. */
const ARABIC_VOWELS = new Set(['ا', 'و', 'ي']);
const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'w']);
const VOWEL = 'v';

/** A word as sounds: consonants by class, each run of vowels one vowel, the hamza left out. */
function sounds(letters: Array<string | null>): string[] {
  const heard: string[] = [];
  for (const sound of letters) if (sound && !(sound === VOWEL && heard.at(-1) === VOWEL)) heard.push(sound);
  return heard;
}

function arabicSounds(word: string): string[] {
  const letters = [...word];
  return sounds(
    letters.map((letter, at) =>
      ARABIC_VOWELS.has(letter) || (letter === 'ه' && at === letters.length - 1) ? VOWEL : (ARABIC_CLASSES[letter] ?? null),
    ),
  );
}

function latinSounds(word: string): string[] {
  const letters: Array<string | null> = [];
  for (let at = 0; at < word.length; at += 1) {
    const pair = LATIN_PAIRS[word.slice(at, at + 2)];
    if (pair) {
      letters.push(pair);
      at += 1;
    } else if (word[at] !== word[at - 1] || LATIN_VOWELS.has(word[at]!)) {
      letters.push(LATIN_VOWELS.has(word[at]!) ? VOWEL : (LATIN_CLASSES[word[at]!] ?? null));
    }
  }
  return sounds(letters);
}

/**
 * How far an Arabizi word is from an Arabic word whose skeleton it matches, vowels included: a7mar is
 * nearer أحمر (1) than حمرة (2), which share its consonants. Ranks the Arabic words it may stand for.
 */
export function arabiziDistance(latin: string, arabic: string): number {
  return swapAwareDistance(latinSounds(latin), arabicSounds(arabic));
}
