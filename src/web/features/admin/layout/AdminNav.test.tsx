import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { adminText } from '#contract/messages/fr/admin.js';
import { json, mockFetch, renderAdminIn, renderWithProviders, signedInPerson } from '#web/test-support/admin.js';
import { AdminNav } from './AdminNav.js';

const withNew = (count: number) => admin.nav.ordersWithNew(count);

function serveCount(count: () => number) {
  return mockFetch((url) => (url.pathname === '/api/orders/summary' ? json({ newCount: count() }) : json({}, 404)));
}

describe('the admin navigation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('names the Orders link with its count of new orders, and links the Dashboard', async () => {
    serveCount(() => 3);
    renderWithProviders(<AdminNav />, { path: '/admin/orders' });
    const nav = screen.getByRole('navigation', { name: admin.nav.mainLabel });
    const orders = await screen.findByRole('link', { name: withNew(3) });
    expect(nav).toContainElement(orders);
    expect(orders).toHaveAttribute('href', '/admin/orders');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: admin.nav.dashboard })).toHaveAttribute('href', '/admin/dashboard');
  });

  it("lists the owner's Codes after Offer, in the bar and in the phone menu", async () => {
    const user = userEvent.setup();
    serveCount(() => 0);
    renderWithProviders(<AdminNav />, { path: '/admin/codes' });
    const nav = screen.getByRole('navigation', { name: admin.nav.mainLabel });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.slice(hrefs.indexOf('/admin/offer'), hrefs.indexOf('/admin/offer') + 2)).toEqual(['/admin/offer', '/admin/codes']);
    expect(within(nav).getByRole('link', { name: admin.nav.codes })).toHaveAttribute('aria-current', 'page');
    const phoneMenu = screen.getAllByRole('button', { name: admin.nav.codes }).find((button) => !nav.contains(button))!;
    await user.click(phoneMenu);
    expect(await screen.findByRole('menuitem', { name: admin.nav.codes })).toBeInTheDocument();
  });

  it("opens the Dashboard from the bar's title, as the title says", async () => {
    serveCount(() => 0);
    renderWithProviders(<AdminNav />, { path: '/admin/product' });
    expect(screen.getByRole('link', { name: 'Admin Panel Management Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('shows plain Orders when none are new', async () => {
    const fetchMock = serveCount(() => 0);
    renderWithProviders(<AdminNav />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: admin.nav.orders })).toBeInTheDocument();
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 1;
    serveCount(() => count);
    renderWithProviders(<AdminNav />);
    expect(await screen.findByRole('link', { name: withNew(1) })).toBeInTheDocument();
    count = 2;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByRole('link', { name: withNew(2) })).toBeInTheDocument();
  });

  it('asks again when the window gets the focus back', async () => {
    let count = 1;
    serveCount(() => count);
    renderWithProviders(<AdminNav />);
    expect(await screen.findByRole('link', { name: withNew(1) })).toBeInTheDocument();
    count = 5;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: withNew(5) })).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('lists Orders with its count in the phone menu too', async () => {
    const user = userEvent.setup();
    serveCount(() => 4);
    renderWithProviders(<AdminNav />);
    await screen.findByRole('link', { name: withNew(4) });
    await user.click(screen.getByRole('button', { name: new RegExp(admin.nav.ordersWithNew(4)) }));
    expect(await screen.findByRole('menuitem', { name: withNew(4) })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: admin.nav.dashboard })).toBeInTheDocument();
  });

  it('offers the owner Settings, Accounts and Activity beside Change Password in the settings menu, says who is signed in, and goes there', async () => {
    const user = userEvent.setup();
    serveCount(() => 0);
    renderWithProviders(<AdminNav />);
    const nav = screen.getByRole('navigation', { name: admin.nav.mainLabel });
    await user.click(within(nav).getByRole('button', { name: admin.nav.settings }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      admin.nav.settings,
      admin.nav.accounts,
      admin.nav.activity,
      admin.nav.changePassword,
      admin.nav.logout,
    ]);
    expect(screen.getByRole('menu')).toHaveTextContent(admin.nav.signedInAs('\u2068Nour\u2069'));
    await user.click(screen.getByRole('menuitem', { name: admin.nav.settings }));
    expect(window.location.pathname).toBe('/admin/settings');
  });

  it("lists Settings under 'Account' in the phone menu and names the menu after it there", async () => {
    const user = userEvent.setup();
    serveCount(() => 0);
    renderWithProviders(<AdminNav />, { path: '/admin/settings' });
    const nav = screen.getByRole('navigation', { name: admin.nav.mainLabel });
    const phoneMenu = screen.getAllByRole('button', { name: admin.nav.settings }).find((button) => !nav.contains(button))!;
    await user.click(phoneMenu);
    const account = await screen.findByText(admin.nav.account);
    const settings = screen.getByRole('menuitem', { name: admin.nav.settings });
    expect(account.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(settings).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: admin.nav.changePassword })).not.toHaveAttribute('aria-current');
  });

  describe('for staff', () => {
    const staff = signedInPerson('staff');
    const staffSees = [admin.nav.orders, admin.nav.stock, admin.nav.contactUs];
    const ownerOnly = [admin.nav.dashboard, admin.nav.products, admin.nav.categories, admin.nav.carousel, admin.nav.offer];

    it('lists in the bar only Orders, Stock and Contact, and the settings menu only their own account', async () => {
      const user = userEvent.setup();
      const fetchMock = serveCount(() => 2);
      renderWithProviders(<AdminNav />, { path: '/admin/orders', person: staff });
      const nav = screen.getByRole('navigation', { name: admin.nav.mainLabel });
      // The count of new orders stays for anyone who reads orders.
      expect(await within(nav).findByRole('link', { name: withNew(2) })).toHaveAttribute('href', '/admin/orders');
      expect(fetchMock).toHaveBeenCalled();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/admin/orders', '/admin/stock', '/admin/contact-us']);
      for (const label of ownerOnly) expect(within(nav).queryByRole('link', { name: label })).not.toBeInTheDocument();

      await user.click(within(nav).getByRole('button', { name: admin.nav.account }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([admin.nav.changePassword, admin.nav.logout]);
      expect(screen.getByRole('menu')).toHaveTextContent(admin.nav.signedInAs('\u2068Rima\u2069'));
    });

    it('lists the same in the phone menu, with no Settings, Accounts or Activity', async () => {
      const user = userEvent.setup();
      serveCount(() => 0);
      renderWithProviders(<AdminNav />, { path: '/admin/stock', person: staff });
      await user.click(screen.getByRole('button', { name: new RegExp(admin.nav.stock) }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([...staffSees, admin.nav.changePassword, admin.nav.logout]);
      expect(screen.getByRole('menuitem', { name: admin.nav.stock })).toHaveAttribute('aria-current', 'page');
    });

    it("sends the bar's title to Orders, the dashboard being the owner's", () => {
      serveCount(() => 0);
      renderWithProviders(<AdminNav />, { path: '/admin/stock', person: staff });
      expect(screen.getByRole('link', { name: 'Admin Panel Management Dashboard' })).toHaveAttribute('href', '/admin/orders');
    });

    it('in French too', async () => {
      const user = userEvent.setup();
      serveCount(() => 0);
      await renderAdminIn('fr', <AdminNav />, { path: '/admin/orders', person: staff });
      const nav = await screen.findByRole('navigation', { name: adminText.nav.mainLabel });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([adminText.nav.orders, adminText.nav.stock, adminText.nav.contactUs]);
      await user.click(within(nav).getByRole('button', { name: adminText.nav.account }));
      expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
        adminText.nav.changePassword,
        adminText.nav.logout,
      ]);
    });
  });

  it('shows someone with a one-time password nothing but Change Password and Logout, and asks for no count', async () => {
    const user = userEvent.setup();
    const fetchMock = serveCount(() => 3);
    renderWithProviders(<AdminNav />, { path: '/admin/update-password', person: signedInPerson('owner', { mustChangePassword: true }) });
    const nav = screen.getByRole('navigation', { name: admin.nav.mainLabel });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    await user.click(within(nav).getByRole('button', { name: admin.nav.account }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([admin.nav.changePassword, admin.nav.logout]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
