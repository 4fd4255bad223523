import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from './layout/PageSpinner.js';
import { SiteLayout } from './layout/SiteLayout.js';
import { createQueryClient } from './http/query-client.js';
import { RouteChangeEffects } from './navigation/route-change.js';
import { ShopRouter } from './navigation/router.js';
import { StorefrontRoutes } from './routes/StorefrontRoutes.js';
import { STORAGE_KEYS } from './config/storage.js';

// The admin panel is its own chunk: a visitor never downloads it.
const AdminApp = lazy(() => import('#web/features/admin/AdminApp.js').then((m) => ({ default: m.AdminApp })));

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

export function App() {
  const [queryClient] = useState(createQueryClient);
  useResendUnrecordedOrders();
  return (
    <QueryClientProvider client={queryClient}>
      <ShopRouter>
        <RouteChangeEffects />
        <SiteLayout>
          <Switch>
            <Route path="/admin/*">
              <Suspense fallback={<PageSpinner />}>
                <AdminApp />
              </Suspense>
            </Route>
            {/* Everything else, including /admin itself, which the storefront sends to / (spec section 2). */}
            <Route>
              <StorefrontRoutes />
            </Route>
          </Switch>
        </SiteLayout>
      </ShopRouter>
    </QueryClientProvider>
  );
}
