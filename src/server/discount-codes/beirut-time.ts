import { SHOP_TIME_ZONE } from '../orders/days.js';

// A code's start and end are typed in Beirut time (the panel's date-and-time field) and compared as
// instants: these turn one into the other, summer time included.

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Beirut's wall time at `instant`, YYYY-MM-DDTHH:mm. */
export function beirutWallTime(instant: Date): string {
  const parts = Object.fromEntries(wallFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Minutes Beirut is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date): number {
  const wall = beirutWallTime(instant);
  return (Date.parse(`${wall}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000;
}

/**
 * The instant Beirut's clocks show `wall` (YYYY-MM-DDTHH:mm). A time the spring change skips reads
 * as the hour after it.
 */
export function instantOfBeirutTime(wall: string): Date {
  const asUtc = Date.parse(`${wall}:00Z`);
  const first = new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
  const second = new Date(asUtc - offsetMinutes(first) * 60_000);
  return beirutWallTime(first) === wall ? first : second;
}
