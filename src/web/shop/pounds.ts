import type { Messages } from '#web/i18n/messages.js';
import type { PoundRate } from '#contract/shop-defaults.js';
import { groupThousands } from './money.js';

// Lebanese pounds beside dollars: the dollar amount is the price; the pound amount, at the rate the
// owner set, is an indication, rounded the way prices are written in Lebanon (to the nearest 1,000
// LBP unless the owner picked another step).

/** The pound equivalent of a dollar amount, rounded to the rate's step. */
export function toPounds(dollars: number, { rate, step }: PoundRate): number {
  return Math.round((dollars * rate) / step) * step;
}

/** "LBP 1,750,000": grouped by thousands, without Intl for the same reason as formatMoney (money.ts). */
export function formatPounds(amount: number, messages: Messages['pounds']): string {
  return messages.amount(groupThousands(Math.round(amount)));
}

/** "$1 = LBP 89,500, rate of 25 Nov 2026": made only when asked for (Intl's first use is slow on a phone). */
export function rateNote({ rate, setAt }: PoundRate, messages: Messages['pounds']): string {
  const day = new Date(setAt).toLocaleDateString('en-GB', { timeZone: 'Asia/Beirut', day: 'numeric', month: 'short', year: 'numeric' });
  return messages.rateNote(formatPounds(rate, messages), day);
}
