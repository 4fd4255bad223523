import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG, DEFAULT_WEEK } from './shop-defaults.js';
import { shopConfigSchema } from './shop.js';
import { SETTINGS_LIMITS, settingsMessages, shopSettingsInput, type ShopSettingsInput } from './settings.js';
import { displayWhatsappNumber } from './whatsapp-number.js';

const VALID: ShopSettingsInput = {
  name: 'Beirut Beauty',
  whatsappNumber: '+961 71 123 456',
  whatsappGreeting: 'Hello!',
  orderGreeting: 'Hello! I would like to order:',
  phone: '+961 1 234 567',
  hours: { alwaysOpen: false, days: DEFAULT_WEEK },
  address: 'Hamra Street, Beirut',
  facebookUrl: 'https://www.facebook.com/beirutbeauty',
  instagramUrl: 'https://www.instagram.com/beirutbeauty',
  aboutText: 'A family shop.',
  poundRate: { rate: 89_500, step: 1000 },
};

/** The first message for a field, as the API returns it, or null when the input is accepted. */
function messageFor(change: Partial<Record<keyof ShopSettingsInput, unknown>>, field: string): string | null {
  const result = shopSettingsInput.safeParse({ ...VALID, ...change });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? `another field: ${result.error.issues[0]!.message}`;
}

