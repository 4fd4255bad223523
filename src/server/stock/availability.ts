import { NO_COLOR } from './repository.js';

// What a public response says of an item's stock: sold out at 0, and how many are left once that is at
// or under the shop's threshold. Pure, so the product and offer responses and the quote agree.

/** The counts of one item by colour key (NO_COLOR for an item without colours). */
export type ItemCounts = ReadonlyMap<string, number>;

export interface Availability {
  soldOut: boolean;
  left: number | null;
}

/** 'Only n left' is said at or under the threshold and above 0. */
export const leftToShow = (count: number, threshold: number): number | null => (count > 0 && count <= threshold ? count : null);

/**
 * A tracked item's availability from its counts: with colours, each colour by its own count and the
 * item by their sum; a count that is missing is not counted (never sold out by it).
 */
export function itemAvailability(counts: ItemCounts | undefined, colorKeys: string[], threshold: number) {
  const keys = colorKeys.length > 0 ? colorKeys : [NO_COLOR];
  const known = keys.map((key) => counts?.get(key)).filter((count): count is number => count !== undefined);
  const colors = new Map<string, Availability>(
    colorKeys.map((key) => {
      const count = counts?.get(key);
      return [key, count === undefined ? { soldOut: false, left: null } : { soldOut: count === 0, left: leftToShow(count, threshold) }];
    }),
  );
  const complete = known.length === keys.length;
  const total = known.reduce((sum, count) => sum + count, 0);
  return { soldOut: complete && total === 0, left: complete ? leftToShow(total, threshold) : null, colors };
}

export const UNTRACKED: Availability = { soldOut: false, left: null };
