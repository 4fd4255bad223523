import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from './layout/PageSpinner.js';
import { SiteLayout } from './layout/SiteLayout.js';
import { createQueryClient } from './lib/query-client.js';
import { StorefrontRoutes } from './routes/StorefrontRoutes.js';

// Declarative routing, not the data router: 15 KB gzipped less on the first load (docs/decisions/001).
// The admin panel is its own chunk: a visitor never downloads it.
const AdminApp = lazy(() => import('./features/admin/AdminApp.js').then((m) => ({ default: m.AdminApp })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route
              path="admin/*"
              element={
                <Suspense fallback={<PageSpinner />}>
                  <AdminApp />
                </Suspense>
              }
            />
            <Route path="*" element={<StorefrontRoutes />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
