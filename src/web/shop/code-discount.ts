// What the shop's answer for a discount code comes to, for the cart and for the panel's Record a sale
// dialog: all it takes off, why it takes nothing off and what it does, in the words each one gives.
import type { CartDiscount, CodeProblem } from '#contract/discount-code.js';
import { formatMoney, toCents } from './money.js';

/** The words a code's answer is told in: the cart's (storefront/discount-code.ts) or the panel's. */
export interface CodeWords {
  problems: Record<Exclude<CodeProblem, 'minimum' | 'tooManyTries'>, string>;
  minimum: (minimum: string, missing: string) => string;
  tooManyTries: (minutes: number) => string;
  percentOff: (percent: number) => string;
  amountOff: (amount: string) => string;
  freeDelivery: string;
}

/**
 * All a code takes off now, in cents: what the shop said it takes off the items, and the chosen zone's
 * fee for free delivery (rule 4 of decision 032); nothing when it has a problem.
 */
export function discountCents(discount: CartDiscount, feeCents: number): number {
  if (discount.problem !== null) return 0;
  return toCents(discount.itemsOff) + (discount.freeDelivery ? feeCents : 0);
}

/** Why the code takes nothing off, in one sentence; null when it applies. */
export function problemText(discount: CartDiscount, itemsCents: number, words: CodeWords): string | null {
  switch (discount.problem) {
    case null:
      return null;
    case 'minimum': {
      const minimumCents = toCents(discount.minItemsTotal ?? 0);
      return words.minimum(formatMoney(minimumCents / 100), formatMoney(Math.max(minimumCents - itemsCents, 0) / 100));
    }
    case 'tooManyTries':
      return words.tooManyTries(Math.max(1, Math.ceil((discount.retryAfter ?? 60) / 60)));
    default:
      return words.problems[discount.problem];
  }
}

/** What an applying code does: "15% off", "$5.00 off" or free delivery. */
export function effectText(discount: CartDiscount, words: CodeWords): string {
  if (discount.kind === 'percent' && discount.percent !== null) return words.percentOff(discount.percent);
  if (discount.kind === 'amount' && discount.amount !== null) return words.amountOff(formatMoney(discount.amount));
  return words.freeDelivery;
}

/**
 * A code field's typing aids: at most what the shop reads of a typed code (codeTyped: a longer one is
 * not a code), capitals, and no suggestions or corrections.
 */
export const codeInputProps = {
  name: 'code',
  maxLength: 100,
  autoComplete: 'off',
  autoCapitalize: 'characters',
  autoCorrect: 'off',
  spellCheck: false,
  enterKeyHint: 'done',
} as const;
