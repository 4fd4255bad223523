import { findItem, itemColumns, listItems, type ItemQuery } from '../catalogue/item/repository.js';
import type { Db } from '../db/connect.js';

export interface ProductFilter {
  search?: string;
  categoryId?: string;
}

/** A product's response row: the item's columns with its category and colours. */
function selectProducts(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('images', 'images.id', 'products.image_id')
    .select([
      ...itemColumns('products'),
      'products.sold_out',
      'products.category_id',
      'categories.name as category_name',
      'categories.name_fr as category_name_fr',
      'categories.name_ar as category_name_ar',
      'products.colors',
    ]);
}

/** One page, newest first, and the number of matching products. */
export async function listProducts(db: Db, { search, categoryId }: ProductFilter, limit: number, offset: number) {
  const narrow = categoryId === undefined ? undefined : (query: ItemQuery) => query.where('products.category_id', '=', categoryId);
  return listItems(db, 'products', selectProducts, { search, narrow }, limit, offset);
}

export async function findProduct(db: Db, id: string) {
  return findItem(db, 'products', selectProducts, id);
}

export type ProductListRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;
