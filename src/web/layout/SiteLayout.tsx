import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazyToaster } from '../lib/toast.js';
import { PublicNavbar } from './PublicNavbar.js';

// Below the fold or floating over the page: loaded right after the first render, which keeps the
// first load of `/` within its budget (docs/decisions/001). Neither moves content when it arrives.
const Footer = lazy(() => import('./Footer.js').then((m) => ({ default: m.Footer })));
const FloatingWhatsAppButton = lazy(() =>
  import('./FloatingWhatsAppButton.js').then((m) => ({ default: m.FloatingWhatsAppButton })),
);

/**
 * Every page: the public navigation bar (admin pages bring their own, from the admin chunk), the page,
 * the footer and the floating WhatsApp button.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <div className="flex min-h-dvh flex-col">
      {isAdmin ? null : <PublicNavbar />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
        <FloatingWhatsAppButton />
      </Suspense>
      <LazyToaster />
    </div>
  );
}
