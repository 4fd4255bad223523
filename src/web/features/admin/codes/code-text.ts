import type { DiscountCode } from '#contract/discount-code.js';
import { formatMoney } from '#web/shop/money.js';
import type { AdminCatalogue } from '../i18n/messages.js';

type CodeMessages = AdminCatalogue['text']['codes'];

/** What a code takes off: '15% off', '$5.00 off', 'Free delivery'. */
export function codeValue(code: Pick<DiscountCode, 'kind' | 'percent' | 'amount'>, text: CodeMessages): string {
  if (code.kind === 'percent') return text.percentOff(code.percent ?? 0);
  if (code.kind === 'amount') return text.amountOff(formatMoney(code.amount ?? 0));
  return text.freeDelivery;
}

const wallTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A Beirut wall time as the form stores it (YYYY-MM-DDTHH:mm) in the panel's language: '1 Dec 2026,
 * 09:00'. It is Beirut's already, so it is read and written in UTC and no zone moves it.
 */
export function formatWallTime(value: string, locale: string): string {
  const time = new Date(`${value}:00Z`);
  if (Number.isNaN(time.getTime())) return value;
  let format = wallTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    wallTimeFormats.set(locale, format);
  }
  return format.format(time);
}
