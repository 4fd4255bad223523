import { googleCategoryIdOf } from '#contract/google-product-taxonomy.js';
import type { Db } from '../db/connect.js';
import { SEARCHED_COLUMNS } from '../search/catalogue-search.js';

// The SQL of the product feed: the whole public catalogue in slices read by id, and the owner's feed
// settings (one row).

const ITEM_COLUMNS = [...SEARCHED_COLUMNS, 'price_cents', 'offer_price_cents', 'track_stock', 'image_id'] as const;
const PRODUCT_COLUMNS = [...ITEM_COLUMNS, 'sold_out', 'category_id', 'colors'] as const;

/** Products (then offers) read at a time: each query a short one, so that the rows of a large shop never hold the event loop at once. */
export const FEED_SLICE = 200;

async function readProducts(db: Db, after: string, size: number) {
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '>', after).orderBy('id').limit(size).execute();
}
async function readOffers(db: Db, after: string, size: number) {
  return db.selectFrom('offers').select(ITEM_COLUMNS).where('id', '>', after).orderBy('id').limit(size).execute();
}

/**
 * The photos (in order, the main one first) and the tracked counts of these items: an item not tracked
 * is never sold out by a count. Tracked is checked here, not in SQL, where the planner took the index on
 * `(tracked, count)` and read every count of the shop for each slice.
 */
async function readPhotosAndCounts(db: Db, kind: 'product' | 'offer', ids: string[]) {
  return Promise.all([
    db
      .selectFrom('item_photos')
      .select(['kind', 'item_id', 'image_id'])
      .where('kind', '=', kind)
      .where('item_id', 'in', ids)
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('stock_levels')
      .select(['kind', 'item_id', 'color_key', 'count', 'tracked'])
      .where('kind', '=', kind)
      .where('item_id', 'in', ids)
      .execute(),
  ]).then(([photos, levels]) => [photos, levels.filter((level) => level.tracked === 1)] as const);
}

export async function listCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'name', 'name_fr', 'name_ar']).orderBy('name').execute();
}

export interface FeedCatalogue {
  products: Awaited<ReturnType<typeof readProducts>>;
  offers: Awaited<ReturnType<typeof readOffers>>;
  categories: Awaited<ReturnType<typeof listCategories>>;
  photos: Array<{ kind: string; item_id: string; image_id: string }>;
  counts: Array<{ kind: string; item_id: string; color_key: string; count: number }>;
}

/**
 * Everything the feed says of the catalogue, a slice of `size` products (then of offers) at a time, by
 * id, each with its own photos and counts; every slice has all the categories.
 */
export async function* readFeedCatalogue(db: Db, size = FEED_SLICE): AsyncGenerator<FeedCatalogue> {
  const categories = await listCategories(db);
  for await (const products of byId((after) => readProducts(db, after, size))) {
    const [photos, counts] = await readPhotosAndCounts(
      db,
      'product',
      products.map((product) => product.id),
    );
    yield { products, offers: [], categories, photos, counts };
  }
  for await (const offers of byId((after) => readOffers(db, after, size))) {
    const [photos, counts] = await readPhotosAndCounts(
      db,
      'offer',
      offers.map((offer) => offer.id),
    );
    yield { products: [], offers, categories, photos, counts };
  }
}

/** The rows `read` gives after the last id it gave, until there are none. */
async function* byId<Row extends { id: string }>(read: (after: string) => Promise<Row[]>): AsyncGenerator<Row[]> {
  for (let rows = await read(''); rows.length > 0; rows = await read(rows.at(-1)!.id)) yield rows;
}

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
