// Who may do what in the admin panel. The server checks each admin route's permission against this
// table on every request, and the panel's menu shows only the pages whose permission the person's
// role has: both read this one table, so the menu and the routes cannot disagree.

export const ROLES = ['owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** The orders inbox: read orders, confirm, deliver, cancel; the count of new orders. */
  'orders',
  /** Record a sale made at the counter, by phone or on WhatsApp. */
  'sales',
  /** The Stock page: counts, their history, the CSV. */
  'stock',
  /** Read contact messages. */
  'messages',
  /** Delete contact messages. */
  'deleteMessages',
  /** Products, offers, categories, carousel images, photos: names, prices, everything shown for sale. */
  'catalogue',
  /** The shop's settings. */
  'settings',
  /** The dashboard: revenue and best sellers. */
  'dashboard',
  /** People's accounts and their sessions, and the Activity page. */
  'accounts',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  staff: ['orders', 'sales', 'stock', 'messages'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` has `permission`; an unknown role has none. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
