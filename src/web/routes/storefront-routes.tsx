import { lazy, useState, type ComponentType } from 'react';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { CATEGORY_PARAM, PAGE_PARAM, RETURN_READS, SEARCH_PARAM } from '#contract/page-query.js';
import type { StorefrontPage } from '#contract/page-text.js';
import { CONTACT_FORM_PARAM, type StorefrontRouteInfo } from '#contract/rendering.js';
import { carouselQuery } from '#web/api/carousel.js';
import { categoryOptionsQuery } from '#web/api/categories.js';
import { offerQuery } from '#web/api/offers.js';
import { productQuery } from '#web/api/products.js';
import { catalogueQuery } from '#web/features/catalogue/catalogue-query.js';
import { HomePage } from '#web/features/catalogue/HomePage.js';
import { offersQuery } from '#web/features/offers/offers-query.js';
import { OffersPage } from '#web/features/offers/OffersPage.js';
import { homeHead, offerHead, productHead, type HeadContext, type RouteHead } from './head.js';

// The storefront's route table: for each page, its address, the component that shows it and the chunk
// its code is in, the data it shows at first paint, its head, what it reads of its query and how
// search engines find it. The browser routes from it (StorefrontRoutes.tsx); the server serves a route
// for each entry in every language, renders it (entry-server.tsx), caches it per what it reads, lists
// it in the sitemap and robots.txt, and preloads its chunk.
//
// A new page: its component, and one entry below.

/**
 * A page whose code loads when it is first shown, or ahead with `load()`. Once loaded, a page shown
 * later renders at once, without suspending: the browser hydrates a rendered page only once its code is
 * at hand (entry-client.tsx), so no part of it waits for code, and React answers a click anywhere on it.
 */
