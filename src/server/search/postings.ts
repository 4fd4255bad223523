/**
 * A posting packs the item's number, the word's first place in the item's names (MAX_COUNTED when
 * only in a description) and whether it is only in a description.
 */
export type Postings = number[];
const POSITIONS = 16;
export const posting = (number: number, position: number, inDescription: boolean) =>
  (number * POSITIONS + position) * 2 + (inDescription ? 1 : 0);
export const itemOf = (posting: number) => Math.floor(posting / (POSITIONS * 2));
export const positionOf = (posting: number) => Math.floor(posting / 2) % POSITIONS;
export const inDescriptionOnly = (posting: number) => posting % 2 === 1;
