/** The admin sign-in page: under /admin, but public, so it shows the public bar. */
export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The admin area brings its own bar for any path starting with /admin except the login page; every
 * other page shows the public bar. Matched as the routes match: any case, optional final slash.
 */
export function showsAdminBar(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return (path === '/admin' || path.startsWith('/admin/')) && path !== ADMIN_LOGIN_PATH;
}
