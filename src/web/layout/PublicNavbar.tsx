import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CloseIcon, MenuIcon, ShoppingBagIcon } from '../components/ui/icons.js';
import { CART_BADGE_CAP } from '../config/ui.js';
import { useMessages } from '#web/i18n/context.js';
import { totalItems, useCart } from '../shop/cart.js';
import { NavLink } from '../navigation/router.js';
import { useShopConfig } from '../shop/shop-config.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

// The label is the nav word of the same name in the page's catalogue.
const links = [
  { to: '/', label: 'home', end: true },
  { to: '/offer', label: 'offers', end: false },
  { to: '/about', label: 'about', end: false },
  { to: '/contact-us', label: 'contact', end: false },
] as const;

/** The count on the cart badge: hidden at 0, '99+' above 99. */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50 hover:text-brand-800'
  }`;

export function PublicNavbar() {
  const messages = useMessages();
  const shop = useShopConfig();
  const [open, setOpen] = useState(false);
  const count = useCart((state) => totalItems(state.items));
  const badge = cartBadgeText(count);
  const [pathname] = useLocation();
  // The dropdown closes on any navigation, including the browser's Back.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((value) => !value);
  };

  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // Escape closes the dropdown and gives the keyboard back to the menu button.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    menuButton.current?.focus();
  };
  // Tabbing out of the button and its dropdown closes it. A tap that focuses nothing (Safari does not
  // focus links on tap) leaves it open, so the link's click still lands.
  const onMenuBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || menuButton.current?.contains(next) || menu.current?.contains(next)) return;
    setOpen(false);
  };

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  // The bars' layer (z-30, as the admin panel's bar), so the WhatsApp button, dragged up here, stays over it.
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        {messages.nav.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link href="/" className="me-auto font-display text-xl tracking-wide text-brand-800 sm:text-2xl">
          {shop.name}
        </Link>
        <nav aria-label={messages.nav.mainNavigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {messages.nav[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher className="hidden md:flex" />
        <NavLink
          to="/cart"
          className={({ isActive }) =>
            `relative inline-flex size-11 items-center justify-center rounded-full transition-colors ${
              isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50'
            }`
          }
        >
          <ShoppingBagIcon />
          {/* Named by its words, not an aria-label: in Arabic they spell the count the badge shows. */}
          <span className="sr-only">{count > 0 ? messages.nav.cartWithCount(count) : messages.nav.cart}</span>
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="cart-badge"
              className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] font-semibold leading-5 text-white"
            >
              {badge}
            </span>
          ) : null}
        </NavLink>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? messages.nav.closeMenu : messages.nav.openMenu}
          ref={menuButton}
          onClick={toggle}
          onKeyDown={onMenuKeyDown}
          onBlur={onMenuBlur}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {open ? (
        <nav
          id="mobile-menu"
          ref={menu}
          aria-label={messages.nav.mainNavigation}
          className="border-t border-brand-100 bg-white md:hidden"
          onKeyDown={onMenuKeyDown}
          onBlur={onMenuBlur}
        >
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={(state) => `block ${linkClass(state)} py-3 text-base`}
                  onClick={() => setOpen(false)}
                >
                  {messages.nav[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className="mx-auto max-w-7xl border-t border-brand-100 px-4 py-3" />
        </nav>
      ) : null}
    </header>
  );
}
