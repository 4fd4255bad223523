// A large made-up catalogue written straight into the database in big batches, for the benchmarks.
// Rows carry what the shop's own writes would give them (folded search_text, JSON colours, image rows),
// so the repository reads them exactly as it reads real ones.
import { createHash } from 'node:crypto';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import { foldText, searchTextOf } from '#server/db/text.js';
import type { NewProduct } from '#server/db/schema.js';
import { randomSource } from '#test/fixtures/random.js';

const CATEGORY_NAMES = ['Lips', 'Eyes', 'Face', 'Skin care', 'Hair', 'Nails', 'Fragrance', 'Body', 'Men', 'Sun care', 'Tools', 'Gift sets'];
const BRANDS = ['Cedar', 'Byblos', 'Jounieh', 'Levant', 'Phoenicia', 'Zahle', 'Batroun', 'Sidon', 'Tyre', 'Anfeh'];
const KINDS = [
  'Lipstick',
  'Lip gloss',
  'Mascara',
  'Eyeliner',
  'Foundation',
  'Concealer',
  'Blush',
  'Highlighter',
  'Serum',
  'Face cream',
  'Night cream',
  'Cleanser',
  'Toner',
  'Shampoo',
  'Hair oil',
  'Nail polish',
  'Eau de parfum',
  'Body lotion',
  'Sunscreen SPF 50',
  'Brush set',
];
const SHADES = ['Rosé', 'Nude', 'Ruby', 'Coral', 'Mocha', 'Crème brûlée', 'Velvet plum', 'Sable', 'Ivoire', 'Cerise'];
const PHRASES = [
  'long-lasting matte finish',
  'hydrating formula with argan oil',
  'for sensitive skin',
  'paraben free',
  'with shea butter and vitamin E',
  'lightweight and non-greasy',
  'dermatologically tested',
  'vegan and cruelty free',
  'rich in hyaluronic acid',
  'a soft satin glow',
  'water resistant for 12 hours',
  'made in Lebanon',
  'enriched with rose water',
  'gentle daily care',
  'fragrance free',
];
const ARABIC = [
  'كريم مرطب للوجه',
  'أحمر شفاه بلون الورد',
  'زيت الأرغان للشعر',
  'عطر فاخر من بيروت',
  'ماسكارا مقاومة للماء',
  'واقي شمس للبشرة الحساسة',
  'مناسب لجميع أنواع البشرة',
];
/** A word no generated text holds, given to a handful of products: the "rare" search. */
export const RARE_WORD = 'Qadisha';
export const COMMON_TERM = 'cream';
const RARE_EVERY = 20_000;

/** A product's colours as its form saves them. */
export type BenchColor = { name: string; hexCode: string };
const TWO_COLORS: BenchColor[] = [
  { name: 'Ruby', hexCode: '#9b111e' },
  { name: 'Nude', hexCode: '#e3bc9a' },
];

export interface FilledCatalogue {
  categoryIds: string[];
  productIds: string[];
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export function productText(random: () => number, i: number): { name: string; description: string } {
  const name = `${pick(random, BRANDS)} ${pick(random, KINDS)} – ${pick(random, SHADES)}`;
  const parts = [pick(random, PHRASES), pick(random, PHRASES)];
  if (random() < 0.15) parts.push(pick(random, ARABIC));
  if (i % RARE_EVERY === 7) parts.push(`from the ${RARE_WORD} valley`);
  return { name, description: `${parts.join(', ')}.` };
}

/**
 * Fills an empty, migrated database with `count` products in `categories` categories, newest last.
 * `images` image rows are shared among the products, so list JSON carries image URLs. `colorsOf`
 * takes the product's index, not the random source, so the text stays the same whatever it gives.
 */
export async function fillCatalogue(
  db: Db,
  options: {
    count: number;
    images?: number;
    batchSize?: number;
    onProgress?: (done: number) => void;
    colorsOf?: (index: number) => BenchColor[];
    trackStock?: boolean;
  },
): Promise<FilledCatalogue> {
  const { count, images = 6, batchSize = 1000, onProgress, colorsOf = () => TWO_COLORS, trackStock = false } = options;
  const random = randomSource(20_260_601);
  const start = Date.parse('2024-01-01T00:00:00Z');
  const categoryIds = CATEGORY_NAMES.map(() => uuidv7());
  const imageIds = Array.from({ length: images }, (_, i) => createHash('sha256').update(`bench image ${i}`).digest('hex').slice(0, 32));
  await db.transaction().execute(async (trx) => {
    const now = new Date(start).toISOString();
    await trx
      .insertInto('categories')
      .values(CATEGORY_NAMES.map((name, i) => ({ id: categoryIds[i]!, name, name_key: foldText(name), created_at: now, updated_at: now })))
      .execute();
    if (imageIds.length > 0) {
      await trx
        .insertInto('images')
        .values(imageIds.map((id) => ({ id, width: 1280, height: 960, widths: '[320,640,960,1280]', created_at: now })))
        .execute();
    }
  });
  const productIds: string[] = [];
  for (let from = 0; from < count; from += batchSize) {
    const rows: NewProduct[] = [];
    for (let i = from; i < Math.min(count, from + batchSize); i += 1) {
      const { name, description } = productText(random, i);
      const createdAt = new Date(start + i * 60_000).toISOString();
      const price = 500 + Math.floor(random() * 9500);
      const id = uuidv7();
      productIds.push(id);
      rows.push({
        id,
        name,
        description,
        search_text: searchTextOf(name, description),
        price_cents: price,
        offer_price_cents: random() < 0.2 ? Math.floor(price * 0.8) : null,
        sold_out: random() < 0.1 ? 1 : 0,
        // A few products without a category, as after a category is deleted.
        category_id: random() < 0.02 ? null : pick(random, categoryIds),
        colors: JSON.stringify(colorsOf(i)),
        track_stock: trackStock ? 1 : 0,
        image_id: imageIds.length > 0 ? pick(random, imageIds) : null,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    await db.transaction().execute((trx) => trx.insertInto('products').values(rows).execute());
    onProgress?.(Math.min(count, from + batchSize));
  }
  return { categoryIds, productIds };
}
