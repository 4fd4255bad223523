import { centsToDollars } from '#contract/fields.js';
import type { ImageFields } from '#contract/image.js';
import { searchTextOf } from '#server/db/text.js';
import { imageFieldsFor } from '#server/images/storage.js';
import { joinedImage, type JoinedImageColumns } from '#server/uploads/repository.js';

// Products and offers share their text, prices, picture and timestamps: the same columns, the same
// API fields. Each service adds what is its own (a product's category, colours and sold-out flag).

export interface CatalogueItemRow extends JoinedImageColumns {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  offer_price_cents: number | null;
  created_at: string;
  updated_at: string;
}

export interface CatalogueItemFields extends ImageFields {
  id: string;
  name: string;
  description: string;
  price: number;
  offerPrice: number | null;
  createdAt: string;
  updatedAt: string;
}

export function catalogueItemFields(row: CatalogueItemRow): CatalogueItemFields {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToDollars(row.price_cents),
    offerPrice: row.offer_price_cents === null ? null : centsToDollars(row.offer_price_cents),
    ...imageFieldsFor(joinedImage(row)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a form's shared fields write (prices arrive in cents from the contract's schemas). */
export function catalogueItemColumns(fields: { name: string; description: string; priceCents: number; offerPriceCents: number | null }) {
  return {
    name: fields.name,
    description: fields.description,
    search_text: searchTextOf(fields.name, fields.description),
    price_cents: fields.priceCents,
    offer_price_cents: fields.offerPriceCents,
  };
}
