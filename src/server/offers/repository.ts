import type { Db } from '../db/connect.js';
import type { Insertable, Updateable } from 'kysely';
import type { OffersTable } from '../db/schema.js';
import { toCount } from '../db/text.js';
import { countSearchMatches, matchesSearch, planSearch, type SearchPath } from '../search/matching.js';
import { imageColumns } from '../uploads/repository.js';

function withImage(db: Db) {
  return db.selectFrom('offers').leftJoin('images', 'images.id', 'offers.image_id');
}

/** Offers matching the search, without joins: what COUNT and the page of ids read. */
function filteredOffers(db: Db, search: string | undefined, path?: SearchPath) {
  return db
    .selectFrom('offers')
    .$if(search !== undefined, (qb) => qb.where(matchesSearch(db, 'offers', search!, path)));
}

async function countOffers(db: Db, search: string | undefined): Promise<number> {
  const indexed = search ? await countSearchMatches(db, 'offers', search) : undefined;
  if (indexed !== undefined) return indexed;
  const { count } = await filteredOffers(db, search)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return toCount(count);
}

const offerColumns = [
  'offers.id',
  'offers.name',
  'offers.description',
  'offers.price_cents',
  'offers.offer_price_cents',
  'offers.image_id',
  ...imageColumns,
  'offers.created_at',
  'offers.updated_at',
] as const;

/** One page, newest first, and the number of matches; ids first, as for products. */
export async function listOffers(db: Db, search: string | undefined, limit: number, offset: number) {
  const total = await countOffers(db, search);
  if (offset >= total) return { rows: [], total };
  const path = search === undefined ? undefined : await planSearch(db, 'offers', total, offset + limit);
  const pageIds = filteredOffers(db, search, path)
    .select('offers.id')
    .orderBy('offers.created_at', 'desc')
    .orderBy('offers.id', 'desc')
    .limit(limit)
    .offset(offset);
  const rows = await withImage(db)
    .select(offerColumns)
    .where('offers.id', 'in', pageIds)
    .orderBy('offers.created_at', 'desc')
    .orderBy('offers.id', 'desc')
    .execute();
  return { rows, total };
}

export type OfferListRow = Awaited<ReturnType<typeof listOffers>>['rows'][number];

export async function findOffer(db: Db, id: string): Promise<OfferListRow | undefined> {
  return withImage(db).select(offerColumns).where('offers.id', '=', id).executeTakeFirst();
}

export async function findOfferImageId(db: Db, id: string): Promise<{ image_id: string | null } | undefined> {
  return db.selectFrom('offers').select('image_id').where('id', '=', id).executeTakeFirst();
}

export async function insertOffer(db: Db, row: Insertable<OffersTable>): Promise<void> {
  await db.insertInto('offers').values(row).execute();
}

export async function updateOffer(db: Db, id: string, changes: Updateable<OffersTable>): Promise<void> {
  await db.updateTable('offers').set(changes).where('id', '=', id).execute();
}

export async function deleteOffer(db: Db, id: string): Promise<void> {
  await db.deleteFrom('offers').where('id', '=', id).execute();
}
