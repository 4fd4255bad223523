import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { showsAdminBar } from '../navigation/admin-bar.js';
import { LazyToaster } from '../components/ui/toast.js';
import { FloatingWhatsAppButton } from './FloatingWhatsAppButton.js';
import { Footer } from './Footer.js';
import { PublicNavbar } from './PublicNavbar.js';

/**
 * Every page: the public navigation bar (admin pages other than the login page bring their own, from
 * the admin chunk), the page, the footer and the floating WhatsApp button.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      {showsAdminBar(pathname) ? null : <PublicNavbar />}
      {/* At least a screen tall (less the 4rem bar), so the footer starts below the fold and a page
          that grows from its spinner to its content never moves a visible footer (layout shift). */}
      {/* Focusable (not in the Tab order) so the skip link can move focus here. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <FloatingWhatsAppButton />
      <LazyToaster />
    </div>
  );
}
