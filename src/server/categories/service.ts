import type { Category, CategoryInput } from '#contract/category.js';
import { recordActivity, type Actor } from '../activity/record.js';
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

  async create(by: Actor | null, { name, nameFr, nameAr }: CategoryInput): Promise<Category> {
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
      await catalogueTransaction(this.db, async (trx) => {
        await repo.insertCategory(trx, row);
        await recordActivity(trx, by, { kind: 'category', action: 'created', subjectId: row.id, subjectLabel: name, at: now });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    return toCategory(row);
  }

  /** Every name is replaced: a translation not given is removed. */
  async update(by: Actor | null, id: string, { name, nameFr, nameAr }: CategoryInput): Promise<Category> {
    const nameKey = foldText(name);
    const clash = await repo.findCategoryByKey(this.db, nameKey);
    if (clash && clash.id !== id) throw duplicate();
    const names = { name, name_fr: nameFr, name_ar: nameAr, name_key: nameKey };
    try {
      await catalogueTransaction(this.db, async (trx) => {
        const at = nowIso();
        if (!(await repo.renameCategory(trx, id, names, at))) throw notFound('Category');
        await recordActivity(trx, by, { kind: 'category', action: 'updated', subjectId: id, subjectLabel: name, at });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    return { id, name, translations: nameTranslations(nameFr, nameAr) };
  }

  /** Its products stay, without a category (the foreign key sets it to null). */
  async delete(by: Actor | null, id: string): Promise<void> {
    await catalogueTransaction(this.db, async (trx) => {
      const category = await repo.findCategory(trx, id);
      if (!category || !(await repo.deleteCategory(trx, id))) throw notFound('Category');
      await recordActivity(trx, by, { kind: 'category', action: 'deleted', subjectId: id, subjectLabel: category.name });
    });
  }
}
