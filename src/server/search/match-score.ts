// How well a query word met an item, as one number: the catalogue index ranks items by the sum of
// their words' scores, smaller first.

/**
 * How a query word met an item, best first: whole word, then the start of a word (the word being
 * typed) or the word with an Arabic particle joined to it (بماء for ماء), then a word with typos or an
 * Arabic word its Arabizi spells; each in a name before a description.
 */
export const PREFIX = 1;
export const IN_DESCRIPTION = 2;
export const INEXACT = 4;

/** Typos, Arabizi's distance and a word's place in a name count up to this, so their sums keep to their places. */
export const MAX_COUNTED = 9;

/**
 * A query word's score for an item; the item's rank is the sum over the words, smaller first. Each
 * part has its own decimal places, compared in this order: inexact words, words found only in a
 * description, words found only as a prefix or with a particle, typos (and Arabizi's distance), then
 * how early in a name the words stand. A query has at most 100 words (200 characters), so no sum
 * (at most 100 × 9) carries into the part before it, and the largest stays an exact double.
 */
export const scoreOf = (how: number, distance: number, position: number): number =>
  (how & INEXACT ? 1e12 : 0) + (how & IN_DESCRIPTION ? 1e9 : 0) + (how & PREFIX ? 1e6 : 0) + distance * 1e3 + position;

/** An indexed word, how it matches a query word (PREFIX, INEXACT or neither) and its typos or Arabizi distance. */
export type Candidate = [term: string, how: number, distance: number];
