/** The shop's time zone: its days start and end at midnight in Beirut (summer time included). */
export const SHOP_TIME_ZONE = 'Asia/Beirut';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) in Beirut at `instant`. */
export function shopDay(instant: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar date `days` after `day` (negative: before); pure date arithmetic, no time zone. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
