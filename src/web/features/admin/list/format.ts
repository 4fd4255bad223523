/** The shop's clock: the owner reads every time in Beirut, wherever the browser thinks it is. */
export const SHOP_TIME_ZONE = 'Asia/Beirut';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
/** A shop day (YYYY-MM-DD, already Beirut's) as '3 Nov': read as UTC noon so no zone moves it. */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

export function formatShopDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : dayFormat.format(day);
}

/** The text of a price field for an existing amount ("12.5" → "12.50"). */
export function priceInput(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '' : dollars.toFixed(2);
}
