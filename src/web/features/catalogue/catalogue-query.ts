import { PAGE_SIZE } from '#contract/constants.js';
import { productListQuery, type ProductListParams } from '#web/api/products.js';
import { CATEGORY_PARAM } from '#web/navigation/catalogue-position.js';
import { parsePage } from '#web/navigation/use-list-search.js';

/** The catalogue page the URL asks for: the page shows it, and the server renders it (routes/route-data.ts). */
export function catalogueListParams(params: URLSearchParams): ProductListParams & { categoryId: string | null } {
  return {
    page: parsePage(params.get('page')),
    limit: PAGE_SIZE.catalogue,
    search: params.get('search') ?? '',
    categoryId: params.get(CATEGORY_PARAM) || null,
  };
}

export const catalogueQuery = (params: URLSearchParams) => productListQuery(catalogueListParams(params));
