import { useQuery } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, History, KeyRound, LogOut, Menu, Settings, Store, Users, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { orderSummaryQuery } from '#web/api/admin/orders.js';
import { MIRRORED_IN_RTL } from '#web/components/ui/icons.js';
import { NavLink } from '#web/navigation/router.js';
import { ADMIN_PATHS, allows, homePath, PAGE_PERMISSIONS } from '../auth/paths.js';
import { useLogout } from '../auth/logout.js';
import { usePerson } from '../auth/person.js';
import { useAdminText } from '../i18n/context.js';
import { isolateText } from '../list/Isolate.js';
import { useConfirmLeave } from '../unsaved/UnsavedChangesGuard.js';
import { MAIN_PAGES, pageLabel, SHOP_PAGES } from './menu.js';

const SHOP_PAGE_ICONS: Record<(typeof SHOP_PAGES)[number], LucideIcon> = { settings: Store, accounts: Users, activity: History };

interface Entry {
  to: string;
  label: string;
}

interface AccountEntry extends Entry {
  Icon: LucideIcon;
}

const hasCount = (to: string, newCount: number) => to === ADMIN_PATHS.orders && newCount > 0;

/**
 * 'Orders' with the count of new orders in a pill. The link is named by its own text, said as one
 * phrase ('Orders, 3 new') by a visually hidden copy, while what is seen is hidden from the reader.
 */
function EntryLabel({ to, label, newCount }: { to: string; label: string; newCount: number }) {
  const text = useAdminText();
  if (!hasCount(to, newCount)) return <>{label}</>;
  return (
    <>
      <span className="sr-only">{text.nav.ordersWithNew(newCount)}</span>
      <span aria-hidden="true" className="inline-flex items-center">
        {label}
        <span className="ms-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs leading-5 font-semibold text-ink">
          {newCount}
        </span>
      </span>
    </>
  );
}

const menuContent = 'z-50 min-w-52 rounded-xl border border-brand-100 bg-white p-1 shadow-lg data-[side=bottom]:mt-1';
const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50';
const menuLabel = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * Sticky admin bar: buttons from lg up, one dropdown below. Each lists only the pages the signed-in
 * person's role may use (auth/paths.ts); the owner's Settings, Accounts and Activity sit in the
 * settings menu with Change Password and Logout. The menus open inside the bar (no portal, not
 * modal), so they stay within its landmark and leave the page readable.
 */
