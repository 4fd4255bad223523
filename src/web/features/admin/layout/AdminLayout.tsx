import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usesPlaceholderWhatsAppNumber, type ShopConfig } from '#contract/shop-defaults.js';
import { settingsQuery } from '#web/api/admin/settings.js';
import { useShopConfig } from '#web/shop/shop-config.js';
import { ADMIN_PATHS } from '../auth/paths.js';
import { useCan } from '../auth/person.js';
import { useAdminText } from '../i18n/context.js';
import { useKeepPanelLanguage } from '../i18n/kept-language.js';
import { UnsavedChangesGuard } from '../unsaved/UnsavedChangesGuard.js';
import { AdminNav } from './AdminNav.js';

/** Orders would go to a number that is not the shop's: the owner sees it on every admin page. */
export function PlaceholderNumberBanner({ shop }: { shop: Pick<ShopConfig, 'whatsappNumber'> }) {
  const text = useAdminText();
  if (!usesPlaceholderWhatsAppNumber(shop)) return null;
  return (
    <div className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        {text.placeholderWhatsApp(shop.whatsappNumber)}{' '}
        <Link href={ADMIN_PATHS.settings} className="font-medium underline underline-offset-2">
          {text.setWhatsAppNumber}
        </Link>
      </p>
    </div>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  useKeepPanelLanguage();
  const shop = useShopConfig();
  // The settings as last loaded or saved on the Settings page, without asking for them here.
  const saved = useQuery({ ...settingsQuery(), enabled: false }).data;
  // Only those who may change the number are asked to.
  const mayFixNumber = useCan('settings');
  return (
    <UnsavedChangesGuard>
      <AdminNav />
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
        {mayFixNumber ? <PlaceholderNumberBanner shop={saved ?? shop} /> : null}
        {children}
      </div>
    </UnsavedChangesGuard>
  );
}
