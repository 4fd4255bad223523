import type { Photo } from '#contract/image.js';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import { photoFor } from '#server/images/storage.js';
import { toStoredImage, type StoredImage } from '#server/uploads/repository.js';

// The SQL of an item's photos (item_photos): rows in the owner's order, position 0 the main one,
// each naming a stored image. An item's photos are written whole, never edited one by one.

export type PhotoKind = 'product' | 'offer';

/** The photos of each of `itemIds` in their order, one query for them all; an item without any is absent. */
async function findPhotosOf(db: Db, kind: PhotoKind, itemIds: readonly string[]): Promise<Map<string, StoredImage[]>> {
  const photos = new Map<string, StoredImage[]>();
  if (itemIds.length === 0) return photos;
  const rows = await db
    .selectFrom('item_photos')
    .innerJoin('images', 'images.id', 'item_photos.image_id')
    .select(['item_photos.item_id', 'images.id', 'images.width', 'images.height', 'images.widths'])
    .where('item_photos.kind', '=', kind)
    .where('item_photos.item_id', 'in', [...new Set(itemIds)])
    .orderBy('item_photos.item_id')
    .orderBy('item_photos.position')
    .execute();
  for (const row of rows) {
    const list = photos.get(row.item_id) ?? [];
    list.push(toStoredImage(row));
    photos.set(row.item_id, list);
  }
  return photos;
}

/** The responses' `photos` of each item, by item id. */
export async function responsePhotosOf(db: Db, kind: PhotoKind, itemIds: readonly string[]): Promise<Map<string, Photo[]>> {
  const photos = await findPhotosOf(db, kind, itemIds);
  return new Map([...photos].map(([itemId, images]) => [itemId, images.map(photoFor)]));
}

/** The image ids of one item's photos, in order. */
export async function findPhotoIds(db: Db, kind: PhotoKind, itemId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('item_photos')
    .select('image_id')
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.image_id);
}

/**
 * Makes the item's photos exactly `imageIds`, in that order; run it in the item's transaction. An
 * image removed meanwhile fails it with the foreign key's violation.
 */
export async function writePhotos(trx: Db, kind: PhotoKind, itemId: string, imageIds: readonly string[], at: string): Promise<void> {
  await deletePhotos(trx, kind, itemId);
  if (imageIds.length === 0) return;
  const rows = imageIds.map((imageId, position) => ({ id: uuidv7(), kind, item_id: itemId, position, image_id: imageId, created_at: at }));
  await trx.insertInto('item_photos').values(rows).execute();
}

export async function deletePhotos(trx: Db, kind: PhotoKind, itemId: string): Promise<void> {
  await trx.deleteFrom('item_photos').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}
