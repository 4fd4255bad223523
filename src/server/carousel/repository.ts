import type { Db } from '../db/connect.js';
import type { CarouselImageRow } from '../db/schema.js';
import { imageColumns } from '../uploads/repository.js';

function withImage(db: Db) {
  return db
    .selectFrom('carousel_images')
    .innerJoin('images', 'images.id', 'carousel_images.image_id')
    .select(['carousel_images.id', 'carousel_images.image_id', ...imageColumns, 'carousel_images.created_at']);
}

/** In the order added. */
export function listCarouselImages(db: Db) {
  return withImage(db).orderBy('carousel_images.created_at').orderBy('carousel_images.id').execute();
}

export type CarouselImageListRow = Awaited<ReturnType<typeof listCarouselImages>>[number];

export function findCarouselImage(db: Db, id: string): Promise<CarouselImageListRow | undefined> {
  return withImage(db).where('carousel_images.id', '=', id).executeTakeFirst();
}

export async function insertCarouselImage(db: Db, row: CarouselImageRow): Promise<void> {
  await db.insertInto('carousel_images').values(row).execute();
}

/** Deletes the row and returns the image it showed; undefined when there was no such row. */
export async function deleteCarouselImage(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('carousel_images').select('image_id').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('carousel_images').where('id', '=', id).execute();
  return row.image_id;
}
