import type { ShopConfig } from './shop-defaults.js';

// How the server renders a storefront page with the web app's own components (docs/decisions/019).
// The web build makes `dist/ssr/entry-server.js`, which exports `createRenderer`; the server loads it
// at start and calls it for each page it has not rendered for the current catalogue version. The
// two sides share only these types: the server never imports the web app's code.

/** How the renderer reaches the API: the server responds in-process, with the API's own routes and cache. */
export type ApiTransport = (url: string, init: { method: string; headers: Record<string, string> }) => Promise<Response>;

export interface RenderRequest {
  /** The path as requested, e.g. `/products/abc`, or `/ar/products/abc` for the page in Arabic. */
  path: string;
  /** The query as in the address bar, with its `?` (or empty). */
  search: string;
  /** The shop's settings as they are now (the same the page embeds for the browser). */
  shop: ShopConfig;
}

export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The resource hints the render asked for (the preloads of the page's first pictures), for the page's `<head>`. */
  head: string;
  /** The data the page was rendered from (dehydrated TanStack Query state), embedded for the browser. */
  state: unknown;
  /** The source modules of the page's lazily loaded code (keys of Vite's manifest), to preload. */
  modules: string[];
}

export interface StorefrontRenderer {
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
