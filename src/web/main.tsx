import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { App } from './App.js';
import { hydratePage } from './http/page-state.js';
import { englishMessages } from './i18n/english.js';
import { createQueryClient } from './http/query-client.js';
import { readShopConfig } from './shop/shop-config.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} shop={readShopConfig()} language="en" messages={englishMessages} />
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
