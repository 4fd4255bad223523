import { z } from 'zod';
import { LIMITS } from './constants.js';
import { imageFields } from './image.js';
import { validation } from './messages/validation.js';

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
    .regex(DOLLARS_PATTERN, { error: message })
    .transform((text) => Math.round(Number(text) * 100))
    .refine((cents) => cents > 0 && cents <= LIMITS.priceMaxCents, { error: message })
    .meta({ description: 'Dollars as text, greater than 0, at most two decimals ("12", "12.5", "12.50")' });
}

/** An optional price: absent or empty text means "none" (null). */
export function optionalPriceText(message: string = validation.validPrice) {
  return z
    .preprocess(emptyToUndefined, priceText(message).optional())
    .transform((cents) => cents ?? null);
}

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
 * In the API's answers `price` and `offerPrice` are dollars.
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
 */
export const money = z
  .number()
  .min(0)
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, { error: 'At most two decimals' })
  .meta({ description: 'Dollars with at most two decimals (24.5 is $24.50)' });

export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** Ids are application-generated text (time-ordered UUIDs). */
export const idSchema = z.string().trim().min(1).max(64);

export const isoTimestamp = z.string().describe('ISO-8601 UTC timestamp');

/** What a product and an offer both answer with, before their own fields: text, prices and picture. */
export const catalogueItemFields = {
  id: idSchema,
  name: z.string(),
  description: z.string(),
  price: money,
  offerPrice: money.nullable(),
  ...imageFields,
};
