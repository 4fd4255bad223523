import type { ReactNode } from 'react';
import { useLocation, useRoute } from 'wouter';
import { showsAdminBar } from '../navigation/admin-bar.js';
import { LazyToaster } from '../components/ui/toast.js';
import { FloatingWhatsAppButton } from './FloatingWhatsAppButton.js';
import { Footer } from './Footer.js';
import { PublicNavbar } from './PublicNavbar.js';

/**
 * Every page: the public navigation bar (admin pages other than the login page bring their own, from
 * the admin chunk), the page, the footer and, on the storefront's pages, the floating WhatsApp button.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  // The admin panel's pages, as the app's routes tell them (its sign-in page too): a chat with the shop
  // is for customers, and there the button would sit over the owner's tables.
  const [inAdminPanel] = useRoute('/admin/*');
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
      {inAdminPanel ? null : <FloatingWhatsAppButton />}
      <LazyToaster />
    </div>
  );
}
