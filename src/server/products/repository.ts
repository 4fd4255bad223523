import type { Db } from '../db/connect.js';
import type { NewProduct, ProductUpdate } from '../db/schema.js';
import { toCount } from '../db/text.js';
import { matchesSearch } from '../search/matching.js';
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

function filtered(db: Db, filter: ProductFilter) {
  let query = baseQuery(db);
  if (filter.search) query = query.where(matchesSearch(db, 'products', filter.search));
  if (filter.categoryId) query = query.where('products.category_id', '=', filter.categoryId);
  return query;
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

export async function listProducts(db: Db, filter: ProductFilter, limit: number, offset: number) {
  const total = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .select(productColumns)
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: toCount(total.count) };
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
