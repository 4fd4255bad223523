import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '#contract/shop-defaults.js';
import { discountCodeInputSchema } from '#contract/discount-code.js';
import { settingsMessages, shopSettingsInput } from '#contract/settings.js';
import { arabicAdminCatalogue } from './arabic.js';
import { frenchAdminCatalogue } from './french.js';
import { serverMessageTranslator } from './messages.js';

// Every field error the server (or the schema the panel shares with it) can give reaches the French and
// Arabic panels in their language, through the panel's own translator.

const PANELS = { fr: serverMessageTranslator(frenchAdminCatalogue), ar: serverMessageTranslator(arabicAdminCatalogue) };

/** Every message a zod parse of `input` gives. */
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

/** A Settings form with every field wrong, one way and another. */
const badSettings = [
  {
    name: '',
    whatsappNumber: 'call me',
    whatsappGreeting: '',
    orderGreeting: 'x'.repeat(301),
    phone: '',
    hours: { alwaysOpen: false, days: DEFAULT_WEEK.map((day) => ({ ...day, opens: '25:00', closes: '08:00' })) },
    address: '',
    facebookUrl: 'http://example.com',
    instagramUrl: `https://example.com/${'a'.repeat(300)}`,
    aboutText: '',
    poundRate: { rate: -1, step: 0.5 },
    lowStockThreshold: 5000,
    delivery: {
      zones: [
        { name: '', fee: -1, freeOver: -5, estimate: 'x'.repeat(41) },
        { id: 'nope', name: 'x'.repeat(61), fee: 3, freeOver: null, estimate: null },
      ],
      pickup: false,
    },
  },
  {
    name: 'x'.repeat(81),
    whatsappNumber: '',
    whatsappGreeting: 'x'.repeat(301),
    orderGreeting: '',
    phone: 'x'.repeat(41),
    hours: { alwaysOpen: false, days: [] },
    address: 'x'.repeat(201),
    facebookUrl: 'javascript:alert(1)',
    instagramUrl: '',
    aboutText: 'x'.repeat(5001),
    poundRate: { rate: 'a', step: 'b' },
    lowStockThreshold: -1,
    delivery: { zones: Array.from({ length: 13 }, () => ({ name: 'Beirut', fee: 3, freeOver: null, estimate: null })), pickup: false },
  },
];

const badCodes = [
  { code: '', kind: 'percent', percent: 0, startsAt: '2026-13-01T10:00', endsAt: '9999-12-31T23:59', maxUses: 0, maxUsesPerPhone: -1 },
  { code: 'X', kind: 'amount', amount: 10_000_000, minItemsTotal: -1, startsAt: '2026-03-02T10:00', endsAt: '2026-03-01T10:00' },
  { code: 'Y', kind: 'nothing' },
];

describe('every field error, in the panel’s language', () => {
  const given = new Set<string>();
  for (const input of badSettings) for (const message of messagesOf(shopSettingsInput.safeParse(input))) given.add(message);
  for (const input of badCodes) for (const message of messagesOf(discountCodeInputSchema.safeParse(input))) given.add(message);

  it('walks a good many of them', () => {
    expect(given.size).toBeGreaterThanOrEqual(25);
  });

  it.each(Object.keys(PANELS) as (keyof typeof PANELS)[])('%s: each is translated, never left in English', (language) => {
    const untranslated = [...given].filter((message) => PANELS[language](message) === message);
    expect(untranslated).toEqual([]);
  });

  it.each(Object.keys(PANELS) as (keyof typeof PANELS)[])('%s: every Settings message the server can give is translated', (language) => {
    const untranslated = Object.values(settingsMessages).filter((message) => PANELS[language](message) === message);
    expect(untranslated).toEqual([]);
  });
});
