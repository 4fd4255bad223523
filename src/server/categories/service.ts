import type { Category, CategoryInput } from '#contract/category.js';
import { validation } from '#contract/messages/validation.js';
import type { ListResponse } from '#contract/pagination.js';
import { nameTranslations } from '../catalogue/translations.js';
import { catalogueTransaction } from '../catalogue/version.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { uuidv7 } from '../db/ids.js';
import type { CategoryRow } from '../db/schema.js';
import { foldText, nowIso } from '../db/text.js';
import { fieldError, notFound } from '../http/errors.js';
import * as repo from './repository.js';

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  translations: nameTranslations(row.name_fr, row.name_ar),
});
const duplicate = () => fieldError('name', validation.categoryNameExists, 409);

export class CategoryService {
  constructor(private readonly db: Db) {}

  async list(page: number, limit: number): Promise<ListResponse<Category>> {
    const { rows, pagination } = await repo.listCategoriesPage(this.db, page, limit);
    return { data: rows.map(toCategory), pagination };
  }

  async all(): Promise<Category[]> {
    return (await repo.listAllCategories(this.db)).map(toCategory);
  }

  async create({ name, nameFr, nameAr }: CategoryInput): Promise<Category> {
    const nameKey = foldText(name);
    if (await repo.findCategoryByKey(this.db, nameKey)) throw duplicate();
    const now = nowIso();
    const row: CategoryRow = {
      id: uuidv7(),
      name,
      name_fr: nameFr,
      name_ar: nameAr,
      name_key: nameKey,
      created_at: now,
      updated_at: now,
    };
    try {
      await catalogueTransaction(this.db, (trx) => repo.insertCategory(trx, row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    return toCategory(row);
  }

  /** Every name is replaced: a translation not given is removed. */
  async update(id: string, { name, nameFr, nameAr }: CategoryInput): Promise<Category> {
    const nameKey = foldText(name);
    const clash = await repo.findCategoryByKey(this.db, nameKey);
    if (clash && clash.id !== id) throw duplicate();
    const names = { name, name_fr: nameFr, name_ar: nameAr, name_key: nameKey };
    try {
      await catalogueTransaction(this.db, async (trx) => {
        if (!(await repo.renameCategory(trx, id, names, nowIso()))) throw notFound('Category');
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    return { id, name, translations: nameTranslations(nameFr, nameAr) };
  }

  /** Its products stay, without a category (the foreign key sets it to null). */
  async delete(id: string): Promise<void> {
    await catalogueTransaction(this.db, async (trx) => {
      if (!(await repo.deleteCategory(trx, id))) throw notFound('Category');
    });
  }
}
