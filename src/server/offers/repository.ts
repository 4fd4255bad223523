import type { Db } from '../db/connect.js';
import type { Insertable, Updateable } from 'kysely';
import type { OffersTable } from '../db/schema.js';
import { toCount } from '../db/text.js';
import { matchesSearch } from '../search/matching.js';
import { imageColumns } from '../uploads/repository.js';

function filtered(db: Db, search?: string) {
  let query = db.selectFrom('offers').leftJoin('images', 'images.id', 'offers.image_id');
  if (search) query = query.where(matchesSearch(db, 'offers', search));
  return query;
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

export async function listOffers(db: Db, search: string | undefined, limit: number, offset: number) {
  const total = await filtered(db, search)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, search)
    .select(offerColumns)
    .orderBy('offers.created_at', 'desc')
    .orderBy('offers.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: toCount(total.count) };
}

export type OfferListRow = Awaited<ReturnType<typeof listOffers>>['rows'][number];

export async function findOffer(db: Db, id: string): Promise<OfferListRow | undefined> {
  return filtered(db).select(offerColumns).where('offers.id', '=', id).executeTakeFirst();
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
