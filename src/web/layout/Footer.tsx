import { Clock, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { useMessages } from '#web/i18n/context.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { useShopConfig, useShopText } from '../shop/shop-config.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

const linkClass = 'underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  const messages = useMessages();
  const shopConfig = useShopConfig();
  const { address } = useShopText();
  const telHref = `tel:${shopConfig.phone.replace(/[^\d+]/g, '')}`;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl text-white">{shopConfig.name}</p>
          <p className="mt-2 text-sm">{messages.footer.tagline}</p>
        </div>
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-brand-200">{messages.footer.followUs}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={shopConfig.facebookUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {messages.footer.facebook}
              </a>
            </li>
            <li>
              <a href={shopConfig.instagramUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {messages.footer.instagram}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-brand-200">{messages.footer.openingHours}</h2>
          <p className="mt-3 flex items-start gap-2 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="whitespace-pre-line">{openingHoursLines(shopConfig.hours, messages.hours).join('\n')}</span>
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {/* English where the owner wrote no translation: its own direction. */}
            <bdi>{address}</bdi>
          </p>
        </div>
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-brand-200">{messages.footer.phone}</h2>
          <p className="mt-3 flex items-center gap-2 text-sm">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a href={telHref} className={linkClass} dir="ltr">
              {shopConfig.phone}
            </a>
          </p>
          <p className="mt-2 text-sm">
            <Link href="/contact-us" className={linkClass}>
              {messages.footer.contactUs}
            </Link>
          </p>
        </div>
      </div>
      <LanguageSwitcher className="justify-center border-t border-white/10 px-4 py-3" onDark />
      <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-brand-200">
        {messages.footer.rights(new Date().getFullYear(), shopConfig.name)}
      </p>
    </footer>
  );
}
