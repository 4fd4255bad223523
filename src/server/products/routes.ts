import { productFieldsSchema, productListQuerySchema, productListResponseSchema, productSchema } from '#contract/product.js';
import { catalogueItemRoutes } from '../catalogue/item/routes.js';
import { ProductService } from './service.js';

export const productRoutes = catalogueItemRoutes(ProductService, {
  path: '/products',
  noun: { one: 'product', many: 'products', article: 'a' },
  schemas: { item: productSchema, list: productListResponseSchema, listQuery: productListQuerySchema, fields: productFieldsSchema },
});
