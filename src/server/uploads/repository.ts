import type { Db } from '../db/connect.js';
import { nowIso } from '../db/text.js';
import type { ImageRow } from '../db/schema.js';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

export function toStoredImage(row: Pick<ImageRow, 'id' | 'width' | 'height' | 'widths'>): StoredImage {
  return { id: row.id, width: row.width, height: row.height, widths: JSON.parse(row.widths) as number[] };
}

/** The image columns every entity query joins in, and how to read them back. */
export interface JoinedImageColumns {
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  image_widths: string | null;
}

export function joinedImage(row: JoinedImageColumns): StoredImage | null {
  if (!row.image_id || row.image_width === null || row.image_height === null || row.image_widths === null) return null;
  return toStoredImage({ id: row.image_id, width: row.image_width, height: row.image_height, widths: row.image_widths });
}

export const imageColumns = ['images.width as image_width', 'images.height as image_height', 'images.widths as image_widths'] as const;

export async function insertImageIfAbsent(db: Db, image: StoredImage): Promise<void> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      width: image.width,
      height: image.height,
      widths: JSON.stringify(image.widths),
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findImage(db: Db, id: string): Promise<StoredImage | null> {
  const row = await db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredImage(row) : null;
}

/** The rows that keep an image in use: an item's picture or photos, or a carousel slide. */
export const IMAGE_USERS = ['products', 'offers', 'item_photos', 'carousel_images'] as const;

export async function isImageReferenced(db: Db, id: string): Promise<boolean> {
  for (const table of IMAGE_USERS) {
    const row = await db.selectFrom(table).select('id').where('image_id', '=', id).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

export async function deleteImageRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('images').where('id', '=', id).execute();
}

/** Images nothing uses that were stored before `createdBefore` (an ISO timestamp). */
export async function listUnreferencedImageIds(db: Db, createdBefore: string): Promise<string[]> {
  const rows = await db
    .selectFrom('images')
    .select('images.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          IMAGE_USERS.map((table) => selectFrom(table).select(`${table}.id as id`).whereRef(`${table}.image_id`, '=', 'images.id')).reduce(
            (all, users) => all.unionAll(users),
          ),
        ),
      ),
    )
    .where('images.created_at', '<', createdBefore)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the image was stored before `createdBefore` (an ISO timestamp); false when it is gone. */
export async function isImageOlderThan(db: Db, id: string, createdBefore: string): Promise<boolean> {
  const row = await db.selectFrom('images').select('id').where('id', '=', id).where('created_at', '<', createdBefore).executeTakeFirst();
  return row !== undefined;
}

/**
 * Restarts an image's age: an upload of bytes stored before counts from now, so a sweep of old
 * uploads no form named never takes one that was just uploaded again.
 */
export async function touchImage(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('images').set({ created_at: at }).where('id', '=', id).execute();
}

/**
 * Makes images a write stopped using count as abandoned from its commit, so that a sweep takes those
 * nothing uses at once when a crash cuts off their release (an upload no form named yet waits its day).
 */
export async function ageReleasedImages(db: Db, ids: ReadonlyArray<string | null>): Promise<void> {
  const released = [...new Set(ids.filter((id): id is string => id !== null))];
  if (released.length === 0) return;
  await db
    .updateTable('images')
    .set({ created_at: new Date(0).toISOString() })
    .where('id', 'in', released)
    .execute();
}

/** The stored images among `ids`, by id. */
export async function findImages(db: Db, ids: readonly string[]): Promise<Map<string, StoredImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, toStoredImage(row)]));
}

export async function listAllImages(db: Db): Promise<StoredImage[]> {
  const rows = await db.selectFrom('images').selectAll().execute();
  return rows.map(toStoredImage);
}
