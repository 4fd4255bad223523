import { centsToDollars } from '#contract/fields.js';
import type { ItemTranslations } from '#contract/fields.js';
import type { ImageFields, Photo } from '#contract/image.js';
import { searchTextOf } from '#server/db/text.js';
import { imageFieldsFor } from '#server/images/storage.js';
import { joinedImage, type JoinedImageColumns } from '#server/uploads/repository.js';
import { itemTranslations, type TranslatedItemColumns } from '../translations.js';

// Products and offers share their text, prices, photos and timestamps: the same columns, the same
// API fields. Each service adds what is its own (a product's category, colours and sold-out flag).

export interface CatalogueItemRow extends JoinedImageColumns, TranslatedItemColumns {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  offer_price_cents: number | null;
  track_stock: number;
  created_at: string;
  updated_at: string;
}

export interface CatalogueItemFields extends ImageFields {
  id: string;
  name: string;
  description: string;
  translations: ItemTranslations;
  price: number;
  offerPrice: number | null;
  photos: Photo[];
  createdAt: string;
  updatedAt: string;
}

/** The shared fields of a response; `photos` are the item's, in order (the first is `image`). */
export function catalogueItemFields(row: CatalogueItemRow, photos: Photo[]): CatalogueItemFields {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    translations: itemTranslations(row),
    price: centsToDollars(row.price_cents),
    offerPrice: row.offer_price_cents === null ? null : centsToDollars(row.offer_price_cents),
    ...imageFieldsFor(joinedImage(row)),
    photos,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A form's shared fields, as the contract's schemas give them: prices in cents, a missing translation null. */
export interface CatalogueItemFormFields {
  name: string;
  description: string;
  nameFr: string | null;
  nameAr: string | null;
  descriptionFr: string | null;
  descriptionAr: string | null;
  priceCents: number;
  offerPriceCents: number | null;
  trackStock: boolean;
}

/** The columns a form's shared fields write; search looks through the text in every language. */
export function catalogueItemColumns(fields: CatalogueItemFormFields) {
  return {
    name: fields.name,
    description: fields.description,
    name_fr: fields.nameFr,
    name_ar: fields.nameAr,
    description_fr: fields.descriptionFr,
    description_ar: fields.descriptionAr,
    search_text: searchTextOf(fields.name, fields.description, fields.nameFr, fields.descriptionFr, fields.nameAr, fields.descriptionAr),
    price_cents: fields.priceCents,
    offer_price_cents: fields.offerPriceCents,
    track_stock: fields.trackStock ? 1 : 0,
  };
}
