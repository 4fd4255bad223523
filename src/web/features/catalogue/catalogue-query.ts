import { PAGE_SIZE } from '#contract/constants.js';
import { productListQuery, type ProductListParams } from '#web/api/products.js';
import { CATEGORY_PARAM, PAGE_PARAM, parsePage, SEARCH_PARAM } from '#contract/page-query.js';

/** The catalogue page the URL asks for: the page shows it, and the server renders it (routes/storefront-routes.tsx). */
export function catalogueListParams(params: URLSearchParams): ProductListParams & { categoryId: string | null } {
  return {
    page: parsePage(params.get(PAGE_PARAM)),
    limit: PAGE_SIZE.catalogue,
    search: params.get(SEARCH_PARAM) ?? '',
    categoryId: params.get(CATEGORY_PARAM) || null,
  };
}

export const catalogueQuery = (params: URLSearchParams) => productListQuery(catalogueListParams(params));
