import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { APP_STARTED, QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { direction, splitLanguage } from '#contract/languages.js';
import { App } from './App.js';
import { hydratePage } from './http/page-state.js';
import { createQueryClient } from './http/query-client.js';
import { loadMessages } from './i18n/load-messages.js';
import { loadPageCode } from './routes/storefront-routes.js';
import { readShopConfig } from './shop/shop-config.js';
import './styles.css';

// The browser's way into the app (docs/decisions/019). A storefront page arrives rendered by the server
// with the data it was rendered from, and React hydrates it; the admin panel arrives empty and React
// renders it.

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page's language is in its address (/fr/…, /ar/…; English without a prefix). The server's page
// says it already; the empty page the server sends for other addresses is English until told.
const { language, page } = splitLanguage(window.location.pathname);
const html = document.documentElement;
if (html.lang !== language) html.lang = language;
if (html.dir !== direction(language)) html.dir = direction(language);

const stateElement = document.getElementById(QUERY_STATE_ELEMENT_ID);
const rendered = Boolean(stateElement?.textContent && root.firstChild);

// The page's words, and its code when it is not in this file, before React starts: hydrating
// without them would render other markup than the server's, and a click on a part still waiting for
// its code is dropped by React rather than answered. (Not a top-level await: the page's chunk imports
// this one, which would wait for it in turn.)
void Promise.all([loadMessages(language), rendered ? loadPageCode(page) : undefined]).then(([messages]) => {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} shop={readShopConfig()} language={language} messages={messages} />
    </StrictMode>
  );
  if (rendered) {
    hydratePage(queryClient, JSON.parse(stateElement!.textContent!) as DehydratedState);
    // From here React listens to clicks and keys on the whole page. The catalogue's cards are Suspense
    // boundaries: React hydrates them after the rest, and first the one that is clicked.
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
  performance.mark(APP_STARTED);
});
