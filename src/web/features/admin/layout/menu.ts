import type { admin } from '#contract/messages/admin.js';
import type { Translation } from '#contract/messages/translation.js';
import { ADMIN_PATHS, type AdminPage } from '../auth/paths.js';

type NavMessages = Translation<typeof admin.nav>;
/** The menu's words that are plain labels (not 'Orders, 3 new'). */
type NavLabel = { [K in keyof NavMessages]: NavMessages[K] extends string ? K : never }[keyof NavMessages];

/** What the menu calls each page. */
const LABELS: Record<AdminPage | 'password', NavLabel> = {
  dashboard: 'dashboard',
  orders: 'orders',
  stock: 'stock',
  products: 'products',
  categories: 'categories',
  carousel: 'carousel',
  offers: 'offer',
  codes: 'codes',
  contact: 'contactUs',
  settings: 'settings',
  accounts: 'accounts',
  activity: 'activity',
  password: 'changePassword',
};

export const pageLabel = (nav: NavMessages, page: AdminPage | 'password'): string => nav[LABELS[page]];

/** The page at `path` (one of ADMIN_PATHS), for its label. */
export function pageAt(path: string): AdminPage | 'password' | undefined {
  return (Object.keys(LABELS) as (AdminPage | 'password')[]).find((page) => ADMIN_PATHS[page] === path);
}

/** The bar's buttons (wide screens) and the phone menu's first part, in this order. */
export const MAIN_PAGES: readonly AdminPage[] = [
  'dashboard',
  'orders',
  'stock',
  'products',
  'categories',
  'carousel',
  'offers',
  'codes',
  'contact',
];

/** The settings menu's pages (under 'Account' in the phone menu), before Change Password and Logout: the owner's. */
export const SHOP_PAGES = ['settings', 'accounts', 'activity'] as const satisfies readonly AdminPage[];
