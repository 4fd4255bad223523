import { Outlet, useLocation } from 'react-router';

/**
 * Every page: the public navigation bar (admin pages bring their own, from the admin chunk), the page,
 * the footer and the floating WhatsApp button.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <div className="flex min-h-dvh flex-col">
      {isAdmin ? null : <header />}
      <main className="flex-1">
        <Outlet />
      </main>
      <footer />
    </div>
  );
}