export function AdminNav() {
  const text = useAdminText();
  const person = usePerson();
  const entries: Entry[] = MAIN_PAGES.filter((page) => allows(person, PAGE_PERMISSIONS[page])).map((page) => ({
    to: ADMIN_PATHS[page],
    label: pageLabel(text.nav, page),
  }));
  const accountEntries: AccountEntry[] = [
    ...SHOP_PAGES.filter((page) => allows(person, PAGE_PERMISSIONS[page])).map((page) => ({
      to: ADMIN_PATHS[page],
      label: pageLabel(text.nav, page),
      Icon: SHOP_PAGE_ICONS[page],
    })),
    { to: ADMIN_PATHS.password, label: text.nav.changePassword, Icon: KeyRound },
  ];
  const [pathname, navigate] = useLocation();
  const logout = useLogout();
  const confirmLeave = useConfirmLeave();
  const signOut = () => confirmLeave(() => void logout());
  const current = entries.find((entry) => pathname.startsWith(entry.to));
  const currentAccount = accountEntries.find((entry) => pathname.startsWith(entry.to));
  // Refreshed every minute, on window focus and after a status change (see orderSummaryQuery).
  const mayReadOrders = allows(person, 'orders');
  const newCount = useQuery({ ...orderSummaryQuery(), enabled: mayReadOrders }).data?.newCount ?? 0;
  const shownCount = mayReadOrders ? newCount : 0;
  // Without Settings in it, the menu holds only the person's own account.
  const accountMenuLabel = allows(person, 'settings') ? text.nav.settings : text.nav.account;
  // Several people share the shop's phones: the menu says whose session this is.
  const signedInAs = person ? (
    // A label, not a paragraph: a menu holds only its items, groups and labels.
    <DropdownMenu.Label className="truncate px-3 pt-2 pb-1 text-xs text-muted">
      {text.nav.signedInAs(isolateText(person.name))}
    </DropdownMenu.Label>
  ) : null;

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        {/* The title names the dashboard, so it opens it for those who may see it; anyone else's first page otherwise. */}
        <Link href={homePath(person)} className="min-w-0 rounded-md">
          <span className="block font-display text-lg leading-tight text-brand-800">{text.title}</span>
          <span className="block text-xs text-muted">{text.subtitle}</span>
        </Link>

        <nav aria-label={text.nav.mainLabel} className="hidden items-center gap-1 lg:flex">
          {entries.map((entry) => (
            <NavLink
              key={entry.to}
              to={entry.to}
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors ${
                  isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'
                }`
              }
            >
              <EntryLabel to={entry.to} label={entry.label} newCount={shownCount} />
            </NavLink>
          ))}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              aria-label={accountMenuLabel}
              className={`ms-1 inline-flex size-10 items-center justify-center rounded-lg hover:bg-brand-50 ${
                currentAccount ? 'bg-brand-100 text-brand-800' : 'text-ink'
              }`}
            >
              <Settings aria-hidden="true" className="size-5" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end" className={menuContent}>
              {signedInAs}
              {accountEntries.map(({ to, label, Icon }) => (
                <DropdownMenu.Item
                  key={to}
                  className={`${menuItem} ${currentAccount?.to === to ? 'font-semibold text-brand-800' : ''}`}
                  aria-current={currentAccount?.to === to ? 'page' : undefined}
                  onSelect={() => navigate(to)}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
              <DropdownMenu.Item className={`${menuItem} text-red-700`} onSelect={signOut}>
                <LogOut aria-hidden="true" className={`size-4 ${MIRRORED_IN_RTL}`} />
                {text.nav.logout}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </nav>

        <div className="lg:hidden">
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-200 px-3 text-sm font-medium text-ink">
              <Menu aria-hidden="true" className="size-5" />
              <span>{current?.label ?? currentAccount?.label ?? text.nav.menu}</span>
              {shownCount > 0 ? (
                <>
                  <span
                    aria-hidden="true"
                    className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs leading-5 font-semibold text-ink"
                  >
                    {shownCount}
                  </span>
                  <span className="sr-only">({text.nav.ordersWithNew(shownCount)})</span>
                </>
              ) : null}
              <ChevronDown aria-hidden="true" className="size-4 text-muted" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end" sideOffset={6} className={`${menuContent} w-[min(18rem,calc(100vw-2rem))]`}>
              {entries.length > 0 ? (
                <>
                  <DropdownMenu.Label className={menuLabel}>{text.nav.menu}</DropdownMenu.Label>
                  {entries.map((entry) => {
                    const active = current?.to === entry.to;
                    return (
                      <DropdownMenu.Item
                        key={entry.to}
                        className={`${menuItem} ${active ? 'bg-brand-100 font-semibold text-brand-800' : ''}`}
                        aria-current={active ? 'page' : undefined}
                        onSelect={() => navigate(entry.to)}
                      >
                        <EntryLabel to={entry.to} label={entry.label} newCount={shownCount} />
                      </DropdownMenu.Item>
                    );
                  })}
                  <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
                </>
              ) : null}
              <DropdownMenu.Label className={menuLabel}>{text.nav.account}</DropdownMenu.Label>
              {signedInAs}
              {accountEntries.map(({ to, label, Icon }) => {
                const active = currentAccount?.to === to;
                return (
                  <DropdownMenu.Item
                    key={to}
                    className={`${menuItem} ${active ? 'bg-brand-100 font-semibold text-brand-800' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onSelect={() => navigate(to)}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </DropdownMenu.Item>
                );
              })}
              <DropdownMenu.Item className={`${menuItem} text-red-700`} onSelect={signOut}>
                <LogOut aria-hidden="true" className={`size-4 ${MIRRORED_IN_RTL}`} />
                {text.nav.logout}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </div>
      </div>
    </header>
  );
}
