import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { RendererModule, StorefrontRenderer } from '#contract/rendering.js';
import { App } from './App.js';
import { withApiTransport } from './http/api-client.js';
import { dehydratePage, isFinalError, keepRefusal } from './http/page-state.js';
import { splitLanguage } from '#contract/languages.js';
import { loadMessages, MESSAGE_MODULES } from './i18n/load-messages.js';
import { createQueryClient } from './http/query-client.js';
import { routeQueries } from './routes/route-data.js';
import { pageModule } from './routes/StorefrontRoutes.js';

// The server's way into the app (docs/decisions/019): `vite build --ssr` makes dist/ssr/entry-server.js
// from this file, and the server calls it for a storefront page it has not rendered yet for the
// current catalogue. The page's data is fetched first, through the API's own routes, then the page
// renders once, with every lazily loaded part in place, and its data goes with it to the browser.

/** A page whose data the API could not give (other than a final refusal): the browser renders it instead. */
export class PageDataUnavailable extends Error {
  constructor(cause: unknown) {
    super('The page could not be rendered: its data did not load', { cause });
    this.name = 'PageDataUnavailable';
  }
}

/**
 * React puts the resource hints it makes (a `<link rel="preload" as="image">` for each picture the page
 * shows first) at the start of a fragment it renders; they belong in the page's head, where the browser
 * finds them soonest and the app's own markup, which never had them, starts `#root`.
 */
function splitHints(markup: string): { head: string; html: string } {
  const hints = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  return { head: hints, html: markup.slice(hints.length) };
}

/** Long enough for any page; a render that takes longer is abandoned and the browser renders the page. */
const RENDER_TIMEOUT_MS = 5_000;

export const createRenderer: RendererModule['createRenderer'] = () => {
  const renderer: StorefrontRenderer = {
    async render({ path, search, shop }, api) {
      // The language is the address's, as the browser reads it (entry-client.tsx).
      const { language, page } = splitLanguage(path);
      const messages = await loadMessages(language);
      const queryClient = createQueryClient();
      await Promise.all(
        routeQueries(page, search).map((options) =>
          queryClient.prefetchQuery({
            ...options,
            // Asking again is the browser's job; a server render fails fast.
            retry: false,
            queryFn: (context) => withApiTransport(api, () => (options.queryFn as (c: typeof context) => Promise<unknown>)(context)),
          }),
        ),
      );
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.status !== 'error') continue;
        if (!isFinalError(query.state.error)) throw new PageDataUnavailable(query.state.error);
        keepRefusal(queryClient, query.queryKey);
      }
      const { prelude } = await prerender(
        <StrictMode>
          <App queryClient={queryClient} shop={shop} location={{ path, search }} language={language} messages={messages} />
        </StrictMode>,
        // One piece: React would otherwise send a large part after the rest with an inline script to
        // put it in place, which the shop's Content-Security-Policy (script-src 'self') rightly blocks.
        { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const { head, html } = splitHints(await new Response(prelude).text());
      return { html, head, state: dehydratePage(queryClient), modules: [pageModule(page), MESSAGE_MODULES[language]].filter((key) => key !== undefined) };
    },
  };
  return renderer;
};
