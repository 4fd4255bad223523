import type { StorefrontPage } from './page-text.js';
import { CONTACT_FORM_PARAM } from './rendering.js';

// The address parameters each storefront page reads. The server renders and caches a page for these
// alone, so a query the page does not read (`?utm_source=…`) is the same page, not a new one to render.

/** A list's search text (the catalogue's and the offers'). */
export const SEARCH_PARAM = 'search';
/** The catalogue's chosen category id (absent: all categories). */
export const CATEGORY_PARAM = 'category';
/** A list's page number (absent: the first). */
export const PAGE_PARAM = 'page';
/** The catalogue's place a product's page leads back to. */
export const RETURN_PARAMS = { page: 'returnPage', search: 'returnSearch', category: 'returnCategory' } as const;

/** A page number from the address: a base-10 integer, 1 when absent or not a positive number. */
export function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** How a parameter's value is read: as it is, or as a page number. */
type Reading = 'text' | 'page';

const LIST_POSITION = { [RETURN_PARAMS.page]: 'page', [RETURN_PARAMS.search]: 'text', [RETURN_PARAMS.category]: 'text' } as const;

/** What each page reads of its address. */
const PAGE_PARAMS: Record<StorefrontPage['kind'], Record<string, Reading>> = {
  home: { [PAGE_PARAM]: 'page', [SEARCH_PARAM]: 'text', [CATEGORY_PARAM]: 'text' },
  offers: { [PAGE_PARAM]: 'page', [SEARCH_PARAM]: 'text' },
  product: LIST_POSITION,
  offer: LIST_POSITION,
  contact: { [CONTACT_FORM_PARAM]: 'text' },
  about: {},
  cart: {},
};

/**
 * The query of a page's address as the page reads it (with its `?`, or empty): only its own parameters,
 * each once, in a fixed order, empty ones and page 1 left out, a page number written plainly. Two
 * addresses with the same such query show the same page.
 */
export function pageQuery(kind: StorefrontPage['kind'], search: string): string {
  const given = new URLSearchParams(search);
  const read = new URLSearchParams();
  for (const [name, reading] of Object.entries(PAGE_PARAMS[kind])) {
    const value = given.get(name);
    if (!value) continue;
    if (reading === 'text') read.set(name, value);
    else if (parsePage(value) > 1) read.set(name, String(parsePage(value)));
  }
  const query = read.toString();
  return query ? `?${query}` : '';
}
