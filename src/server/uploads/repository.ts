import type { Db } from '../db/connect.js';
import { nowIso } from '../db/text.js';
import type { ImageRow } from '../db/schema.js';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

function toStoredImage(row: Pick<ImageRow, 'id' | 'width' | 'height' | 'widths'>): StoredImage {
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

export const imageColumns = [
  'images.width as image_width',
  'images.height as image_height',
  'images.widths as image_widths',
] as const;

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

export async function isImageReferenced(db: Db, id: string): Promise<boolean> {
  for (const table of ['products', 'offers', 'carousel_images'] as const) {
    const row = await db.selectFrom(table).select('id').where('image_id', '=', id).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

export async function deleteImageRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('images').where('id', '=', id).execute();
}

export async function listUnreferencedImageIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('images')
    .select('images.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('products')
            .select('products.id')
            .whereRef('products.image_id', '=', 'images.id')
            .unionAll(selectFrom('offers').select('offers.id').whereRef('offers.image_id', '=', 'images.id'))
            .unionAll(
              selectFrom('carousel_images')
                .select('carousel_images.id')
                .whereRef('carousel_images.image_id', '=', 'images.id'),
            ),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

export async function listAllImages(db: Db): Promise<StoredImage[]> {
  const rows = await db.selectFrom('images').selectAll().execute();
  return rows.map(toStoredImage);
}
