import { z } from 'zod';
import { personRefSchema } from './person-ref.js';
import { HEX_CODE_PATTERN } from './color.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, PAGE_SIZE, STOCK_LIMITS } from './constants.js';

export { DEFAULT_LOW_STOCK_THRESHOLD, STOCK_LIMITS };
import { emptyToUndefined, idSchema, isoTimestamp, unknownKeys } from './fields.js';
import { validation } from './messages/validation.js';
import { limitParam, listResponseSchema, pageParam, searchParam } from './pagination.js';

// Stock: a count per product (per colour when it has colours) and per offer, for the items whose
// owner switched "Track stock" on. Confirming an order takes its quantities off, cancelling a
// confirmed order puts them back; the owner counts them on the Stock page or in an item's dialog.

export const STOCK_FILTERS = ['all', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Why a count changed: an order confirmed, a sale recorded, an order cancelled, a stocktake, an item's dialog. */
export const STOCK_CHANGE_REASONS = ['confirmed', 'sold', 'cancelled', 'counted', 'edited'] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

const count = z
  .number({ error: validation.stockCount })
  .int({ error: validation.stockCount })
  .min(0, { error: validation.stockCount })
  .max(STOCK_LIMITS.countMax, { error: validation.stockCount });

/** The count the owner saw when typing the new one; null for a colour added in this save. */
const seen = count
  .nullable()
  .describe('The count shown when the owner typed the new one (null: none yet); if it moved since, 409 and nothing changes');

/** One count an item's dialog sends: which colour (null: the item itself), the new count and the one seen. */
export const stockCountInputSchema = z.strictObject(
  {
    colorHex: z
      .string({ error: validation.colorHexFormat })
      .regex(HEX_CODE_PATTERN, { error: validation.colorHexFormat })
      .transform((hex) => hex.toUpperCase())
      .nullable(),
    count,
    seen,
  },
  unknownKeys,
);
export type StockCountInput = z.output<typeof stockCountInputSchema>;

const STOCK_FORMAT = 'Stock must be a JSON list of {colorHex, count, seen}';

/** The `stock` multipart field of a product or offer form: JSON text of the counts; absent or empty means none changed. */
export const stockJsonText = z
  .preprocess(
    emptyToUndefined,
    z
      .string({ error: STOCK_FORMAT })
      .transform((text, ctx): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: STOCK_FORMAT });
          return z.NEVER;
        }
      })
      .pipe(z.array(stockCountInputSchema, { error: STOCK_FORMAT }).max(51, { error: STOCK_FORMAT }))
      .optional(),
  )
  .transform((counts) => counts ?? [])
  .meta({
    description:
      'JSON text of the counts, [{"colorHex": "#FF00AA" or null for an item without colours, "count": 5, "seen": 4}]; ' +
      'a count equal to the one seen changes nothing; absent or empty means none. Colours without a count start at 0.',
    contentMediaType: 'application/json',
  });

/** What an item's dialog shows: whether it is tracked and its counts (kept while tracking is off). */
export const itemStockSchema = z
  .object({
    trackStock: z.boolean(),
    markedSoldOut: z.boolean().describe("The owner's Sold Out switch alone (a product's; an offer has none), whatever the counts say"),
    counts: z
      .array(z.object({ colorHex: z.string().nullable(), count: z.number().int() }))
      .describe('One per colour, or one with colorHex null'),
  })
  .meta({ id: 'ItemStock', description: "An item's stock counts, for its edit dialog" });
export type ItemStock = z.infer<typeof itemStockSchema>;

export const stockListQuerySchema = z.strictObject({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.stock),
  search: searchParam.describe(
    "Words in any order, each contained in the item's name (any language) or the colour's name, folded as typed (Arabic letter forms and vowel marks, accents, case); no typos forgiven; without a letter or digit, no search",
  ),
  filter: z
    .enum(STOCK_FILTERS, { error: 'filter must be all, low or out' })
    .default('all')
    .describe("all; low: at or under the shop's low-stock threshold (out included); out: at 0"),
});
export type StockListQuery = z.output<typeof stockListQuerySchema>;

export const stockRowSchema = z
  .object({
    id: idSchema.describe('The count itself: what a save and the history name'),
    kind: z.enum(['product', 'offer']),
    itemId: idSchema,
    name: z.string(),
    colorHex: z.string().nullable(),
    colorName: z.string().nullable(),
    count: z.number().int(),
    low: z.boolean().describe("At or under the shop's low-stock threshold"),
    updatedAt: isoTimestamp,
  })
  .meta({ id: 'StockRow', description: 'The count of a tracked item, or of one of its colours' });
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockListResponseSchema = listResponseSchema(stockRowSchema, {
  id: 'StockList',
  description: 'A page of counts of tracked items and colours, by name',
});

export const stockSaveInputSchema = z.strictObject({
  counts: z
    .array(z.strictObject({ id: idSchema, count, seen: count.describe('The count shown when the owner typed the new one') }, unknownKeys))
    .min(1, { error: 'Nothing to save' })
    .max(STOCK_LIMITS.saveMax, { error: `At most ${STOCK_LIMITS.saveMax} counts at once` })
    .superRefine((counts, ctx) => {
      const ids = counts.map((entry) => entry.id);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: validation.stockCountTwice });
    }),
});
export type StockSaveInput = z.output<typeof stockSaveInputSchema>;

export const stockSaveResponseSchema = z
  .object({ data: z.array(stockRowSchema).describe('The saved rows as they are now') })
  .meta({ id: 'StockSaved', description: 'Every count was saved' });

export const stockChangeSchema = z
  .object({
    at: isoTimestamp,
    before: z.number().int(),
    after: z.number().int(),
    reason: z.enum(STOCK_CHANGE_REASONS),
    orderId: z.string().nullable(),
    orderReference: z.string().nullable().describe('The order confirmed, recorded as a sale or cancelled, if that was the reason'),
    by: personRefSchema
      .nullable()
      .describe("Who made the change (by hand, or by the order or sale they saved); null for a customer's order"),
  })
  .meta({ id: 'StockChange', description: 'One change of a count, with its reason' });
export type StockChange = z.infer<typeof stockChangeSchema>;

export const stockHistoryQuerySchema = z.strictObject({ page: pageParam });
export const stockHistoryResponseSchema = listResponseSchema(stockChangeSchema, {
  id: 'StockHistory',
  description: "A page of a count's changes, newest first",
});

/** What a product's or an offer's public response says of its stock. */
export const stockResponseFields = {
  trackStock: z.boolean().describe("Whether the shop counts this item; when false, soldOut is the owner's switch alone"),
  left: z
    .number()
    .int()
    .nullable()
    .describe(
      "How many are left, given only at or under the shop's low-stock threshold and above 0 (over every colour for a product with colours); null otherwise",
    ),
};
