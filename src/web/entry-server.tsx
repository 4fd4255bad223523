import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { RendererModule, StorefrontRenderer } from '#contract/rendering.js';
import { App } from './App.js';
import { withApiTransport } from './http/api-client.js';
import { dehydratePage, isFinalError, keepRefusal } from './http/page-state.js';
import { splitLanguage } from '#contract/languages.js';
import { loadMessages, MESSAGE_MODULES } from './i18n/load-messages.js';
import { createQueryClient } from './http/query-client.js';
import { pageHead } from './routes/head.js';
import { matchStorefrontRoute, pageQueries, STOREFRONT_ROUTES, type ServerParts } from './routes/storefront-routes.js';

// The server's way into the app (docs/decisions/019): `vite build --ssr` makes dist/ssr/entry-server.js
// from this file. The server serves the route table's routes and calls it for a storefront page it has
// not rendered yet for the current catalogue. The page's data is fetched first, through the API's own
// routes, then its head is made from that data and the page renders once, with every lazily loaded
// part in place, and its data goes with it to the browser.

/**
 * React puts the resource hints it makes (a `<link rel="preload" as="image">` for each picture the page
 * shows first) at the start of a fragment it renders; they belong in the page's head, where the browser
 * finds them soonest and the app's own markup, which never had them, starts `#root`.
 */
function splitHints(markup: string): { hints: string; html: string } {
  const hints = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  return { hints, html: markup.slice(hints.length) };
}

/** Long enough for any page; a render that takes longer is abandoned and the browser renders the page. */
const RENDER_TIMEOUT_MS = 5_000;

export const createRenderer: RendererModule['createRenderer'] = () => {
  const renderer: StorefrontRenderer = {
    // What the server needs of each route: the table without its code.
    // (`server` is false only where the browser's build renders pages: the web app's tests, which serve none.)
    routes: STOREFRONT_ROUTES.map(({ path, server }) => ({
      path,
      reads: server ? server.reads : {},
      sitemap: server ? server.sitemap : 'never',
      ...(server && server.private ? { private: true as const } : {}),
    })),
    async render({ path, search, shop, base }, api) {
      // The language is the address's, as the browser reads it (entry-client.tsx).
      const { language, page } = splitLanguage(path);
      const match = matchStorefrontRoute(page);
      if (!match) throw new Error(`No storefront route at ${page}`);
      const { route, params } = match;
      const messages = await loadMessages(language);
      const queryClient = createQueryClient();
      await Promise.all(
        (await pageQueries(route, params, search)).map((options) =>
          queryClient.prefetchQuery({
            ...options,
            // Asking again is the browser's job; a server render fails fast.
            retry: false,
            queryFn: (context) => withApiTransport(api, () => (options.queryFn as (c: typeof context) => Promise<unknown>)(context)),
          }),
        ),
      );
      let loaded = true;
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.status !== 'error') continue;
        if (isFinalError(query.state.error)) keepRefusal(queryClient, query.queryKey);
        else loaded = false;
      }
      // The page's English address with its parameters encoded, as links to it are written.
      const englishPath = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      const context = { queryClient, params, shop, base, language, path: englishPath };
      // A page whose data did not load says no more than its kind: a product's would otherwise read as gone.
      const server: Partial<ServerParts> = route.server || {};
      const own = loaded && server.head ? await server.head(context) : { page: route.page ?? { kind: 'home' as const } };
      // A visitor's own page is kept out of search engines whatever its data said.
      const head = { ...pageHead(own, context, messages.pages), ...(server.private ? { noindex: true } : {}) };
      const modules = [route.component.module, MESSAGE_MODULES[language]].filter((key) => key !== undefined);
      if (!loaded) return { status: 200, head, hints: '', html: null, state: null, modules };
      const { prelude } = await prerender(
        <StrictMode>
          <App queryClient={queryClient} shop={shop} location={{ path, search }} language={language} messages={messages} />
        </StrictMode>,
        // One piece: React would otherwise send a large part after the rest with an inline script to
        // put it in place, which the shop's Content-Security-Policy (script-src 'self') rightly blocks.
        { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const { hints, html } = splitHints(await new Response(prelude).text());
      return { status: own.status ?? 200, head, hints, html, state: dehydratePage(queryClient), modules };
    },
  };
  return renderer;
};
