import type { Db } from '../db/connect.js';
import type { NewProduct, ProductUpdate } from '../db/schema.js';
import { toCount } from '../db/text.js';
import { countSearchMatches, matchesSearch, planSearch, type SearchPath } from '../search/matching.js';
import { imageColumns } from '../uploads/repository.js';

export interface ProductFilter {
  search?: string;
  categoryId?: string;
}

function baseQuery(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('images', 'images.id', 'products.image_id');
}

/** Products passing the filter, without joins: what COUNT and the page of ids read. */
function filteredProducts(db: Db, filter: ProductFilter, path?: SearchPath) {
  const { search, categoryId } = filter;
  // With a category, its index drives the query (counting too) and search matches are only tested against it.
  const searchPath = categoryId !== undefined ? 'indexWalk' : path;
  return db
    .selectFrom('products')
    .$if(search !== undefined, (qb) => qb.where(matchesSearch(db, 'products', search!, searchPath)))
    .$if(categoryId !== undefined, (qb) => qb.where('products.category_id', '=', categoryId!));
}

async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  if (filter.search && !filter.categoryId) {
    const indexed = await countSearchMatches(db, 'products', filter.search);
    if (indexed !== undefined) return indexed;
  }
  const { count } = await filteredProducts(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return toCount(count);
}

const productColumns = [
  'products.id',
  'products.name',
  'products.description',
  'products.price_cents',
  'products.offer_price_cents',
  'products.sold_out',
  'products.category_id',
  'categories.name as category_name',
  'products.colors',
  'products.image_id',
  ...imageColumns,
  'products.created_at',
  'products.updated_at',
] as const;

/**
 * One page, newest first, and the number of matching products. The page's ids are found first over
 * the narrow indexes (no joins, no wide rows), so a deep page reads and joins only the rows it returns.
 */
export async function listProducts(db: Db, filter: ProductFilter, limit: number, offset: number) {
  const total = await countProducts(db, filter);
  if (offset >= total) return { rows: [], total };
  const path =
    filter.search !== undefined && filter.categoryId === undefined
      ? await planSearch(db, 'products', total, offset + limit)
      : undefined;
  const pageIds = filteredProducts(db, filter, path)
    .select('products.id')
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .offset(offset);
  const rows = await baseQuery(db)
    .select(productColumns)
    .where('products.id', 'in', pageIds)
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .execute();
  return { rows, total };
}

export type ProductListRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

export async function findProduct(db: Db, id: string): Promise<ProductListRow | undefined> {
  return baseQuery(db).select(productColumns).where('products.id', '=', id).executeTakeFirst();
}

export async function findProductImageId(db: Db, id: string): Promise<{ image_id: string | null } | undefined> {
  return db.selectFrom('products').select('image_id').where('id', '=', id).executeTakeFirst();
}

export async function insertProduct(db: Db, row: NewProduct): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function updateProduct(db: Db, id: string, changes: ProductUpdate): Promise<void> {
  await db.updateTable('products').set(changes).where('id', '=', id).execute();
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}
