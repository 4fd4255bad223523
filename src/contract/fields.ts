import { z } from 'zod';
import { LIMITS } from './constants.js';
import { westernNumber } from './digits.js';
import type { TranslatedLanguage } from './languages.js';
import { imageFields, photoSchema } from './image.js';
import { apiMessages, validation } from './messages/validation.js';

// Field builders shared by the resource schemas. Inputs are text (form fields and multipart parts
// are strings); outputs are what the server stores.

/** A required text field: trimmed, not empty, bounded. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: validation.tooLong(max) });
}

const DOLLARS_PATTERN = /^(?:\d{1,6}(?:\.\d{0,2})?|\.\d{1,2})$/;

/** Dollars typed as text ("12", "12.5", "12.50") to whole cents; must be greater than 0. */
export function priceText(message: string = validation.validPrice) {
  return z
    .string({ error: message })
    .trim()
    .overwrite(westernNumber)
    .regex(DOLLARS_PATTERN, { error: message })
    .transform((text) => Math.round(Number(text) * 100))
    .refine((cents) => cents > 0 && cents <= LIMITS.priceMaxCents, { error: message })
    .meta({ description: 'Dollars as text, greater than 0, at most two decimals ("12", "12.5", "12.50")' });
}

/** An optional price: absent or empty text means "none" (null). */
export function optionalPriceText(message: string = validation.validPrice) {
  return z.preprocess(emptyToUndefined, priceText(message).optional()).transform((cents) => cents ?? null);
}

/**
 * An optional text field (a translation, a delivery detail): trimmed, bounded; absent, null or blank
 * means "none" (null), so a field sent back as a response gave it (`"note": null`) is taken as none.
 */
export function optionalText(max: number) {
  return z
    .string({ error: validation.tooLong(max) })
    .trim()
    .max(max, { error: validation.tooLong(max) })
    .nullish()
    .transform((text) => text || null);
}

/**
 * Controls (line breaks among them) and the noncharacters XML cannot hold. A one-line field that goes
 * into a message or the product feed (a customer's name, the shop's name, the brand) refuses them.
 */
// eslint-disable-next-line no-control-regex -- the controls are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]/;

/** For `.refine(isOneLine, oneLineError)`: null (not given) passes. */
export const isOneLine = (text: string | null): boolean => text === null || !CONTROL_CHARACTERS.test(text);
export const oneLineError = { error: apiMessages.invalidCharacters };

/** For `z.strictObject(shape, unknownKeys)`: a nested object names an unknown key as the top level does. */
export const unknownKeys = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'Unknown field' : undefined) };

/** Form fields left empty arrive as '' (or not at all); both mean "not given". */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** A form's offer price, when given, must be below its price (products and offers alike). */
export function offerPriceBelowPrice(fields: { price: number; offerPrice: number | null }, ctx: z.RefinementCtx): void {
  if (fields.offerPrice !== null && fields.offerPrice >= fields.price) {
    ctx.addIssue({ code: 'custom', message: validation.offerPriceBelowPrice, path: ['offerPrice'] });
  }
}

/**
 * A checked form's prices, named for what they hold: the `price` and `offerPrice` fields (dollars as
 * text) come out as `priceCents` and `offerPriceCents`, whole cents, as the database stores them.
 * In the API's responses `price` and `offerPrice` are dollars.
 */
export function pricesInCents<T extends { price: number; offerPrice: number | null }>({ price, offerPrice, ...rest }: T) {
  return { ...rest, priceCents: price, offerPriceCents: offerPrice };
}

/** "true" / "false" as sent by multipart forms (and real booleans, for JSON clients). */
export const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be true or false' })
  .transform((value) => value === true || value === 'true');

/**
 * Money in the API: dollars as a number with at most two decimals. The cents check is a refine, not
 * `multipleOf(0.01)`: JSON Schema validators test that in binary floating point and refuse 19.99.
 * It asks whether the number is whole cents over 100 (what centsToDollars gives), which stays exact
 * at any amount; a fixed tolerance on dollars × 100 refused totals of billions of cents.
 */
export const money = z
  .number()
  .min(0)
  .refine((dollars) => Math.round(dollars * 100) / 100 === dollars, { error: 'At most two decimals' })
  .meta({ description: 'Dollars with at most two decimals (24.5 is $24.50)' });

export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** Ids are application-generated text (time-ordered UUIDs). */
export const idSchema = z.string().trim().min(1).max(64);

export const isoTimestamp = z.string().describe('ISO-8601 UTC timestamp');

const translationNote = 'a field is present only when translated; where it is missing, the English one stands in';

/** An item's name and description in one language. */
export const itemTextTranslationSchema = z
  .object({ name: z.string().min(1).optional(), description: z.string().min(1).optional() })
  .meta({ id: 'ItemTextTranslation', description: `A name and description in one language: ${translationNote}` });
export type ItemTextTranslation = z.infer<typeof itemTextTranslationSchema>;

/** A product's or an offer's name and description in French and Arabic, beside the English `name` and `description`. */
export const itemTranslationsSchema = z
  .object({ fr: itemTextTranslationSchema, ar: itemTextTranslationSchema })
  .meta({ id: 'ItemTranslations', description: 'The name and description in French (fr) and Arabic (ar), each possibly empty' });
export type ItemTranslations = z.infer<typeof itemTranslationsSchema>;

/** Which form field holds each language's name and description. */
export const TRANSLATION_FIELD_NAMES = {
  fr: { name: 'nameFr', description: 'descriptionFr' },
  ar: { name: 'nameAr', description: 'descriptionAr' },
} as const satisfies Record<TranslatedLanguage, { name: string; description: string }>;

/** The form fields of an item's translations, next to `name` and `description`: same limits, empty means none. */
export const itemTranslationFields = {
  nameFr: optionalText(LIMITS.nameMax).describe('The name in French; absent, null or empty: none'),
  nameAr: optionalText(LIMITS.nameMax).describe('The name in Arabic; absent, null or empty: none'),
  descriptionFr: optionalText(LIMITS.descriptionMax).describe('The description in French; absent, null or empty: none'),
  descriptionAr: optionalText(LIMITS.descriptionMax).describe('The description in Arabic; absent, null or empty: none'),
};

/** What a product and an offer both respond with, before their own fields: text, prices and picture. */
export const catalogueItemFields = {
  id: idSchema,
  name: z.string(),
  description: z.string(),
  translations: itemTranslationsSchema,
  price: money,
  offerPrice: money.nullable(),
  ...imageFields,
  photos: z.array(photoSchema).describe('Every photo, in order; the first is `image`'),
};
