import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { APP_STARTED, QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { App } from './App.js';
import { hydratePage } from './http/page-state.js';
import { direction, splitLanguage } from '#contract/languages.js';
import { loadMessages } from './i18n/load-messages.js';
import { createQueryClient } from './http/query-client.js';
import { readShopConfig } from './shop/shop-config.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page's language is in its address (/fr/…, /ar/…; English at the spec's paths), and its words
// load before the app starts (English is here already), so it takes over the server's markup in them.
const { language } = splitLanguage(window.location.pathname);
// A page the server rendered says so already; the plain page it sends for other addresses (one the
// app then sends to the language's home page) is English until told.
document.documentElement.lang = language;
document.documentElement.dir = direction(language);

void loadMessages(language).then((messages) => {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} shop={readShopConfig()} language={language} messages={messages} />
    </StrictMode>
  );
  // A storefront page arrives rendered, with the data it was rendered from (docs/decisions/014): the app
  // takes over that markup. The admin panel and a page the server could not render arrive empty.
  const stateElement = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (stateElement?.textContent && root.firstChild) {
    hydratePage(queryClient, JSON.parse(stateElement.textContent) as DehydratedState);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
  // From here the app answers taps and keys (React hydrates the part tapped first); `bench:web` reports when.
  performance.mark(APP_STARTED);
});
