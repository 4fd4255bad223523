import { z } from 'zod';
import { LIMITS, STOCK_LIMITS } from './constants.js';
import { DELIVERY_LIMITS, PICKUP_OPTION_ID } from './delivery.js';
import { westernDigits } from './digits.js';
import { isOneLine, oneLineError, unknownKeys } from './fields.js';
import { WEEKDAYS, type ShopConfig, type ShopTexts } from './shop-defaults.js';

// The shop's settings as the owner edits them on the admin panel's Settings page (issue: the owner
// runs the shop without a developer). `PUT /api/settings` takes `ShopSettingsInput` and returns the
// stored `ShopConfig`; `GET /api/settings` returns it too (the storefront has it embedded in its pages).

export const SETTINGS_LIMITS = {
  name: 80,
  greeting: 300,
  phone: 40,
  address: 200,
  url: 300,
  aboutText: 5000,
  /** E.164: at most 15 digits with the country code; 8 is the shortest that makes a real number here. */
  numberDigits: { min: 8, max: 15 },
} as const;

export const settingsMessages = {
  nameRequired: 'Shop name is required',
  nameTooLong: `Shop name must be at most ${SETTINGS_LIMITS.name} characters`,
  whatsappNumber: 'Enter the number with its country code, e.g. +961 70 123 456, or a Lebanese number, e.g. 70 123 456',
  greetingRequired: 'A greeting is required',
  greetingTooLong: `At most ${SETTINGS_LIMITS.greeting} characters`,
  phoneRequired: 'Phone is required',
  phoneTooLong: `Phone must be at most ${SETTINGS_LIMITS.phone} characters`,
  addressRequired: 'Address is required',
  addressTooLong: `Address must be at most ${SETTINGS_LIMITS.address} characters`,
  httpsLink: 'Enter a link that starts with https://',
  urlTooLong: `A link must be at most ${SETTINGS_LIMITS.url} characters`,
  aboutRequired: 'The About text is required',
  aboutTooLong: `The About text must be at most ${SETTINGS_LIMITS.aboutText} characters`,
  time: 'Enter a time as HH:MM, e.g. 09:00',
  closesAfterOpens: 'Closing time must be after opening time',
  week: 'Give the hours of each day, Monday to Sunday',
  rate: 'Enter how many pounds one dollar is, e.g. 89500',
  step: 'Enter the step pound prices are rounded to, e.g. 1000',
  lowStockThreshold: `Enter a whole number from 0 to ${STOCK_LIMITS.thresholdMax}`,
  zoneNameRequired: 'A zone name is required',
  zoneNameTooLong: `A zone name must be at most ${DELIVERY_LIMITS.zoneNameMax} characters`,
  zoneNameTaken: 'Another zone has this name',
  deliveryFee: `Enter the fee in dollars, from 0 to ${DELIVERY_LIMITS.feeMaxCents / 100}, e.g. 3 or 2.50`,
  freeOver: 'Enter the amount in dollars from which delivery is free, e.g. 50, or leave it empty',
  estimateTooLong: `At most ${DELIVERY_LIMITS.estimateMax} characters`,
  zonesMax: `At most ${DELIVERY_LIMITS.zonesMax} delivery zones`,
  zoneIdRepeated: 'A zone is listed twice',
  zoneIdInvalid: 'This zone is not one the shop made; reload the page and save again',
} as const;

const text = (required: string, max: number, tooLong: string) => z.string().trim().min(1, required).max(max, tooLong);

/** Lebanon's country code: a number typed without one is a Lebanese number ("70 123 456", "03 123 456"). */
const LEBANON = '961';

/**
 * The number as its owner writes it, in international form: any digits (Arabic-Indic too), spaces,
 * dots, dashes and brackets dropped; 00 read as +; a Lebanese number of 7 or 8 digits (a leading 0
 * dropped) given +961; 961… without the + given it.
 */
function internationalNumber(typed: string): string {
  const plain = westernDigits(typed).replace(/[\s.()-]/g, '');
  if (plain.startsWith('+')) return plain;
  if (plain.startsWith('00')) return `+${plain.slice(2)}`;
  if (!/^\d+$/.test(plain)) return plain;
  const local = plain.replace(/^0/, '');
  if (local.length === 7 || local.length === 8) return `+${LEBANON}${local}`;
  if (plain.startsWith(LEBANON) && plain.length === LEBANON.length + 8) return `+${plain}`;
  return plain;
}

