import { z } from 'zod';
import { ALL_CATEGORIES_ID, LIMITS, PAGE_SIZE } from './constants.js';
import { categorySchema } from './category.js';
import { colorSchema, colorsJsonText, colorTranslationsSchema } from './color.js';
import {
  booleanText,
  catalogueItemFields,
  itemTranslationFields,
  idSchema,
  isoTimestamp,
  offerPriceBelowPrice,
  optionalPriceText,
  priceText,
  pricesInCents,
  requiredText,
} from './fields.js';
import { validation } from './messages/validation.js';
import { limitParam, pageParam, searchParam } from './pagination.js';
import { searchedListResponseSchema } from './search.js';
import { photosJsonText } from './photo.js';
import { stockResponseFields, stockJsonText } from './stock.js';

export const productSchema = z
  .object({
    ...catalogueItemFields,
    soldOut: z.boolean().describe("The owner's switch, or a tracked item at 0 (every colour at 0 for one with colours)"),
    ...stockResponseFields,
    categoryId: idSchema.nullable(),
    category: categorySchema.nullable(),
    colors: z.array(
      z
        .object({
          name: z.string(),
          hexCode: z.string(),
          soldOut: z
            .boolean()
            .describe('A tracked colour at 0 (or the whole product sold out): it cannot be picked')
            .meta({ readOnly: true }),
          left: z
            .number()
            .int()
            .nullable()
            .describe('How many of this colour are left, at or under the low-stock threshold; null otherwise')
            .meta({ readOnly: true }),
          photo: z.string().nullable().describe("The id of the product's photo that shows this colour (one of photos); null: none"),
          // Always returned; optional for a client holding colours read before translations existed.
          translations: colorTranslationsSchema.optional(),
        })
        .meta({ id: 'Color', description: 'A colour: name, #RRGGBB and whether it can be picked' }),
    ),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .meta({ id: 'Product', description: 'A product' });
export type Product = z.infer<typeof productSchema>;
export type ProductColor = Product['colors'][number];
export { colorSchema };

/**
 * The `stock` field of a product's or an offer's form: one count per colour at most (or one for an
 * item without colours), as a stocktake takes one per count; a second would silently win.
 */
export const itemStockText = stockJsonText.superRefine((counts, ctx) => {
  const colors = counts.map((entry) => entry.colorHex);
  if (new Set(colors).size !== colors.length) ctx.addIssue({ code: 'custom', message: validation.stockCountTwice });
});

/**
 * The text fields of POST/PUT /products (multipart; the image is a separate file part). PUT sends the
 * whole payload again: an absent offerPrice, colors or translation field means "none"; absent photos
 * (and no image part) keep the photos, and an absent trackStock keeps it as stored. The colours may
 * be sent back as the response gives them. Parsed, the prices are cents.
 */
export const productFieldsSchema = z
  .strictObject({
    name: requiredText(validation.productNameRequired, LIMITS.nameMax),
    description: requiredText(validation.productDescriptionRequired, LIMITS.descriptionMax),
    ...itemTranslationFields,
    price: priceText(),
    offerPrice: optionalPriceText(),
    categoryId: z
      .string({ error: validation.selectCategory })
      .trim()
      .min(1, { error: validation.selectCategory })
      .max(64, { error: validation.selectCategory }),
    soldOut: booleanText.default(false),
    colors: colorsJsonText,
    photos: photosJsonText,
    trackStock: booleanText
      .optional()
      .describe(
        'Count this product (per colour when it has colours): at 0 it is sold out by itself; absent keeps it as it is (off for a new product)',
      ),
    stock: itemStockText,
  })
  .superRefine(offerPriceBelowPrice)
  .transform(pricesInCents);
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;
export type ProductFields = z.output<typeof productFieldsSchema>;

export const productListQuerySchema = z.strictObject({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.catalogue),
  search: searchParam,
  /** ALL_CATEGORIES_ID (the dropdown's synthetic entry) and empty mean no filter. */
  categoryId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((id) => (id && id !== ALL_CATEGORIES_ID ? id : undefined))
    .describe(`Only this category's products; '${ALL_CATEGORIES_ID}' or empty means every category`),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export const productListResponseSchema = searchedListResponseSchema(productSchema, {
  id: 'ProductList',
  description: 'A page of products, newest first; a search ranks the best matches first',
});
