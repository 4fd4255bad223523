import type { hoursText } from './messages/storefront/hours.js';
import type { Translation } from './messages/translation.js';
import type { DayHours, OpeningHours } from './shop-defaults.js';

// The shop's week as people read it, in every place that writes it: the storefront's footer, contact
// page, cart and order page, the owner's messages to customers, and the server's offline page.

/** The hours' words in any of the shop's languages (messages/storefront/hours.ts and its translations). */
export type HoursText = Translation<typeof hoursText>;

const hoursOf = (day: DayHours, hoursText: HoursText) => (day.open ? hoursText.span(day.opens, day.closes) : hoursText.closed);

/**
 * The week as short lines, days with the same hours run together: ["Open 24/7"], or
 * ["Mon–Fri 09:00–21:00", "Sat 10:00–14:00", "Sun Closed"].
 */
export function openingHoursLines(hours: OpeningHours, hoursText: HoursText): string[] {
  if (hours.alwaysOpen) return [hoursText.alwaysOpen];
  const runs: { first: DayHours; last: DayHours }[] = [];
  for (const day of hours.days) {
    const run = runs.at(-1);
    if (run && hoursOf(run.last, hoursText) === hoursOf(day, hoursText)) run.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs.map(({ first, last }) => {
    const days = first === last ? hoursText.days[first.day] : hoursText.dayRange(hoursText.days[first.day], hoursText.days[last.day]);
    return hoursText.line(days, hoursOf(first, hoursText));
  });
}
