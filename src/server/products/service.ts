import { validation } from '../../contract/messages/validation.js';
import { paginate, type ListResponse } from '../../contract/pagination.js';
import type { Product, ProductFields, ProductListQuery } from '../../contract/product.js';
import { catalogueItemColumns, catalogueItemFields } from '../catalog/item-fields.js';
import type { Db } from '../db/connect.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { uuidv7 } from '../db/ids.js';
import { nowIso } from '../db/text.js';
import { fieldError, notFound } from '../http/errors.js';
import { findCategory } from '../categories/repository.js';
import type { ImageLibrary, Upload } from '../uploads/library.js';
import * as repo from './repository.js';

export function toProduct(row: repo.ProductListRow): Product {
  return {
    ...catalogueItemFields(row),
    soldOut: row.sold_out === 1,
    categoryId: row.category_id,
    category: row.category_id !== null && row.category_name !== null ? { id: row.category_id, name: row.category_name } : null,
    colors: JSON.parse(row.colors) as Product['colors'],
  };
}

function columns(fields: ProductFields) {
  return {
    ...catalogueItemColumns(fields),
    sold_out: fields.soldOut ? 1 : 0,
    category_id: fields.categoryId,
    colors: JSON.stringify(fields.colors),
  };
}

const unknownCategory = () => fieldError('categoryId', validation.selectCategory);

export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageLibrary,
  ) {}

  async list(query: ProductListQuery): Promise<ListResponse<Product>> {
    const { page, limit, search, categoryId } = query;
    const { rows, total } = await repo.listProducts(this.db, { search, categoryId }, limit, (page - 1) * limit);
    return { data: rows.map(toProduct), pagination: paginate(page, limit, total) };
  }

  async get(id: string): Promise<Product> {
    const row = await repo.findProduct(this.db, id);
    if (!row) throw notFound('Product');
    return toProduct(row);
  }

  /** Fields are checked before the image is decoded, so a bad form costs no image work. */
  async create(fields: ProductFields, imageBytes?: Upload): Promise<Product> {
    await this.assertCategory(fields.categoryId);
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    const id = uuidv7();
    const now = nowIso();
    await this.withCategoryCheck(() =>
      this.images.saveWith(image, (trx, imageId) =>
        repo.insertProduct(trx, { id, ...columns(fields), image_id: imageId, created_at: now, updated_at: now }),
      ),
    );
    return this.get(id);
  }

  /** Without a new image the current one stays. */
  async update(id: string, fields: ProductFields, imageBytes?: Upload): Promise<Product> {
    if (!(await repo.findProductImageId(this.db, id))) throw notFound('Product');
    await this.assertCategory(fields.categoryId);
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    await this.withCategoryCheck(() =>
      this.images.replaceWith(image, async (trx, imageId) => {
        const current = await repo.findProductImageId(trx, id);
        if (!current) throw notFound('Product');
        await repo.updateProduct(trx, id, {
          ...columns(fields),
          ...(imageId ? { image_id: imageId } : {}),
          updated_at: nowIso(),
        });
        return current.image_id;
      }),
    );
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    await this.images.deleteWith(async (trx) => {
      const current = await repo.findProductImageId(trx, id);
      if (!current) throw notFound('Product');
      await repo.deleteProduct(trx, id);
      return current.image_id;
    });
  }

  private async assertCategory(categoryId: string): Promise<void> {
    if (!(await findCategory(this.db, categoryId))) throw unknownCategory();
  }

  /** The category can vanish between the check and the write; the foreign key catches it. */
  private async withCategoryCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownCategory();
      throw error;
    }
  }
}
