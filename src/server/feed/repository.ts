import { googleCategoryIdOf } from '#contract/google-product-taxonomy.js';
import type { Db } from '../db/connect.js';

// The SQL of the product feed: the whole public catalogue in a few queries, each one pass over its
// table, and the owner's feed settings (one row).

/** Everything the feed says of the catalogue, read in one go. */
export async function readFeedCatalogue(db: Db) {
  const [products, offers, categories, photos, counts] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'name',
        'description',
        'name_fr',
        'name_ar',
        'description_fr',
        'description_ar',
        'price_cents',
        'offer_price_cents',
        'sold_out',
        'track_stock',
        'category_id',
        'colors',
        'image_id',
      ])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('offers')
      .select([
        'id',
        'name',
        'description',
        'name_fr',
        'name_ar',
        'description_fr',
        'description_ar',
        'price_cents',
        'offer_price_cents',
        'track_stock',
        'image_id',
      ])
      .orderBy('id')
      .execute(),
    db.selectFrom('categories').select(['id', 'name', 'name_fr', 'name_ar']).orderBy('name').execute(),
    db.selectFrom('item_photos').select(['kind', 'item_id', 'image_id']).orderBy('kind').orderBy('item_id').orderBy('position').execute(),
    // The counts of tracked items only: an item not tracked is never sold out by a count.
    db.selectFrom('stock_levels').select(['kind', 'item_id', 'color_key', 'count']).where('tracked', '=', 1).execute(),
  ]);
  return { products, offers, categories, photos, counts };
}
export type FeedCatalogue = Awaited<ReturnType<typeof readFeedCatalogue>>;

/**
 * The owner's feed settings. Categories saved as free text before the feed took only Google's numbers
 * are read as the number their exact path, number or name stands for, and dropped otherwise
 * ("Lipstick stuff"): the next save stores the numbers alone.
 */
export async function findFeedSettings(db: Db) {
  const row = await db.selectFrom('feed_settings').select(['brand', 'categories']).where('id', '=', 1).executeTakeFirst();
  return row && { ...row, categories: googleCategoryIds(row.categories) };
}

/** The stored mapping (JSON of category id → text) with each value a number from Google's list, or left out. */
function googleCategoryIds(stored: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return '{}';
  }
  if (!parsed || typeof parsed !== 'object') return '{}';
  const ids = Object.entries(parsed).flatMap(([category, text]) => {
    const id = typeof text === 'string' ? googleCategoryIdOf(text) : undefined;
    return id ? [[category, id]] : [];
  });
  return JSON.stringify(Object.fromEntries(ids));
}

/** Writes the one row; its triggers bump the catalogue version. */
export async function storeFeedSettings(db: Db, brand: string | null, categories: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('feed_settings')
    .values({ id: 1, brand, categories, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ brand, categories, updated_at: updatedAt }))
    .execute();
}
