// The words of the cart's discount code: its field, why a code takes nothing off, the summary's row
// and the order message's line. Apart from the storefront's catalogues: they come with the field's own
// code (features/cart/DiscountCode.tsx), which the cart loads only when the visitor opens the field or
// has a code remembered, so a visitor who never types a code never loads them. The button that opens
// the field has its words in discount-code-opener.ts.
import type { CodeProblem } from '#contract/discount-code.js';

export const discountCodeText = {
  label: 'Discount code',
  apply: 'Apply',
  /** The Remove button's word, and its name for a screen reader. */
  remove: 'Remove',
  removeCode: (code: string) => `Remove the code ${code}`,
  checking: 'Checking the code…',
  unchecked: 'The code could not be checked just now. Please try again.',
  /** Under the field once the code applies: what it does ("15% off", "$5.00 off", "free delivery"). */
  applied: (code: string, effect: string) => `Code ${code} applied: ${effect}.`,
  percentOff: (percent: number) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} off`,
  freeDelivery: 'free delivery',
  /** Why a code takes nothing off, one sentence each (notValid says no more than that). */
  problems: {
    notValid: 'This code is not valid.',
    notYet: 'This code cannot be used yet.',
    ended: 'This code has ended.',
    usedUp: 'This code has been used as many times as it can be.',
    usedByPhone: 'This phone number has already used this code as many times as it can.',
    phoneNeeded: 'This code needs your phone number: please add it to your delivery details.',
    notApplicable: 'This code does not apply to the items in your cart.',
  } satisfies Record<Exclude<CodeProblem, 'minimum' | 'tooManyTries'>, string>,
  /** The items' total is under the code's minimum: how much more to add. */
  minimum: (minimum: string, missing: string) => `This code is for orders of ${minimum} or more: add ${missing} more.`,
  tooManyTries: (minutes: number) => `Too many codes tried. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  /** The summary's row before the total: "Discount (LAYAL15)". */
  row: (code: string) => `Discount (${code})`,
  /** The order message's line before the total: what the code took off, items and delivery. */
  messageLine: (code: string, amount: string) => `Discount code ${code}: -${amount}`,
  /** "Order via WhatsApp" with a code typed but not applied: the order waits while the code is checked. */
  notAppliedYet: (code: string) =>
    `The code ${code} was not applied yet: it is being checked now. Please check your total, then send the order again.`,
  /** The shop refused the code as the order went: it stopped applying since the cart checked it. */
  changed: 'Your discount code has changed. Please check your cart and send the order again.',
} as const;