describe("the owner's settings", () => {
  it('accepts a whole valid form and stores the number as digits', () => {
    const parsed = shopSettingsInput.parse(VALID);
    expect(parsed.whatsappNumber).toBe('96171123456');
    expect(parsed.poundRate).toEqual({ rate: 89_500, step: 1000 });
    expect(shopSettingsInput.parse({ ...VALID, poundRate: null }).poundRate).toBeNull();
  });

  it.each([
    ['https://www.facebook.com/shop', null],
    ['http://www.facebook.com/shop', settingsMessages.httpsLink],
    ['javascript:alert(1)', settingsMessages.httpsLink],
    ['data:text/html,<script>alert(1)</script>', settingsMessages.httpsLink],
    ['//www.facebook.com/shop', settingsMessages.httpsLink],
    ['https://localhost/', settingsMessages.httpsLink],
    ['https://user:pass@www.facebook.com/', settingsMessages.httpsLink],
    ['localhost/shop', settingsMessages.httpsLink],
    [`https://www.facebook.com/${'a'.repeat(SETTINGS_LIMITS.url)}`, settingsMessages.urlTooLong],
  ])('takes only https links: %s', (url, message) => {
    expect(messageFor({ facebookUrl: url }, 'facebookUrl')).toBe(message);
    expect(messageFor({ instagramUrl: url }, 'instagramUrl')).toBe(message);
  });

  it.each([
    ['facebook.com/beirutbeauty', 'https://facebook.com/beirutbeauty'],
    ['www.instagram.com/beirutbeauty', 'https://www.instagram.com/beirutbeauty'],
    ['  https://www.facebook.com/shop ', 'https://www.facebook.com/shop'],
  ])('completes a link typed without https://: %s', (typed, stored) => {
    expect(shopSettingsInput.parse({ ...VALID, facebookUrl: typed, instagramUrl: typed })).toMatchObject({
      facebookUrl: stored,
      instagramUrl: stored,
    });
  });

  it.each([
    ['+96171123456', '96171123456'],
    ['+961 71 123 456', '96171123456'],
    ['+44 20 7946 0958', '442079460958'],
    ['+961-71-123-456', '96171123456'],
    ['+(961) 71123456', '96171123456'],
    ['00961 71 123 456', '96171123456'],
    ['96171123456', '96171123456'],
    // A Lebanese number as its owner writes it: +961 is understood.
    ['71 234 567', '96171234567'],
    ['03 123 456', '9613123456'],
    // Arabic-Indic and Persian digits.
    ['+٩٦١ ٧١ ١٢٣ ٤٥٦', '96171123456'],
    ['٠٣ ١٢٣ ٤٥٦', '9613123456'],
    ['۷۱ ۲۳۴ ۵۶۷', '96171234567'],
  ])('takes a WhatsApp number as it is typed: %s', (number, stored) => {
    expect(shopSettingsInput.parse({ ...VALID, whatsappNumber: number }).whatsappNumber).toBe(stored);
  });

  it.each(['+961 71 ABC 456', '+1234567', '+1234567890123456', '123', '1234567890', ''])(
    'refuses a WhatsApp number that is none: %s',
    (number) => {
      expect(messageFor({ whatsappNumber: number }, 'whatsappNumber')).toBe(settingsMessages.whatsappNumber);
    },
  );

  it('shows a stored number the way a customer reads it', () => {
    expect(displayWhatsappNumber('96171123456')).toBe('+961 71 123 456');
    expect(displayWhatsappNumber('442079460958')).toBe('+442 079 460 958');
    expect(displayWhatsappNumber('+961 71 123 456')).toBe('+961 71 123 456');
  });

  it.each([
    ['name', SETTINGS_LIMITS.name, settingsMessages.nameRequired, settingsMessages.nameTooLong],
    ['whatsappGreeting', SETTINGS_LIMITS.greeting, settingsMessages.greetingRequired, settingsMessages.greetingTooLong],
    ['orderGreeting', SETTINGS_LIMITS.greeting, settingsMessages.greetingRequired, settingsMessages.greetingTooLong],
    ['phone', SETTINGS_LIMITS.phone, settingsMessages.phoneRequired, settingsMessages.phoneTooLong],
    ['address', SETTINGS_LIMITS.address, settingsMessages.addressRequired, settingsMessages.addressTooLong],
    ['aboutText', SETTINGS_LIMITS.aboutText, settingsMessages.aboutRequired, settingsMessages.aboutTooLong],
  ] as const)('requires %s and bounds its length', (field, max, required, tooLong) => {
    expect(messageFor({ [field]: 'x'.repeat(max) }, field)).toBeNull();
    expect(messageFor({ [field]: 'x'.repeat(max + 1) }, field)).toBe(tooLong);
    expect(messageFor({ [field]: '' }, field)).toBe(required);
    expect(messageFor({ [field]: '   ' }, field)).toBe(required);
  });

  it('takes the hours of each day, Monday to Sunday, closing after opening', () => {
    const days = (change: (day: (typeof DEFAULT_WEEK)[number], index: number) => object) =>
      DEFAULT_WEEK.map((day, index) => ({ ...day, ...change(day, index) }));
    expect(messageFor({ hours: { alwaysOpen: false, days: days(() => ({})) } }, 'hours')).toBeNull();
    expect(
      messageFor({ hours: { alwaysOpen: false, days: days((_, i) => (i === 2 ? { opens: '21:00', closes: '09:00' } : {})) } }, 'hours'),
    ).toBe(settingsMessages.closesAfterOpens);
    expect(
      messageFor({ hours: { alwaysOpen: false, days: days((_, i) => (i === 2 ? { opens: '09:00', closes: '09:00' } : {})) } }, 'hours'),
    ).toBe(settingsMessages.closesAfterOpens);
    // A closed day's times do not matter.
    expect(
      messageFor(
        { hours: { alwaysOpen: false, days: days((_, i) => (i === 6 ? { open: false, opens: '21:00', closes: '09:00' } : {})) } },
        'hours',
      ),
    ).toBeNull();
    expect(messageFor({ hours: { alwaysOpen: false, days: days((_, i) => (i === 0 ? { opens: '9:00' } : {})) } }, 'hours')).toBe(
      settingsMessages.time,
    );
    expect(messageFor({ hours: { alwaysOpen: false, days: days((_, i) => (i === 0 ? { closes: '24:00' } : {})) } }, 'hours')).toBe(
      settingsMessages.time,
    );
    expect(messageFor({ hours: { alwaysOpen: false, days: DEFAULT_WEEK.slice(0, 6) } }, 'hours')).toBe(settingsMessages.week);
    expect(messageFor({ hours: { alwaysOpen: false, days: [...DEFAULT_WEEK.slice(1), DEFAULT_WEEK[0]] } }, 'hours')).toBe(
      settingsMessages.week,
    );
    expect(messageFor({ hours: { alwaysOpen: false, days: [...DEFAULT_WEEK, DEFAULT_WEEK[0]] } }, 'hours')).toBe(settingsMessages.week);
  });

  it('takes a positive rate and a whole step, or no pound rate at all', () => {
    expect(messageFor({ poundRate: { rate: 0, step: 1000 } }, 'poundRate')).toBe(settingsMessages.rate);
    expect(messageFor({ poundRate: { rate: -1, step: 1000 } }, 'poundRate')).toBe(settingsMessages.rate);
    expect(messageFor({ poundRate: { rate: '89500', step: 1000 } }, 'poundRate')).toBe(settingsMessages.rate);
    expect(messageFor({ poundRate: { rate: 89_500, step: 0 } }, 'poundRate')).toBe(settingsMessages.step);
    expect(messageFor({ poundRate: { rate: 89_500, step: 2.5 } }, 'poundRate')).toBe(settingsMessages.step);
    // When it was set is the server's to say: a form that sends back the response's setAt has it dropped.
    const sentBack = shopSettingsInput.parse({ ...VALID, poundRate: { rate: 89_500, step: 1000, setAt: '2020-01-01T00:00:00.000Z' } });
    expect(sentBack.poundRate).toEqual({ rate: 89_500, step: 1000 });
  });

  it('refuses fields it does not know', () => {
    expect(shopSettingsInput.safeParse({ ...VALID, isAdmin: true }).success).toBe(false);
  });

  describe('the texts in French and Arabic', () => {
    const translated = (translations: unknown) => shopSettingsInput.parse({ ...VALID, translations }).translations;

    it('are optional: none given is none in each language', () => {
      expect(shopSettingsInput.parse(VALID).translations).toEqual({ fr: {}, ar: {} });
      expect(translated({ fr: { aboutText: 'Une boutique familiale.' } })).toEqual({
        fr: { aboutText: 'Une boutique familiale.' },
        ar: {},
      });
    });

    it('take each text trimmed, and an empty one as none', () => {
      expect(
        translated({
          fr: { aboutText: '  Une boutique.  ', whatsappGreeting: '', orderGreeting: '   ' },
          ar: { whatsappGreeting: 'مرحبًا!', orderGreeting: 'أودّ أن أطلب:' },
        }),
      ).toEqual({ fr: { aboutText: 'Une boutique.' }, ar: { whatsappGreeting: 'مرحبًا!', orderGreeting: 'أودّ أن أطلب:' } });
    });

    it.each([
      ['aboutText', SETTINGS_LIMITS.aboutText, settingsMessages.aboutTooLong],
      ['whatsappGreeting', SETTINGS_LIMITS.greeting, settingsMessages.greetingTooLong],
      ['orderGreeting', SETTINGS_LIMITS.greeting, settingsMessages.greetingTooLong],
    ] as const)('bound %s as the English one, at its path', (field, max, tooLong) => {
      expect(translated({ ar: { [field]: 'x'.repeat(max) } }).ar[field]).toHaveLength(max);
      const result = shopSettingsInput.safeParse({ ...VALID, translations: { ar: { [field]: 'x'.repeat(max + 1) } } });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[`translations.ar.${field}`, tooLong]]);
    });

    it('refuse other languages and other texts', () => {
      expect(shopSettingsInput.safeParse({ ...VALID, translations: { de: { aboutText: 'Hallo' } } }).success).toBe(false);
      expect(shopSettingsInput.safeParse({ ...VALID, translations: { fr: { name: 'Beauté' } } }).success).toBe(false);
    });

    it('read from settings stored before there were any', () => {
      const { translations, ...older } = DEFAULT_SHOP_CONFIG;
      expect(translations).toEqual({ fr: {}, ar: {} });
      expect(shopConfigSchema.parse(older).translations).toEqual({ fr: {}, ar: {} });
      expect(shopConfigSchema.parse({ ...older, translations: { fr: { aboutText: 'Bonjour' } } }).translations).toEqual({
        fr: { aboutText: 'Bonjour' },
        ar: {},
      });
    });
  });
});
