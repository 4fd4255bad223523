import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInPerson } from '#contract/accounts.js';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { adminText as french } from '#contract/messages/fr/admin.js';
import { useSession } from '#web/http/session.js';
import { json, mockFetch, renderAdminIn, renderWithProviders, signedInPerson } from '#web/test-support/admin.js';
import { AdminApp } from './AdminApp.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const emptyPage = { data: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, hasPrevious: false, hasNext: false } };

/** The API as the panel meets it, `person` signed in; every request's method and path is kept. */
function serve(person: () => SignedInPerson) {
  const asked: string[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    asked.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/auth/me') return json(person());
    if (url.pathname === '/api/orders/summary') return json({ newCount: 0 });
    if (method !== 'GET') return new Response(null, { status: 204 });
    if (['/api/orders', '/api/accounts', '/api/activity'].includes(url.pathname)) return json(emptyPage);
    return json({ message: 'Not found' }, 404);
  });
  return { asked, fetchMock };
}

function openPanel(path: string, person: SignedInPerson) {
  useSession.setState({ token: 'abc', ended: false, language: 'en' });
  return renderWithProviders(<AdminApp />, { path, person });
}

describe('the panel for each role', () => {
  beforeEach(() => useSession.setState({ token: null, ended: false }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('tells staff who open the Products page by its address that it is not theirs, with the way to Orders', async () => {
    const staff = signedInPerson('staff');
    const { asked } = serve(() => staff);
    openPanel('/admin/product', staff);
    expect(await screen.findByRole('heading', { level: 1, name: admin.forbidden.title })).toBeInTheDocument();
    expect(screen.getByText(admin.forbidden.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: admin.forbidden.goTo(admin.nav.orders) })).toHaveAttribute('href', '/admin/orders');
    // The page itself never loads: nothing is asked of the products.
    expect(asked.some((request) => request.includes('/api/products'))).toBe(false);
  });

  it('keeps the Accounts and Activity pages to the owner', async () => {
    const staff = signedInPerson('staff');
    serve(() => staff);
    openPanel('/admin/accounts', staff);
    expect(await screen.findByRole('heading', { level: 1, name: admin.forbidden.title })).toBeInTheDocument();
  });

  it('opens the Accounts page for the owner', async () => {
    const owner = signedInPerson('owner');
    serve(() => owner);
    openPanel('/admin/accounts', owner);
    expect(await screen.findByRole('heading', { level: 1, name: admin.accounts.heading })).toBeInTheDocument();
  });

  it('says the page is not allowed in French too', async () => {
    const staff = signedInPerson('staff');
    serve(() => staff);
    useSession.setState({ token: 'abc', ended: false, language: 'fr' });
    await renderAdminIn('fr', <AdminApp />, { path: '/admin/settings', person: staff });
    expect(await screen.findByRole('heading', { level: 1, name: french.forbidden.title })).toBeInTheDocument();
    expect(screen.getByText(french.forbidden.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: french.forbidden.goTo(french.nav.orders) })).toHaveAttribute('href', '/admin/orders');
  });

  it("opens /admin, the panel's own address, on the person's first page: Products for the owner, Orders for staff", async () => {
    for (const [role, heading, path] of [
      ['owner', admin.products.heading, '/admin/product'],
      ['staff', admin.orders.heading, '/admin/orders'],
    ] as const) {
      const person = signedInPerson(role);
      serve(() => person);
      const { unmount } = openPanel(role === 'owner' ? '/admin' : '/admin/', person);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(window.location.pathname).toBe(path);
      unmount();
    }
  });

  it('sends /admin to the sign-in page when nobody is signed in', async () => {
    serve(() => signedInPerson('owner'));
    renderWithProviders(<AdminApp />, { path: '/admin', person: null });
    expect(await screen.findByLabelText(admin.login.username)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it("opens the Arabic panel's menus right to left, as the page reads", async () => {
    const user = userEvent.setup();
    const owner = signedInPerson('owner');
    serve(() => owner);
    useSession.setState({ token: 'abc', ended: false, language: 'ar' });
    await renderAdminIn('ar', <AdminApp />, { path: '/admin/orders', person: owner });
    const nav = await screen.findByRole('navigation', { name: arabic.nav.mainLabel });
    await user.click(within(nav).getByRole('button', { name: arabic.nav.settings }));
    expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'rtl');
  });

  it('shows a person with a one-time password only the password page, then the panel once they chose their own', async () => {
    const user = userEvent.setup();
    let person = signedInPerson('staff', { mustChangePassword: true });
    const { fetchMock } = serve(() => person);
    openPanel('/admin/orders', person);

    expect(await screen.findByRole('heading', { level: 1, name: admin.password.heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/update-password');
    expect(screen.getByRole('status')).toHaveTextContent(admin.password.chooseYourOwn);
    expect(screen.getByLabelText(admin.password.username)).toHaveValue('rima');
    const nav = screen.getByRole('navigation', { name: admin.nav.mainLabel });
    expect(within(nav).queryByRole('link', { name: admin.nav.orders })).not.toBeInTheDocument();

    // The one-time password was just typed to sign in: it is not asked again.
    expect(screen.queryByLabelText(admin.password.oldPassword)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(admin.password.newPassword), 'my own words');
    await user.type(screen.getByLabelText(admin.password.confirmPassword), 'my own words');
    person = { ...person, mustChangePassword: false };
    await user.click(screen.getByRole('button', { name: admin.password.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: admin.orders.heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/orders');
    const update = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/update-password')!;
    expect(JSON.parse(String(update[1]?.body))).toEqual({
      username: 'rima',
      newPassword: 'my own words',
      confirmPassword: 'my own words',
    });
    await waitFor(() => expect(within(nav).getByRole('link', { name: admin.nav.orders })).toBeInTheDocument());
    expect(useSession.getState().person?.mustChangePassword).toBe(false);
  });
});