function loadablePage(load: () => Promise<ComponentType>, module: string | undefined) {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function LoadablePage() {
    // Fixed for the element's life: changing from one form to the other would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(LoadablePage, { load: start, module });
}

// The home page and the offers list are in the first load: the list is made almost wholly of what the
// catalogue already uses (search, pager, states, cards), so it adds little to the entry and spares its
// visitors a request. The other pages but the cart come in one chunk (pages.ts): a page's own code in
// one request beside the entry, where a chunk per page made a product page fetch five more files, each
// on an HTTP/1.1 connection of its own. The cart is a chunk of its own (vite.config.ts names both).
const fromPages = <K extends keyof typeof import('./pages.js')>(name: K) =>
  loadablePage(
    () => import('./pages.js').then((pages) => pages[name] as ComponentType),
    import.meta.env.SSR ? 'routes/pages.ts' : undefined,
  );

// The widest type every page's queries fit; only their key and function are used.
type PageQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/**
 * What only the server reads of a route: the head it writes from the page's data, what the page reads
 * of its query (it is cached per those values), how search engines find it, and whether it is one
 * visitor's own. The browser's build leaves all of it out (`import.meta.env.SSR` is false there), so the
 * first load carries none of it.
 */
export interface ServerParts extends Pick<StorefrontRouteInfo, 'reads' | 'sitemap' | 'private'> {
  /** Its head, from the page's data; without one, the page's words alone. */
  head?: (context: HeadContext) => RouteHead | Promise<RouteHead>;
}

export interface StorefrontRoute extends Pick<StorefrontRouteInfo, 'path'> {
  /**
   * The page. One whose code is loaded lazily can load it ahead (`load`), and names the module its
   * chunk is made from, as Vite's manifest names it (relative to src/web), for the server to preload
   * (on the server only: `import.meta.env.SSR ? '…' : undefined`).
   */
  component: ComponentType & { load?: () => Promise<unknown>; module?: string };
  /** A page whose words do not depend on data: its title, set here. Detail pages set theirs once they know the item. */
  page?: StorefrontPage;
  /**
   * The data it shows at first paint, fetched before the server renders it: the same query options its
   * components use (once loaded, for a page whose own code must stay out of the first load).
   */
  queries?: (params: Record<string, string>, search: URLSearchParams) => unknown[] | Promise<unknown[]>;
  /** Written `import.meta.env.SSR && { … }`: the server's parts on the server, false in the browser. */
  server: ServerParts | false;
}

const LIST_READS = { [PAGE_PARAM]: 'page', [SEARCH_PARAM]: 'text' } as const;

/** The order page's data and head, for the server's render only. */
const orderRoute = () => import('#web/features/order-page/order-route.js');

export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  {
    path: '/',
    page: { kind: 'home' },
    component: HomePage,
    queries: (_, search) => [carouselQuery(), categoryOptionsQuery(), catalogueQuery(search)],
    server: import.meta.env.SSR && { head: homeHead, reads: { ...LIST_READS, [CATEGORY_PARAM]: 'text' }, sitemap: 'page' },
  },
  {
    path: '/products/:id',
    component: fromPages('ProductDetailPage'),
    queries: ({ id = '' }) => [productQuery(id)],
    // `color`: the shade picked (COLOR_PARAM, #contract/shade.ts, not imported here: that module stays
    // out of the first load).
    server: import.meta.env.SSR && { head: productHead, reads: { ...RETURN_READS, color: 'hex' }, sitemap: 'each product' },
  },
  {
    path: '/offer',
    page: { kind: 'offers' },
    component: OffersPage,
    queries: (_, search) => [offersQuery(search)],
    server: import.meta.env.SSR && { reads: LIST_READS, sitemap: 'page' },
  },
  {
    path: '/offer/:id',
    component: fromPages('OfferDetailPage'),
    queries: ({ id = '' }) => [offerQuery(id)],
    server: import.meta.env.SSR && { head: offerHead, reads: RETURN_READS, sitemap: 'each offer' },
  },
  {
    path: '/cart',
    page: { kind: 'cart' },
    component: loadablePage(
      () => import('#web/features/cart/CartPage.js').then((m) => m.CartPage),
      import.meta.env.SSR ? 'features/cart/CartPage.tsx' : undefined,
    ),
    // Each visitor's own: rendered empty, filled in the browser.
    server: import.meta.env.SSR && { reads: {}, sitemap: 'never' },
  },
  {
    path: '/contact-us',
    page: { kind: 'contact' },
    component: fromPages('ContactPage'),
    server: import.meta.env.SSR && { reads: { [CONTACT_FORM_PARAM]: 'text' }, sitemap: 'page' },
  },
  {
    path: '/about',
    page: { kind: 'about' },
    component: fromPages('AboutPage'),
    server: import.meta.env.SSR && { reads: {}, sitemap: 'page' },
  },
  {
    // One customer's order, at the address its WhatsApp message gives (an unguessable token): never
    // cached or indexed. Its code is a chunk of its own, and what the server needs to render it another
    // (its query's code too: the browser never fetches a page's data ahead), so none of it is in the
    // first load.
    path: '/order/:token',
    component: loadablePage(
      () => import('#web/features/order-page/OrderPage.js').then((m) => m.OrderPage),
      import.meta.env.SSR ? 'features/order-page/OrderPage.tsx' : undefined,
    ),
    queries: import.meta.env.SSR ? async ({ token = '' }) => (await orderRoute()).orderQueries(token) : undefined,
    server: import.meta.env.SSR && {
      head: async (context) => (await orderRoute()).orderHead(context),
      reads: {},
      sitemap: 'never',
      private: true,
    },
  },
];

/** A path segment as the router hands it to the page (wouter decodes paths with decodeURI). */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The route at `path` (without the language's prefix) and its parameters, found as the browser's
 * router finds it: wouter's own matcher, with its default pattern parser, on the decoded path.
 */
export function matchStorefrontRoute(path: string): { route: StorefrontRoute; params: Record<string, string> } | null {
  for (const route of STOREFRONT_ROUTES) {
    const [matched, params] = matchRoute(parsePattern, route.path, decoded(path));
    if (matched)
      return {
        route,
        params: Object.fromEntries(Object.entries(params ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      };
  }
  return null;
}

/** What only the server reads of a route: there, every route has it (the browser's build leaves it out). */
export function serverParts(route: StorefrontRoute): ServerParts {
  if (!route.server) throw new Error(`${route.path}: the server's parts of the route are not in this build`);
  return route.server;
}

/** The queries of the page at `path`, as the route table says: what the server fetches before it renders. */
export async function pageQueries(route: StorefrontRoute, params: Record<string, string>, search: string): Promise<PageQuery[]> {
  return ((await route.queries?.(params, new URLSearchParams(search))) ?? []) as PageQuery[];
}

/**
 * Loads the code of the page at `path` when it is not in the first load. Never fails: a page whose code
 * does not come suspends as before.
 */
export async function loadPageCode(path: string): Promise<void> {
  await matchStorefrontRoute(path)
    ?.route.component.load?.()
    .catch(() => undefined);
}
