import type { ColorTranslations } from '#contract/color.js';
import type { Photo } from '#contract/image.js';
import { validation } from '#contract/messages/validation.js';
import type { Product, ProductFields, ProductListQuery } from '#contract/product.js';
import { findCategory } from '../categories/repository.js';
import { catalogueItemColumns, catalogueItemFields } from '../catalogue/item/fields.js';
import { CatalogueItemService, type LowStockThreshold, type SavedFields } from '../catalogue/item/service.js';
import { stockResponse, type CountsByItem } from '../stock/service.js';
import { nameTranslations } from '../catalogue/translations.js';
import type { Db } from '../db/connect.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { fieldError } from '../http/errors.js';
import { lookAlikeKey } from '../look-alike.js';
import type { ImageLibrary } from '../uploads/library.js';
import { findProduct, listProducts, type ProductListRow } from './repository.js';

function toProduct(row: ProductListRow, counts: CountsByItem, threshold: number, photos: Photo[]): Product {
  // Colours saved before photos existed have no `photo`, and those saved before translations none.
  const colors = JSON.parse(row.colors) as Array<{
    name: string;
    hexCode: string;
    photo?: string | null;
    translations?: Partial<ColorTranslations>;
  }>;
  const stock = stockResponse(
    counts,
    threshold,
    row,
    colors.map((color) => color.hexCode),
  );
  const { soldOut } = stock;
  return {
    ...catalogueItemFields(row, photos),
    soldOut,
    trackStock: stock.trackStock,
    left: soldOut ? null : stock.left,
    categoryId: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? {
            id: row.category_id,
            name: row.category_name,
            translations: nameTranslations(row.category_name_fr, row.category_name_ar),
          }
        : null,
    colors: colors.map(({ name, hexCode, photo, translations }) => {
      const available = stock.colors.get(hexCode.toUpperCase());
      return {
        name,
        hexCode,
        soldOut: soldOut || (available?.soldOut ?? false),
        left: soldOut ? null : (available?.left ?? null),
        // Saves keep it one of the photos; a response never names one it does not list.
        photo: photo && photos.some((shown) => shown.id === photo) ? photo : null,
        translations: nameTranslations(translations?.fr?.name ?? null, translations?.ar?.name ?? null),
      };
    }),
  };
}

function columns(fields: SavedFields<ProductFields>) {
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
  constructor(db: Db, images: ImageLibrary, threshold?: LowStockThreshold) {
    super(
      db,
      images,
      {
        table: 'products',
        itemKind: 'product',
        noun: 'Product',
        list: listProducts,
        find: findProduct,
        toItem: toProduct,
        columns,
        stock: (fields) => ({ item: { name: fields.name, colors: fields.colors, tracked: fields.trackStock }, counts: fields.stock }),
        colorPhotos: (fields) => fields.colors.flatMap((color) => (color.photo ? [color.photo] : [])),
      },
      threshold,
    );
  }

  protected override async checkFields(fields: ProductFields): Promise<void> {
    // The form refuses the same name twice; a look-alike ("Rose" in Greek letters) only the server can tell.
    const keys = fields.colors.map((color) => lookAlikeKey(color.name));
    if (keys.some((key, index) => keys.indexOf(key) !== index)) throw fieldError('colors', validation.colorNameLookAlike);
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
