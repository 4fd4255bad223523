import { validation } from '#contract/messages/validation.js';
import type { Product, ProductFields, ProductListQuery } from '#contract/product.js';
import { findCategory } from '../categories/repository.js';
import { catalogueItemColumns, catalogueItemFields } from '../catalogue/item/fields.js';
import { CatalogueItemService } from '../catalogue/item/service.js';
import { nameTranslations } from '../catalogue/translations.js';
import type { Db } from '../db/connect.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { fieldError } from '../http/errors.js';
import type { ImageLibrary } from '../uploads/library.js';
import { findProduct, listProducts, type ProductListRow } from './repository.js';

function toProduct(row: ProductListRow): Product {
  return {
    ...catalogueItemFields(row),
    soldOut: row.sold_out === 1,
    categoryId: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? {
            id: row.category_id,
            name: row.category_name,
            translations: nameTranslations(row.category_name_fr, row.category_name_ar),
          }
        : null,
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

/** A catalogue item in a category, with colours and a sold-out flag. */
export class ProductService extends CatalogueItemService<ProductListRow, Product, ProductFields, ProductListQuery> {
  constructor(db: Db, images: ImageLibrary) {
    super(db, images, { table: 'products', noun: 'Product', list: listProducts, find: findProduct, toItem: toProduct, columns });
  }

  protected override async checkFields(fields: ProductFields): Promise<void> {
    if (!(await findCategory(this.db, fields.categoryId))) throw unknownCategory();
  }

  /** The category can vanish between the check and the write; the foreign key catches it. */
  protected override async guardWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownCategory();
      throw error;
    }
  }
}
