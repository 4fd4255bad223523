import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from './layout/PageSpinner.js';
import { SiteLayout } from './layout/SiteLayout.js';
import { RouteChangeEffects } from './navigation/route-change.js';
import { ShopRouter, type ServerLocation } from './navigation/router.js';
import { StorefrontRoutes } from './routes/StorefrontRoutes.js';
import { STORAGE_KEYS } from './config/storage.js';
import { MessagesProvider } from './i18n/context.js';
import type { Language, Messages } from './i18n/messages.js';
import { ShopConfigProvider } from './shop/shop-config.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { languageBase, splitLanguage } from '#contract/languages.js';

// The admin panel is its own chunk: a visitor never downloads it. Its French or Arabic words are one
// more, fetched beside it rather than after it (the panel asks for them again, from the module cache).
const AdminApp = lazy(() => {
  const { language } = splitLanguage(window.location.pathname);
  if (language === 'fr') void import('#web/features/admin/i18n/french.js');
  if (language === 'ar') void import('#web/features/admin/i18n/arabic.js');
  return import('#web/features/admin/AdminApp.js').then((m) => ({ default: m.AdminApp }));
});

/** /admin itself and every path under it, in any case: the panel's routes tell them apart. */
const ADMIN_AREA = /^\/admin(?:\/|$)/i;

/** An order that went to WhatsApp while the shop was unreachable is recorded on a later visit (its code loads only then). */
function useResendUnrecordedOrders() {
  useEffect(() => {
    let waiting = false;
    try {
      waiting = localStorage.getItem(STORAGE_KEYS.unrecordedOrders) !== null;
    } catch {
      // Storage blocked: nothing was kept.
    }
    if (waiting) void import('./shop/unrecorded-orders.js').then((module) => module.resendUnrecorded());
  }, []);
}

interface AppProps {
  queryClient: QueryClient;
  /** The owner's settings the page was made with. */
  shop: ShopConfig;
  /** On the server: the address being rendered, with its language's prefix. The browser reads its own. */
  location?: ServerLocation;
  /** The page's language and its catalogue: every word the storefront shows (the admin panel loads its own). */
  language: Language;
  messages: Messages;
}

/** The whole app, the same in the browser (entry-client.tsx) and on the server (entry-server.tsx). */
export function App({ queryClient, shop, location, language, messages }: AppProps) {
  useResendUnrecordedOrders();
  return (
    <MessagesProvider language={language} messages={messages}>
      <ShopConfigProvider value={shop}>
        <QueryClientProvider client={queryClient}>
          <ShopRouter location={location} base={languageBase(language)}>
            <RouteChangeEffects />
            <SiteLayout>
              <Switch>
                <Route path={ADMIN_AREA}>
                  <Suspense fallback={<PageSpinner />}>
                    <AdminApp />
                  </Suspense>
                </Route>
                {/* Everything else. */}
                <Route>
                  <StorefrontRoutes />
                </Route>
              </Switch>
            </SiteLayout>
          </ShopRouter>
        </QueryClientProvider>
      </ShopConfigProvider>
    </MessagesProvider>
  );
}
