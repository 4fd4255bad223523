/** The shop's clock: the owner reads every time in Beirut, wherever the browser thinks it is. */
export const SHOP_TIME_ZONE = 'Asia/Beirut';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and kind, made once: they are slow to make and used for every row. */
function format(locale: string, kind: 'date' | 'dateTime' | 'day'): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let made = formats.get(key);
  if (!made) {
    made =
      kind === 'date'
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE })
        : kind === 'dateTime'
          ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE })
          : // A shop day is already Beirut's: read as UTC noon so no zone moves it.
            new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    formats.set(key, made);
  }
  return made;
}

/** '27 Nov 2026' (in the panel's language through useAdminFormat; English by default). */
export function formatDate(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(locale, 'date').format(date);
}

export function formatDateTime(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(locale, 'dateTime').format(date);
}

/** A shop day (YYYY-MM-DD) as '3 Nov'. */
export function formatShopDay(date: string, locale = 'en-GB'): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : format(locale, 'day').format(day);
}

/** The text of a price field for an existing amount ("12.5" → "12.50"). */
export function priceInput(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '' : dollars.toFixed(2);
}
