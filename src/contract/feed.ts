import { z } from 'zod';
import { idSchema, isOneLine, oneLineError, unknownKeys } from './fields.js';
import { googleProductCategory } from './google-product-taxonomy.js';
import { validation } from './messages/validation.js';

// The product feed: the catalogue as RSS 2.0 with Google's namespace, which Meta's commerce catalogue
// (Instagram and Facebook shops, the WhatsApp catalogue) and Google Merchant Center both read
// (docs/decisions/033-product-feed.md). One public address per language; the owner's side is
// GET/PUT /api/feed: the brand and each category's Google product category.

/** The feed's path in English; French and Arabic have it under /fr and /ar. */
export const FEED_PATH = '/feed/products.xml';

export const FEED_LIMITS = {
  /** Meta's and Google's limit on a brand. */
  brandMax: 70,
  /** The specs' limits on an item's title and description. */
  titleMax: 150,
  descriptionMax: 5000,
  /** Photos besides the main one (g:additional_image_link). */
  additionalImagesMax: 10,
} as const;

/** Why an item is not in the feed. noPhoto: Meta and Google refuse an item without an image. */
export const FEED_LEFT_OUT_REASONS = ['noPhoto'] as const;
export type FeedLeftOutReason = (typeof FEED_LEFT_OUT_REASONS)[number];

const absoluteUrl = z.string().describe('Absolute URL, from the shop’s public address');

export const feedSchema = z
  .object({
    addresses: z
      .object({ en: absoluteUrl, fr: absoluteUrl, ar: absoluteUrl })
      .meta({ id: 'FeedAddresses', description: 'The feed in each language, to give to Meta Commerce Manager and Google Merchant Center' }),
    brand: z.string().nullable().describe('The brand every item carries; null: the shop’s name'),
    categories: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          googleCategory: z
            .string()
            .nullable()
            .describe("The Google product category's number, from Google's Health & Beauty taxonomy; null: none sent"),
        }),
      )
      .describe('Every category of the shop, by name, with its Google product category'),
    rows: z.number().int().describe('The items in the feed: a product without colours, each shade of one with colours, each offer'),
    leftOut: z
      .array(
        z.object({
          kind: z.enum(['product', 'offer']),
          id: z.string(),
          name: z.string(),
          reason: z.enum(FEED_LEFT_OUT_REASONS),
        }),
      )
      .describe('Products and offers the feed leaves out, and why'),
  })
  .meta({ id: 'Feed', description: 'The product feed’s addresses, what it sends and what it leaves out' });
export type Feed = z.infer<typeof feedSchema>;

// A control character in the feed makes its whole XML invalid, and Meta and Google refuse every item.
const brandInput = z
  .string({ error: validation.tooLong(FEED_LIMITS.brandMax) })
  .trim()
  .max(FEED_LIMITS.brandMax, { error: validation.tooLong(FEED_LIMITS.brandMax) })
  .refine(isOneLine, oneLineError)
  .nullable()
  .transform((brand) => brand || null);

/** A number from Google's list, never free text: a category Google does not know is an item it files wrongly. */
const googleCategoryInput = z
  .string({ error: validation.googleCategoryInvalid })
  .trim()
  .refine((id) => id === '' || googleProductCategory(id) !== undefined, { error: validation.googleCategoryInvalid })
  .nullable()
  .transform((category) => category || null)
  .describe('A Google product category\'s number from Google\'s Health & Beauty taxonomy ("3021" is Lipstick); null or empty: none');

/** The owner's feed settings: empty text is none. A category id that is not the shop's is ignored. */
export const feedSettingsInputSchema = z
  .strictObject(
    {
      brand: brandInput,
      categories: z.record(idSchema, googleCategoryInput),
    },
    unknownKeys,
  )
  .meta({ id: 'FeedSettingsInput', description: 'The brand (null or empty: the shop’s name) and each category’s Google product category' });
export type FeedSettingsInput = z.input<typeof feedSettingsInputSchema>;
export type FeedSettings = z.output<typeof feedSettingsInputSchema>;
