import { findItem, itemColumns, listItems } from '../catalogue/item/repository.js';
import type { Db } from '../db/connect.js';

/** An offer's response row is the item's columns alone. */
function selectOffers(db: Db) {
  return db.selectFrom('offers').leftJoin('images', 'images.id', 'offers.image_id').select(itemColumns('offers'));
}

/** One page, newest first, and the number of matching offers. */
export async function listOffers(db: Db, filter: { search?: string }, limit: number, offset: number) {
  return listItems(db, 'offers', selectOffers, filter, limit, offset);
}

export async function findOffer(db: Db, id: string) {
  return findItem(db, 'offers', selectOffers, id);
}

export type OfferListRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;
