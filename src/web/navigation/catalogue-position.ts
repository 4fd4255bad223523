import { withQuery } from './router.js';
import { CATEGORY_PARAM, parsePage, RETURN_PARAMS, SEARCH_PARAM } from '#contract/page-query.js';

// The catalogue's place in the list travels to a product's detail page and back (as
// returnPage and returnSearch; the category the same way, as returnCategory).

export interface CataloguePosition {
  page: number;
  search: string;
  categoryId: string | null;
}

/** The detail link carries the list position, so Back restores it. */
export function productDetailHref(id: string, { page, search, categoryId }: CataloguePosition): string {
  const query = new URLSearchParams();
  if (page > 1) query.set(RETURN_PARAMS.page, String(page));
  if (search) query.set(RETURN_PARAMS.search, search);
  if (categoryId) query.set(RETURN_PARAMS.category, categoryId);
  return withQuery(`/products/${encodeURIComponent(id)}`, query);
}

/** The catalogue at the page, search and category the visitor came from. */
export function catalogueHref(params: URLSearchParams): string {
  const query = new URLSearchParams();
  const page = parsePage(params.get(RETURN_PARAMS.page));
  const search = params.get(RETURN_PARAMS.search)?.trim();
  const categoryId = params.get(RETURN_PARAMS.category)?.trim();
  if (page > 1) query.set('page', String(page));
  if (search) query.set(SEARCH_PARAM, search);
  if (categoryId) query.set(CATEGORY_PARAM, categoryId);
  return withQuery('/', query);
}
