import { withQuery } from './router.js';
import { parsePage, SEARCH_PARAM } from './use-list-search.js';

// The catalogue's place in the list travels to a product's detail page and back (as
// returnPage and returnSearch; the category the same way, as returnCategory).

/** The catalogue's URL parameter holding the chosen category id (absent: all categories). */
export const CATEGORY_PARAM = 'category';

export interface CataloguePosition {
  page: number;
  search: string;
  categoryId: string | null;
}

/** The detail link carries the list position, so Back restores it. */
export function productDetailHref(id: string, { page, search, categoryId }: CataloguePosition): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('returnPage', String(page));
  if (search) query.set('returnSearch', search);
  if (categoryId) query.set('returnCategory', categoryId);
  return withQuery(`/products/${encodeURIComponent(id)}`, query);
}

/** The catalogue at the page, search and category the visitor came from. */
export function catalogueHref(params: URLSearchParams): string {
  const query = new URLSearchParams();
  const page = parsePage(params.get('returnPage'));
  const search = params.get('returnSearch')?.trim();
  const categoryId = params.get('returnCategory')?.trim();
  if (page > 1) query.set('page', String(page));
  if (search) query.set(SEARCH_PARAM, search);
  if (categoryId) query.set(CATEGORY_PARAM, categoryId);
  return withQuery('/', query);
}
