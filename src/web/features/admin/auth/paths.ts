import type { SignedInPerson } from '#contract/accounts.js';
import { can, type Permission } from '#contract/roles.js';
import { ADMIN_LOGIN_PATH } from '#web/navigation/admin-bar.js';

export const ADMIN_PATHS = {
  login: ADMIN_LOGIN_PATH,
  products: '/admin/product',
  categories: '/admin/category',
  carousel: '/admin/carousel',
  offers: '/admin/offer',
  codes: '/admin/codes',
  contact: '/admin/contact-us',
  orders: '/admin/orders',
  stock: '/admin/stock',
  dashboard: '/admin/dashboard',
  password: '/admin/update-password',
  settings: '/admin/settings',
  accounts: '/admin/accounts',
  activity: '/admin/activity',
} as const;

/** The panel's pages that need a permission: all but the login page and the password page, which anyone signed in may use. */
export type AdminPage = Exclude<keyof typeof ADMIN_PATHS, 'login' | 'password'>;

/**
 * The permission (contract/roles.ts, the table the server checks too) each page needs: the menu lists
 * a page, and the page opens, only for a person whose role has it.
 */
export const PAGE_PERMISSIONS: Record<AdminPage, Permission> = {
  products: 'catalogue',
  categories: 'catalogue',
  carousel: 'catalogue',
  offers: 'catalogue',
  codes: 'catalogue',
  contact: 'messages',
  orders: 'orders',
  stock: 'stock',
  dashboard: 'dashboard',
  settings: 'settings',
  accounts: 'accounts',
  activity: 'accounts',
};

/** Whether `person` may use what `permission` opens; nothing while their one-time password is unchanged. */
export function allows(person: SignedInPerson | null, permission: Permission): boolean {
  return person !== null && !person.mustChangePassword && can(person.role, permission);
}

/** Where the panel opens after sign-in: the first page of these the person may use. */
const LANDING_ORDER: readonly AdminPage[] = ['products', 'orders', 'dashboard', 'stock', 'contact', 'settings', 'accounts'];

/**
 * The page a person's panel opens on: Products for the owner, as it always has, Orders for staff,
 * and only the password page while a one-time password is unchanged. Products before the person is known.
 */
export function landingPath(person: SignedInPerson | null): string {
  if (!person) return ADMIN_PATHS.products;
  if (person.mustChangePassword) return ADMIN_PATHS.password;
  const page = LANDING_ORDER.find((name) => allows(person, PAGE_PERMISSIONS[name]));
  return page ? ADMIN_PATHS[page] : ADMIN_PATHS.password;
}

/** Where the bar's title leads: the dashboard it names, for whoever may see it, else the person's landing page. */
export function homePath(person: SignedInPerson | null): string {
  return allows(person, 'dashboard') ? ADMIN_PATHS.dashboard : landingPath(person);
}

/** The permission the page at `path` needs (matched as the routes match: any case, optional final /); null for any other path. */
export function permissionOf(path: string): Permission | null {
  const page = path.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '');
  const found = (Object.keys(PAGE_PERMISSIONS) as AdminPage[]).find((name) => page === ADMIN_PATHS[name]);
  return found ? PAGE_PERMISSIONS[found] : null;
}

/** What the guard leaves in the router state so sign-in can return the person where they were. */
export interface ReturnState {
  from?: string;
}

/** Only admin pages other than the login page, and that the person may use, are worth returning to. */
export function returnPath(state: unknown, person: SignedInPerson | null): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/admin/') || from.startsWith(ADMIN_PATHS.login)) return landingPath(person);
  const permission = permissionOf(from);
  return person && permission && !allows(person, permission) ? landingPath(person) : from;
}
