// French for messages/storefront/hours.ts: « Lun.–Ven. 09:00–21:00 ».
import type { hoursText as englishHoursText } from '#contract/messages/storefront/hours.js';
import type { Translation } from '#contract/messages/translation.js';

export const hoursText = {
  alwaysOpen: 'Ouvert 24\u00a0h/24, 7\u00a0j/7',
  closed: 'Fermé',
  days: { monday: 'Lun.', tuesday: 'Mar.', wednesday: 'Mer.', thursday: 'Jeu.', friday: 'Ven.', saturday: 'Sam.', sunday: 'Dim.' },
  dayRange: (first, last) => `${first}–${last}`,
  line: (days, hours) => `${days} ${hours}`,
  span: (opens, closes) => `${opens}–${closes}`,
} as const satisfies Translation<typeof englishHoursText>;
