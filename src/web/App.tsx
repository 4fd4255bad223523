import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from './layout/PageSpinner.js';
import { SiteLayout } from './layout/SiteLayout.js';
import { createQueryClient } from './http/query-client.js';
import { RouteChangeEffects } from './navigation/route-change.js';
import { ShopRouter } from './navigation/router.js';
import { StorefrontRoutes } from './routes/StorefrontRoutes.js';

// The admin panel is its own chunk: a visitor never downloads it.
const AdminApp = lazy(() => import('#web/features/admin/AdminApp.js').then((m) => ({ default: m.AdminApp })));

export function App() {
  const [queryClient] = useState(createQueryClient);
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
