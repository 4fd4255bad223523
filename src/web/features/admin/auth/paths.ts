import { ADMIN_LOGIN_PATH } from '#web/navigation/admin-bar.js';

export const ADMIN_PATHS = {
  login: ADMIN_LOGIN_PATH,
  products: '/admin/product',
  categories: '/admin/category',
  carousel: '/admin/carousel',
  offers: '/admin/offer',
  contact: '/admin/contact-us',
  orders: '/admin/orders',
  stock: '/admin/stock',
  dashboard: '/admin/dashboard',
  password: '/admin/update-password',
  settings: '/admin/settings',
} as const;

/** What the guard leaves in the router state so sign-in can return the owner where they were. */
export interface ReturnState {
  from?: string;
}

/** Only admin pages other than the login page are worth returning to. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith(ADMIN_PATHS.login) ? from : ADMIN_PATHS.products;
}
