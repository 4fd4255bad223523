import { z } from 'zod';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './constants.js';
import { NO_DELIVERY_OPTIONS } from './delivery.js';
import { money } from './fields.js';
import { openingHoursSchema } from './settings.js';
import type { ShopConfig } from './shop-defaults.js';

/** A language's texts as stored: each one given, or left out for the English one. */
const translatedTexts = z
  .object({
    aboutText: z.string().min(1),
    whatsappGreeting: z.string().min(1),
    orderGreeting: z.string().min(1),
    address: z.string().min(1),
  })
  .partial()
  .default({});

const zoneTexts = z.object({ name: z.string().min(1), estimate: z.string().min(1) }).partial();

/** The delivery options as stored and returned (the Settings page, every page's shop settings, a cart's quote). */
export const deliveryOptionsSchema = z
  .object({
    zones: z.array(
      z
        .object({
          id: z.string().min(1),
          name: z.string().min(1),
          fee: money.describe('Dollars; 0 delivers free'),
          freeOver: money.nullable().describe('Items coming to this or more are delivered free; null: never free'),
          estimate: z.string().nullable(),
          translations: z.object({ fr: zoneTexts.default({}), ar: zoneTexts.default({}) }).default({ fr: {}, ar: {} }),
        })
        .meta({ id: 'DeliveryZone', description: 'An area the shop delivers to, at a fee' }),
    ),
    pickup: z.boolean(),
  })
  .meta({ id: 'DeliveryOptions', description: "The zones in the owner's order, and whether 'Pick up at the shop' is offered (id pickup)" });

export { DEFAULT_SHOP_CONFIG, SHOP_CONFIG_ELEMENT_ID, usesPlaceholderWhatsAppNumber, type ShopConfig } from './shop-defaults.js';

/**
 * The shop's settings as stored and returned: the first values from the environment at start-up,
 * then what the owner saves on the Settings page (`GET /api/settings`, `PUT /api/settings`).
 */
export const shopConfigSchema = z
  .object({
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
      .describe(
        'The About text, the greetings and the address in French and Arabic where the owner wrote them; a text left out is shown in English',
      ),
    // A row saved before stock was counted has none: the default.
    lowStockThreshold: z
      .number()
      .int()
      .min(0)
      .default(DEFAULT_LOW_STOCK_THRESHOLD)
      .describe("A tracked item or colour at or under this count shows 'Only n left' and counts as low"),
    // A row saved before the shop delivered by zone has none: the plain cart.
    delivery: deliveryOptionsSchema.default(NO_DELIVERY_OPTIONS),
  })
  .describe("The shop's settings as they are now") satisfies z.ZodType<ShopConfig>;