/** `+` then digits once tidied (internationalNumber). Stored without the `+`, as wa.me wants it. */
export const whatsappNumberInput = z
  .string()
  .transform(internationalNumber)
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\+\\d{${SETTINGS_LIMITS.numberDigits.min},${SETTINGS_LIMITS.numberDigits.max}}$`),
        settingsMessages.whatsappNumber,
      ),
  )
  .transform((value) => value.slice(1));

/** A link typed without its scheme ("facebook.com/shop", "www.instagram.com/shop"): https:// is put before it. */
const withScheme = (value: string) => (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('/') ? value : `https://${value}`);

/** An absolute https link: no javascript:, data: or plain http; one typed without a scheme gets https://. */
export const httpsLink = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.url, settingsMessages.urlTooLong)
  .transform(withScheme)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, settingsMessages.httpsLink);

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, settingsMessages.time);

const dayHours = z
  .object({ day: z.enum(WEEKDAYS), open: z.boolean(), opens: time, closes: time })
  .refine((day) => !day.open || day.closes > day.opens, { message: settingsMessages.closesAfterOpens, path: ['closes'] });

export const openingHoursSchema = z.object({
  alwaysOpen: z.boolean(),
  days: z
    .array(dayHours)
    .length(7, settingsMessages.week)
    .refine((days) => days.every((day, index) => day.day === WEEKDAYS[index]), settingsMessages.week),
});

export const poundRateInput = z.object({
  rate: z.number({ error: settingsMessages.rate }).positive(settingsMessages.rate).max(10_000_000, settingsMessages.rate),
  step: z
    .number({ error: settingsMessages.step })
    .int(settingsMessages.step)
    .min(1, settingsMessages.step)
    .max(1_000_000, settingsMessages.step),
});

/** An optional translation of an English text: the same limit; empty (or only spaces) means none. */
const translatedText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

/** One language's texts; the ones left empty are dropped, so the storefront shows the English ones. */
const translatedTextsInput = z
  .strictObject({
    aboutText: translatedText(SETTINGS_LIMITS.aboutText, settingsMessages.aboutTooLong),
    whatsappGreeting: translatedText(SETTINGS_LIMITS.greeting, settingsMessages.greetingTooLong),
    orderGreeting: translatedText(SETTINGS_LIMITS.greeting, settingsMessages.greetingTooLong),
    address: translatedText(SETTINGS_LIMITS.address, settingsMessages.addressTooLong),
  })
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined)) as Partial<ShopTexts>);

/** The About text, the greetings and the address in French and Arabic; a language or the whole object may be left out. */
export const shopTextTranslationsInput = z
  .strictObject({ fr: translatedTextsInput.default({}), ar: translatedTextsInput.default({}) })
  .default({ fr: {}, ar: {} })
  .describe(
    'Optional: the About text, the greetings and the address in French and Arabic, each as long as the English one at most; an empty text means none',
  );

/** Dollars with at most two decimals, from `min` to `maxCents`: a fee or a threshold, as the API writes money. */
const dollarsInput = (message: string, min: number, maxCents: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(maxCents / 100, message)
    .refine((dollars) => Math.round(dollars * 100) / 100 === dollars, message);

/** A zone's name and estimate in one language; the ones left empty are dropped. */
const zoneTextsInput = z
  .strictObject(
    {
      name: translatedText(DELIVERY_LIMITS.zoneNameMax, settingsMessages.zoneNameTooLong),
      estimate: translatedText(DELIVERY_LIMITS.estimateMax, settingsMessages.estimateTooLong),
    },
    unknownKeys,
  )
  .transform(
    (texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined)) as { name?: string; estimate?: string },
  );

/** Ids the server made: letters, digits and dashes (a time-ordered UUID); never the pickup option's. */
const ZONE_ID = /^[a-z0-9-]{1,64}$/;

const deliveryZoneInput = z.strictObject(
  {
    id: z
      .string({ error: settingsMessages.zoneIdInvalid })
      .regex(ZONE_ID, settingsMessages.zoneIdInvalid)
      .refine((id) => id !== PICKUP_OPTION_ID, settingsMessages.zoneIdInvalid)
      .optional()
      .describe('The zone as stored; absent for a new zone, which the server gives an id'),
    name: text(settingsMessages.zoneNameRequired, DELIVERY_LIMITS.zoneNameMax, settingsMessages.zoneNameTooLong),
    fee: dollarsInput(settingsMessages.deliveryFee, 0, DELIVERY_LIMITS.feeMaxCents).describe('Dollars; 0 delivers free'),
    freeOver: dollarsInput(settingsMessages.freeOver, 0.01, LIMITS.priceMaxCents)
      .nullable()
      .describe('Dollars: items coming to this or more are delivered free; null: never free'),
    estimate: z
      .string()
      .trim()
      .max(DELIVERY_LIMITS.estimateMax, settingsMessages.estimateTooLong)
      .nullable()
      .transform((value) => value || null)
      .describe("How long delivery takes ('1–2 days'); null or empty: not said"),
    translations: z
      .strictObject({ fr: zoneTextsInput.default({}), ar: zoneTextsInput.default({}) }, unknownKeys)
      .default({ fr: {}, ar: {} })
      .describe('Optional: the name and estimate in French and Arabic; an empty text means none'),
  },
  unknownKeys,
);

