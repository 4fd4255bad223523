import type { ParamReading } from './rendering.js';

// The address parameters storefront pages read (each route says which: src/web/routes/storefront-routes.tsx).
// The server renders and caches a page for these alone, so a query the page does not read
// (`?utm_source=…`) is the same page, not a new one to render.

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

/** The parameters of a list of the catalogue (its page, search and category) that a detail page leads back to. */
export const RETURN_READS = {
  [RETURN_PARAMS.page]: 'page',
  [RETURN_PARAMS.search]: 'text',
  [RETURN_PARAMS.category]: 'text',
} as const satisfies Record<string, ParamReading>;

/**
 * The query of a page's address as the page reads it (`reads`, from its route), with its `?` or empty:
 * only its own parameters, each once, in a fixed order, empty ones and page 1 left out, a page number
 * written plainly, a hex code upper-case. Two addresses with the same such query show the same page.
 */
export function pageQuery(reads: Readonly<Record<string, ParamReading>>, search: string): string {
  const given = new URLSearchParams(search);
  const read = new URLSearchParams();
  for (const [name, reading] of Object.entries(reads)) {
    const value = given.get(name);
    if (!value) continue;
    if (reading === 'text') read.set(name, value);
    // Six hex digits, written upper-case (shade.ts reads them so); anything else names no colour.
    else if (reading === 'hex') {
      if (/^[0-9A-Fa-f]{6}$/.test(value)) read.set(name, value.toUpperCase());
    } else if (parsePage(value) > 1) read.set(name, String(parsePage(value)));
  }
  const query = read.toString();
  return query ? `?${query}` : '';
}
