import { z } from 'zod';
import { LIMITS, PAGE_SIZE } from './constants.js';
import {
  booleanText,
  catalogueItemFields,
  itemTranslationFields,
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
import { itemStockText } from './product.js';
import { stockResponseFields } from './stock.js';

export const offerSchema = z
  .object({
    ...catalogueItemFields,
    soldOut: z.boolean().describe('A tracked offer at 0'),
    ...stockResponseFields,
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .meta({ id: 'Offer', description: 'An offer' });
export type Offer = z.infer<typeof offerSchema>;

/**
 * The text fields of POST/PUT /offer (multipart; the image is a separate file part). PUT sends the whole
 * payload again: an absent offerPrice or translation means "none"; absent photos (and no image part)
 * keep the photos, and an absent trackStock keeps it as stored. Parsed, the prices are cents.
 */
export const offerFieldsSchema = z
  .strictObject({
    name: requiredText(validation.offerNameRequired, LIMITS.nameMax),
    description: requiredText(validation.offerDescriptionRequired, LIMITS.descriptionMax),
    ...itemTranslationFields,
    price: priceText(),
    offerPrice: optionalPriceText(),
    photos: photosJsonText,
    trackStock: booleanText
      .optional()
      .describe('Count this offer: at 0 it is sold out by itself; absent keeps it as it is (off for a new offer)'),
    stock: itemStockText,
  })
  .superRefine(offerPriceBelowPrice)
  .transform(pricesInCents);
export type OfferFieldsInput = z.input<typeof offerFieldsSchema>;
export type OfferFields = z.output<typeof offerFieldsSchema>;

export const offerListQuerySchema = z.strictObject({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.publicOffers),
  search: searchParam,
});
export const offerListResponseSchema = searchedListResponseSchema(offerSchema, {
  id: 'OfferList',
  description: 'A page of offers, newest first; a search ranks the best matches first',
});
