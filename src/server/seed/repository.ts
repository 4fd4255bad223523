import type { Db } from '../db/connect.js';

/** No category, product, offer or carousel image yet. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  for (const table of ['categories', 'products', 'offers', 'carousel_images'] as const) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
  }
  return true;
}
