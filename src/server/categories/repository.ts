import type { Db } from '../db/connect.js';
import { selectPage, type Page } from '../db/page.js';
import type { CategoryRow } from '../db/schema.js';

/** Newest first. */
export function listCategoriesPage(db: Db, page: number, limit: number): Promise<Page<CategoryRow>> {
  const query = db.selectFrom('categories').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return selectPage(query, page, limit);
}

export async function listAllCategories(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('name_key').orderBy('id').execute();
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCategoryByKey(db: Db, nameKey: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('name_key', '=', nameKey).executeTakeFirst();
}

export async function insertCategory(db: Db, row: CategoryRow): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export type CategoryNames = Pick<CategoryRow, 'name' | 'name_fr' | 'name_ar' | 'name_key'>;

export async function renameCategory(db: Db, id: string, names: CategoryNames, now: string) {
  const result = await db
    .updateTable('categories')
    .set({ ...names, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