export const deliveryOptionsInput = z
  .strictObject(
    {
      zones: z
        .array(deliveryZoneInput)
        .max(DELIVERY_LIMITS.zonesMax, settingsMessages.zonesMax)
        .superRefine((zones, ctx) => {
          const names = new Set<string>();
          const ids = new Set<string>();
          zones.forEach((zone, index) => {
            const name = zone.name.toLocaleLowerCase('en');
            if (names.has(name)) ctx.addIssue({ code: 'custom', message: settingsMessages.zoneNameTaken, path: [index, 'name'] });
            names.add(name);
            if (zone.id !== undefined && ids.has(zone.id))
              ctx.addIssue({ code: 'custom', message: settingsMessages.zoneIdRepeated, path: [index, 'id'] });
            if (zone.id !== undefined) ids.add(zone.id);
          });
        })
        .describe(`The zones in the order the cart lists them, at most ${DELIVERY_LIMITS.zonesMax}`),
      pickup: z.boolean().describe("'Pick up at the shop' is offered (free, at the shop's address and hours)"),
    },
    unknownKeys,
  )
  .describe('Optional: the delivery zones and pickup; absent keeps the ones stored');
export type DeliveryOptionsInput = z.output<typeof deliveryOptionsInput>;

export const shopSettingsInput = z.strictObject({
  // The product feed's title, and its brand unless the owner set one: one line, nothing XML cannot hold.
  name: text(settingsMessages.nameRequired, SETTINGS_LIMITS.name, settingsMessages.nameTooLong).refine(isOneLine, oneLineError),
  whatsappNumber: whatsappNumberInput,
  whatsappGreeting: text(settingsMessages.greetingRequired, SETTINGS_LIMITS.greeting, settingsMessages.greetingTooLong),
  orderGreeting: text(settingsMessages.greetingRequired, SETTINGS_LIMITS.greeting, settingsMessages.greetingTooLong),
  phone: text(settingsMessages.phoneRequired, SETTINGS_LIMITS.phone, settingsMessages.phoneTooLong),
  hours: openingHoursSchema,
  address: text(settingsMessages.addressRequired, SETTINGS_LIMITS.address, settingsMessages.addressTooLong),
  facebookUrl: httpsLink,
  instagramUrl: httpsLink,
  aboutText: text(settingsMessages.aboutRequired, SETTINGS_LIMITS.aboutText, settingsMessages.aboutTooLong),
  /** Null: dollars only. The server stamps `setAt` when the rate or step changes. */
  poundRate: poundRateInput.nullable(),
  translations: shopTextTranslationsInput,
  lowStockThreshold: z
    .number({ error: settingsMessages.lowStockThreshold })
    .int(settingsMessages.lowStockThreshold)
    .min(0, settingsMessages.lowStockThreshold)
    .max(STOCK_LIMITS.thresholdMax, settingsMessages.lowStockThreshold)
    .optional()
    .describe("Optional: 'Only n left' at or under this count (default 3); absent keeps the one stored"),
  delivery: deliveryOptionsInput.optional(),
});

export type ShopSettingsInput = z.input<typeof shopSettingsInput>;

/**
 * The number `PUT /api/settings` takes: as the owner types it (+ and digits), or as `GET /api/settings`
 * returns it (digits alone), which a save takes only as the number stored. So a client can send back
 * what it read, while a new number must show its country code: 70 123 456 alone is not one.
 */
const sentWhatsappNumber = z
  .union(
    [
      whatsappNumberInput.transform((digits) => ({ digits, asReturned: false })),
      z
        .string()
        .regex(/^\d+$/)
        .transform((digits) => ({ digits, asReturned: true })),
    ],
    { error: settingsMessages.whatsappNumber },
  )
  .describe(
    '+ then the digits with the country code (spaces allowed); or the digits alone as GET /api/settings answers them, for the number stored only',
  );

/**
 * `PUT /api/settings`: the settings as the Settings page sends them, or as `GET /api/settings` returned
 * them. What only the server writes (the pound rate's setAt) is ignored.
 */
export const shopSettingsSaveInput = shopSettingsInput.extend({ whatsappNumber: sentWhatsappNumber });
export type ShopSettingsSaved = z.output<typeof shopSettingsSaveInput>;

export type { ShopConfig };
