// The shop's opening hours as the footer and the contact page write them (Settings: a weekly table
// with a 24/7 switch).

export const hoursText = {
  alwaysOpen: 'Open 24/7',
  closed: 'Closed',
  days: { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' },
  /** "Mon–Fri" */
  dayRange: (first: string, last: string) => `${first}–${last}`,
  /** "Mon–Fri 09:00–21:00" */
  line: (days: string, hours: string) => `${days} ${hours}`,
  span: (opens: string, closes: string) => `${opens}–${closes}`,
} as const;
