import type { FetchQueryOptions } from '@tanstack/react-query';
import { carouselQuery } from '#web/api/carousel.js';
import { categoryOptionsQuery } from '#web/api/categories.js';
import { offerQuery } from '#web/api/offers.js';
import { productQuery } from '#web/api/products.js';
import { catalogueQuery } from '#web/features/catalogue/catalogue-query.js';
import { offersQuery } from '#web/features/offers/offers-query.js';

// What each storefront route shows at first paint, for the server to fetch before it renders the page
// (entry-server.tsx): the same query options the page's components use, so the rendered markup and the
// embedded data are exactly what the browser would have made. Pages left out here still render on the
// server, from an empty cache (the cart is the visitor's own). Which chunk holds a page's code is the
// route table's to say (StorefrontRoutes.tsx, `pageModule`).

// The widest type every query above fits; only its key and function are used.
type PageQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;


/** A path segment as the router hands it to the page (wouter decodes paths with decodeURI). */
function segment(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

export function routeQueries(path: string, search: string): PageQuery[] {
  const params = new URLSearchParams(search);
  const item = /^\/(products|offer)\/([^/]+)$/.exec(path);
  if (item?.[1] === 'products') {
    return [productQuery(segment(item[2]!)) as PageQuery];
  }
  if (item?.[1] === 'offer') {
    return [offerQuery(segment(item[2]!)) as PageQuery];
  }
  switch (path) {
    case '/':
      return [carouselQuery(), categoryOptionsQuery(), catalogueQuery(params)] as PageQuery[];
    case '/offer':
      return [offersQuery(params) as PageQuery];
    default:
      return [];
  }
}
