import type { PageHead } from './page-head.js';
import type { ShopConfig } from './shop-defaults.js';

// How the server renders a storefront page with the web app's own components (docs/decisions/019).
// The web build makes `dist/ssr/entry-server.js`, which exports `createRenderer`; the server loads it
// at start, serves a route for each of its storefront routes, and calls it for each page it has not
// rendered for the current catalogue version. The two sides share only these types: the server never
// imports the web app's code.

/** How a page reads one of its address's parameters: as it is, as a page number, or as a colour's hex code (a product's shade). */
export type ParamReading = 'text' | 'page' | 'hex';

/**
 * How search engines find a page: listed in the sitemap itself, once for each product or offer (its
 * `:id`), or never (robots.txt keeps them out: the cart is each visitor's own).
 */
export type SitemapListing = 'page' | 'each product' | 'each offer' | 'never';

/** A storefront route as the server sees it: the route table's entry without its code. */
export interface StorefrontRouteInfo {
  /** Its pattern at the English address, `:name` for a segment: `/products/:id` (the same in Fastify and wouter). */
  path: string;
  /** The address parameters the page reads: it is rendered and cached once per their values (`pageQuery`). */
  reads: Readonly<Record<string, ParamReading>>;
  sitemap: SitemapListing;
  /**
   * One visitor's own page (an order's, by its token): rendered for each request, never kept in the
   * page cache or by any cache on the way (`Cache-Control: private, no-store`), and never indexed.
   */
  private?: true;
}

/** How the renderer reaches the API: the server responds in-process, with the API's own routes and cache. */
export type ApiTransport = (url: string, init: { method: string; headers: Record<string, string> }) => Promise<Response>;

export interface RenderRequest {
  /** The path as requested, e.g. `/products/abc`, or `/ar/products/abc` for the page in Arabic. */
  path: string;
  /** The query as in the address bar, with its `?` (or empty). */
  search: string;
  /** The shop's settings as they are now (the same the page embeds for the browser). */
  shop: ShopConfig;
  /** The shop's public address, without a trailing slash: what the head's links start with. */
  base: string;
}

export interface RenderedPage {
  /** 404 for a product or an offer that does not exist, which the page says in words. */
  status: 200 | 404;
  /** The page's head, made from the same data as its body. */
  head: PageHead;
  /** The resource hints the render asked for (the preloads of the page's first pictures), for the page's `<head>`. */
  hints: string;
  /**
   * The markup that goes inside `#root`; null when the page's data did not load (the API failing for
   * a reason other than a final refusal): the page goes with its head alone, the browser renders it
   * with its own retries, and the response is not cached.
   */
  html: string | null;
  /** The data the page was rendered from (dehydrated TanStack Query state), embedded for the browser. */
  state: unknown;
  /** The source modules of the page's lazily loaded code (keys of Vite's manifest), to preload. */
  modules: string[];
}

export interface StorefrontRenderer {
  /** The storefront's routes (src/web/routes/storefront-routes.tsx), each served in every language. */
  routes: readonly StorefrontRouteInfo[];
  render(request: RenderRequest, api: ApiTransport): Promise<RenderedPage>;
}

/** What `dist/ssr/entry-server.js` exports. */
export interface RendererModule {
  createRenderer(): StorefrontRenderer;
}

/** The element holding a rendered page's data: `<script type="application/json" id="…">`. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/**
 * The User Timing mark the browser app makes once React listens to the page (it has called
 * `hydrateRoot`, or `createRoot` on a page that arrived empty). `bench:phone` and the tests read it.
 */
export const APP_STARTED = 'app-started';

/**
 * The contact page's address after a form the browser sent itself (before React had hydrated the page, or
 * without JavaScript): `?form=sent` or `?form=failed`, which the page shows in words
 * (src/server/contact/form.ts). Here, not beside the contact schemas: the browser's page needs the
 * name without zod.
 */
export const CONTACT_FORM_PARAM = 'form';
export type ContactFormOutcome = 'sent' | 'failed';
