// Arabic for messages/storefront/pounds.ts. « ل.ل. » after the amount, as Lebanon writes the pound;
// the amount comes grouped already (1,750,000). Dollar amounts are isolated: beside Arabic words the
// browser would otherwise set « $4.50 » as « 4.50$ ».
import type { poundsText as englishPoundsText } from '#contract/messages/storefront/pounds.js';
import { isolate, type Translation } from '#contract/messages/translation.js';

export const poundsText = {
  amount: (grouped) => `${grouped} ل.ل.`,
  approximately: 'حوالي',
  rateNote: (rate, day) => `${isolate(`$1 = ${rate}`)}، سعر الصرف بتاريخ ${day}`,
  orderTotal: (amount) => `المجموع بالليرة اللبنانية: ${isolate(amount)} (تقريبي)`,
} as const satisfies Translation<typeof englishPoundsText>;
