// Typos forgiven as Meilisearch forgives them: none in a word under five letters, one from five, two
// from nine; two swapped neighbours are one typo, and a typo on the first letter counts as two.

const ONE_TYPO_FROM = 5;
const TWO_TYPOS_FROM = 9;

/** How many typos a typed word of `letters` letters may carry. */
export function typoBudget(letters: number): number {
  if (letters >= TWO_TYPOS_FROM) return 2;
  return letters >= ONE_TYPO_FROM ? 1 : 0;
}

/** Letters (code points), as a person counts them. */
export const letterCount = (word: string): number => [...word].length;

/**
 * The typos between a typed word and an indexed one: edits (a letter changed, added or dropped, or
 * two neighbours swapped), plus one when the first letter is not the same.
 */
export function typos(typed: string, indexed: string): number {
  const a = [...typed];
  const b = [...indexed];
  const firstLetter = a[0] === b[0] ? 0 : 1;
  return swapAwareDistance(a, b) + firstLetter;
}

/** Optimal string alignment distance: Levenshtein with adjacent transpositions as one edit. */
export function swapAwareDistance(a: readonly string[], b: readonly string[]): number {
  const width = b.length + 1;
  let beforeLast = new Array<number>(width).fill(0);
  let last = Array.from({ length: width }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = new Array<number>(width);
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, beforeLast[j - 2]! + 1);
      row[j] = best;
    }
    beforeLast = last;
    last = row;
  }
  return last[b.length]!;
}
