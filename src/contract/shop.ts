import { z } from 'zod';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './constants.js';
import { openingHoursSchema } from './settings.js';
import type { ShopConfig } from './shop-defaults.js';

/** A language's texts as stored: each one given, or left out for the English one. */
const translatedTexts = z
  .object({ aboutText: z.string().min(1), whatsappGreeting: z.string().min(1), orderGreeting: z.string().min(1) })
  .partial()
  .default({});

export { DEFAULT_SHOP_CONFIG, SHOP_CONFIG_ELEMENT_ID, usesPlaceholderWhatsAppNumber, type ShopConfig } from './shop-defaults.js';

/**
 * The shop's settings as stored and answered: the first values from the environment at start-up,
 * then what the owner saves on the Settings page (`GET /api/settings`, `PUT /api/settings`).
 */
export const shopConfigSchema = z.object({
  name: z.string().min(1),
  whatsappNumber: z.string().regex(/^\d{6,15}$/, 'digits only, with the country code (961…)'),
  whatsappGreeting: z.string(),
  orderGreeting: z.string(),
  phone: z.string(),
  hours: openingHoursSchema,
  address: z.string(),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
  aboutText: z.string(),
  poundRate: z.object({ rate: z.number().positive(), step: z.number().int().positive(), setAt: z.iso.datetime() }).nullable(),
  // A row saved before the owner could translate has none: English everywhere.
  translations: z
    .object({ fr: translatedTexts, ar: translatedTexts })
    .default({ fr: {}, ar: {} })
    .describe('The About text and the greetings in French and Arabic where the owner wrote them; a text left out is shown in English'),
  // A row saved before stock was counted has none: the default.
  lowStockThreshold: z
    .number()
    .int()
    .min(0)
    .default(DEFAULT_LOW_STOCK_THRESHOLD)
    .describe("A tracked item or colour at or under this count shows 'Only n left' and counts as low"),
}).describe("The shop's settings as they are now") satisfies z.ZodType<ShopConfig>;
