import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '#contract/roles.js';
import { signedInPerson } from '#web/test-support/admin.js';
import { ADMIN_PATHS, homePath, landingPath, PAGE_PERMISSIONS, permissionOf, returnPath, type AdminPage } from './paths.js';

const owner = signedInPerson('owner');
const staff = signedInPerson('staff');
const firstTime = signedInPerson('staff', { mustChangePassword: true });

describe('where the panel opens', () => {
  it('opens Products for the owner, Orders for staff, and only the password page before a one-time password is changed', () => {
    expect(landingPath(owner)).toBe(ADMIN_PATHS.products);
    expect(landingPath(staff)).toBe(ADMIN_PATHS.orders);
    expect(landingPath(firstTime)).toBe(ADMIN_PATHS.password);
  });

  it("leads the bar's title to the dashboard for the owner and to Orders for staff", () => {
    expect(homePath(owner)).toBe(ADMIN_PATHS.dashboard);
    expect(homePath(staff)).toBe(ADMIN_PATHS.orders);
  });

  it('returns a person after sign-in only to a page they may use', () => {
    expect(returnPath({ from: '/admin/stock?filter=low' }, staff)).toBe('/admin/stock?filter=low');
    expect(returnPath({ from: '/admin/settings' }, staff)).toBe(ADMIN_PATHS.orders);
    expect(returnPath({ from: '/Admin/Settings/' }, staff)).toBe(ADMIN_PATHS.orders);
    expect(returnPath({ from: '/admin/settings' }, owner)).toBe('/admin/settings');
    expect(returnPath({ from: '/admin/update-password' }, staff)).toBe('/admin/update-password');
    expect(returnPath({ from: '/admin/login' }, owner)).toBe(ADMIN_PATHS.products);
    expect(returnPath(null, staff)).toBe(ADMIN_PATHS.orders);
  });
});

describe('each page’s permission', () => {
  it('is the one roles.ts gives staff for Orders, Stock and Contact, and none of the others', () => {
    const staffPages = (Object.keys(PAGE_PERMISSIONS) as AdminPage[]).filter((page) =>
      ROLE_PERMISSIONS.staff.includes(PAGE_PERMISSIONS[page]),
    );
    expect(staffPages.sort()).toEqual(['contact', 'orders', 'stock']);
  });

  it('is found from the address as the routes match it', () => {
    expect(permissionOf('/admin/accounts')).toBe('accounts');
    expect(permissionOf('/ADMIN/Activity/?person=u1')).toBe('accounts');
    expect(permissionOf('/admin/update-password')).toBeNull();
    expect(permissionOf('/admin/productx')).toBeNull();
  });
});
