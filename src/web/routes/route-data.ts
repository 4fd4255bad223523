import type { FetchQueryOptions } from '@tanstack/react-query';
import { carouselQuery } from '#web/api/carousel.js';
import { categoryOptionsQuery } from '#web/api/categories.js';
import { offerQuery } from '#web/api/offers.js';
import { productQuery } from '#web/api/products.js';
import { catalogueQuery } from '#web/features/catalogue/catalogue-query.js';
import { offersQuery } from '#web/features/offers/offers-query.js';

// What each storefront route shows at first paint, for the server to fetch before it renders the page
// (entry-server.tsx): the same query options the page's components use, so the rendered markup and the
// embedded data are exactly what the browser would have made. And the page's own lazily loaded code,
// which the server preloads so the page hydrates sooner. Pages left out here still render on the
// server, from an empty cache (the cart is the visitor's own).

// The widest type every query above fits; only its key and function are used.
type PageQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

interface RouteData {
  queries: PageQuery[];
  /** The module of the page's own chunk, as Vite's manifest names it (relative to src/web); none for a page in the first load. */
  module?: string;
}

/** The chunk with every page but the home page, the offers list and the cart (StorefrontRoutes.tsx). */
const PAGES = 'routes/pages.ts';

/** A path segment as the router hands it to the page (wouter decodes paths with decodeURI). */
function segment(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

export function routeData(path: string, search: string): RouteData {
  const params = new URLSearchParams(search);
  const item = /^\/(products|offer)\/([^/]+)$/.exec(path);
  if (item?.[1] === 'products') {
    return { queries: [productQuery(segment(item[2]!)) as PageQuery], module: PAGES };
  }
  if (item?.[1] === 'offer') {
    return { queries: [offerQuery(segment(item[2]!)) as PageQuery], module: PAGES };
  }
  switch (path) {
    case '/':
      return { queries: [carouselQuery(), categoryOptionsQuery(), catalogueQuery(params)] as PageQuery[] };
    case '/offer':
      return { queries: [offersQuery(params) as PageQuery] };
    case '/contact-us':
    case '/about':
      return { queries: [], module: PAGES };
    case '/cart':
      return { queries: [], module: 'features/cart/CartPage.tsx' };
    default:
      return { queries: [] };
  }
}
