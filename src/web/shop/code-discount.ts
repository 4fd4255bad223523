// What the shop's answer for a discount code comes to, for the cart and for the panel's Record a sale
// dialog: all it takes off, why it takes nothing off and what it does, in the words each one gives.
// Imported only by the two code fields, each a chunk loaded when it is needed (the cart's when the
// visitor opens it, the dialog's with the dialog), so neither the storefront nor the panel loads it first.
import type { CartDiscount, CodeProblem } from '#contract/discount-code.js';
import type { Language } from '#contract/languages.js';
import { discountCodeText as arabic } from '#contract/messages/ar/storefront/discount-code.js';
import { discountCodeText as french } from '#contract/messages/fr/storefront/discount-code.js';
import { discountCodeText as english } from '#contract/messages/storefront/discount-code.js';
import type { Translation } from '#contract/messages/translation.js';
import { formatMoney, toCents } from './money.js';

export type DiscountCodeWords = Translation<typeof english>;

// All three languages: a few hundred bytes each, so the fields hold them rather than fetching their language's.
const WORDS: Record<Language, DiscountCodeWords> = { en: english, fr: french, ar: arabic };

/** The cart's words for a code, in a language. */
export const discountCodeWords = (language: Language): DiscountCodeWords => WORDS[language];

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
