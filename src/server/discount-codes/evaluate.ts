// A code checked against a cart's lines, by the rule in contract/discount-code.ts: pure, so the quote
// and the order (in its transaction, on its own reads) reach the same figure from the same rows.
import type { CartItemKind } from '#contract/cart-item.js';
import type { CartDiscount, CodeProblem, DiscountKind } from '#contract/discount-code.js';
import { centsToDollars } from '#contract/fields.js';
import type { DiscountCodeRow } from '../db/schema.js';

/** A line that can be ordered now, as the code sees it: what it is, its category, what it costs. */
export interface DiscountLine {
  kind: CartItemKind;
  id: string;
  categoryId: string | null;
  cents: number;
}

export interface Verdict {
  discount: CartDiscount;
  /** What comes off the items' total, in cents; 0 with a problem. */
  itemsOffCents: number;
  /** The code's row when it exists and is switched on (also with a problem such as ended). */
  row: DiscountCodeRow | null;
}

export const codeTargets = (row: DiscountCodeRow) => ({
  categoryIds: JSON.parse(row.category_ids) as string[],
  items: JSON.parse(row.item_targets) as { kind: CartItemKind; id: string }[],
});

/** Whether a line counts for the code: every line without limits, else one in its categories or among its items. */
export function appliesTo(row: DiscountCodeRow, line: DiscountLine): boolean {
  const { categoryIds, items } = codeTargets(row);
  if (categoryIds.length === 0 && items.length === 0) return true;
  if (line.categoryId !== null && line.kind === 'product' && categoryIds.includes(line.categoryId)) return true;
  return items.some((item) => item.kind === line.kind && item.id === line.id);
}

/** What the answer tells of a code the shop has: its kind and figures. */
const described = (row: DiscountCodeRow) => ({
  code: row.code,
  kind: row.kind as DiscountKind,
  percent: row.percent,
  amount: row.amount_cents === null ? null : centsToDollars(row.amount_cents),
  minItemsTotal: row.min_items_cents === null ? null : centsToDollars(row.min_items_cents),
});

/** The answer for a code that takes nothing off: only "not valid" (and too many tries) for one the shop does not have. */
export function refused(code: string, problem: CodeProblem, row: DiscountCodeRow | null, retryAfter: number | null = null): Verdict {
  const known = row !== null && problem !== 'notValid' && problem !== 'tooManyTries' ? row : null;
  const unknown = { code, kind: null, percent: null, amount: null, minItemsTotal: null };
  return {
    itemsOffCents: 0,
    row: known,
    discount: { ...(known ? described(known) : unknown), problem, itemsOff: 0, freeDelivery: false, retryAfter },
  };
}

/**
 * What `row` (the code found for `code`, folded; null when there is none) takes off `lines` at `now`.
 * Checked in this order: valid (exists, switched on), started, not ended, uses left, applies to a
 * line, minimum reached. Limits per phone are the order's to check (a quote has no phone).
 */
export function evaluate(code: string, row: DiscountCodeRow | null, lines: DiscountLine[], now: Date): Verdict {
  if (!row || row.active !== 1) return refused(code, 'notValid', null);
  const at = now.toISOString();
  if (row.starts_at !== null && at < row.starts_at) return refused(code, 'notYet', row);
  if (row.ends_at !== null && at >= row.ends_at) return refused(code, 'ended', row);
  if (row.max_uses !== null && row.uses >= row.max_uses) return refused(code, 'usedUp', row);
  const applying = lines.filter((line) => appliesTo(row, line));
  if (applying.length === 0) return refused(code, 'notApplicable', row);
  const itemsCents = lines.reduce((sum, line) => sum + line.cents, 0);
  if (row.min_items_cents !== null && itemsCents < row.min_items_cents) return refused(code, 'minimum', row);
  const applyingCents = applying.reduce((sum, line) => sum + line.cents, 0);
  // A percent rounds half up to the cent; an amount is at most what it applies to: never below zero.
  const itemsOffCents =
    row.kind === 'percent'
      ? Math.round((applyingCents * (row.percent ?? 0)) / 100)
      : row.kind === 'amount'
        ? Math.min(row.amount_cents ?? 0, applyingCents)
        : 0;
  return {
    itemsOffCents,
    row,
    discount: {
      ...described(row),
      problem: null,
      itemsOff: centsToDollars(itemsOffCents),
      freeDelivery: row.kind === 'freeDelivery',
      retryAfter: null,
    },
  };
}
