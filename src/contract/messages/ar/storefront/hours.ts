// Arabic for messages/storefront/hours.ts: « الاثنين – الجمعة: 09:00–21:00 ». Arabic writes a day's name
// whole. In a right-to-left line the opening time stands on the right, read first.
import type { hoursText as englishHoursText } from '#contract/messages/storefront/hours.js';
import type { Translation } from '#contract/messages/translation.js';

export const hoursText = {
  alwaysOpen: 'مفتوح على مدار الساعة طوال أيام الأسبوع',
  closed: 'مغلق',
  days: {
    monday: 'الاثنين',
    tuesday: 'الثلاثاء',
    wednesday: 'الأربعاء',
    thursday: 'الخميس',
    friday: 'الجمعة',
    saturday: 'السبت',
    sunday: 'الأحد',
  },
  dayRange: (first, last) => `${first} – ${last}`,
  line: (days, hours) => `${days}: ${hours}`,
  span: (opens, closes) => `${opens}–${closes}`,
} as const satisfies Translation<typeof englishHoursText>;
