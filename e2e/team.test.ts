import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { apiMessages } from '#contract/messages/validation.js';
import { axeViolations } from './support/axe.js';
import {
  adminToken,
  launchBrowser,
  openPage,
  screenshot,
  startShop,
  VIEWPORTS,
  type ShopServer,
  type WatchedPage,
} from './support/harness.js';

// A team runs the shop, through the real built shop: the owner adds a staff account in the panel and
// reads its one-time password; the staff member signs in on a phone (typing the username in another
// case), must choose a password first, records a sale and confirms a customer's order, and can open
// neither Settings nor a product's price (the menu does not offer them, the page says not allowed, the
// server answers 403). The owner sees both actions under that person's name, and switching the
// account off ends its session at its next request. Screenshots at 390 px and 1280 px, checked by axe.

const STEP_TIMEOUT_MS = 15_000;
const STAFF = { name: 'Nour Haddad', username: 'nour' };
const STAFF_PASSWORD = 'nour-chose-this-1';

interface ApiProduct {
  id: string;
  name: string;
  colors: { name: string; hexCode: string }[];
}

let shop: ShopServer;
let browser: Browser;
let owner: WatchedPage;
let staff: WatchedPage;
let ownerToken: string;
let oneTimePassword: string;
let orderReference: string;
let saleReference: string;
/** What the staff member sells at the counter: a demo product other than the ordered one. */
let sold: ApiProduct;

/** A name or reference as the panel sets it inside its sentences: first-strong isolated (list/Isolate.tsx). */
const isolateText = (text: string) => `\u2068${text}\u2069`;

async function api<T>(path: string, init: RequestInit = {}, token = ownerToken): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(admin.login.username).fill(username);
  await page.getByLabel(admin.login.password).fill(password);
  await page.getByRole('button', { name: admin.login.submit }).click();
}

beforeAll(async () => {
  shop = await startShop({ fresh: true });
  browser = await launchBrowser();
  ownerToken = await adminToken(shop);
  // A customer's order for the staff member to confirm.
  const products = await api<{ data: ApiProduct[] }>('/products?limit=100');
  const [product, other] = products.body.data;
  sold = other!;
  const placed = await api<{ reference: string }>('/orders', {
    method: 'POST',
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'product', id: product!.id, colorHex: product!.colors[0]?.hexCode ?? null, quantity: 1 }],
      delivery: { name: 'Rima Khoury', phone: '03 123 456', address: 'Hamra Street, Beirut' },
    }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  orderReference = placed.body.reference;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('a team runs the shop', () => {
  it('the owner adds a staff account in the panel and reads its one-time password once', async () => {
    owner = await openPage(browser, shop.url, VIEWPORTS.desktop);
    const { page } = owner;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await signIn(page, shop.adminUsername, shop.adminPassword);
    await page.getByRole('navigation', { name: admin.nav.mainLabel }).waitFor();
    await page.goto('/admin/accounts');
    await page.getByRole('heading', { name: admin.accounts.heading }).waitFor();
    await page.getByRole('button', { name: admin.accounts.add }).click();
    const dialog = page.getByRole('dialog', { name: admin.accounts.addTitle });
    await dialog.getByLabel(admin.accounts.name, { exact: true }).fill(STAFF.name);
    await dialog.getByLabel(admin.accounts.username, { exact: true }).fill(STAFF.username);
    await dialog.getByRole('button', { name: admin.accounts.submitAdd }).click();

    const shown = page.getByRole('dialog', { name: new RegExp(`^${admin.accounts.oneTimeTitle('.+')}$`) });
    oneTimePassword = (await shown.locator('output').textContent())!.trim();
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'team-one-time-password-1280', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: admin.accounts.done }).click();
    await shown.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(oneTimePassword).count()).toBe(0);
    await screenshot(page, 'team-accounts-1280');
  });

  it('the staff member signs in on a phone, must choose a password first, then lands on the orders', async () => {
    staff = await openPage(browser, shop.url, VIEWPORTS.phone);
    const { page } = staff;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    // Another case than the owner typed: one name.
    await signIn(page, 'NOUR', oneTimePassword);
    await page.getByRole('heading', { name: admin.password.heading }).waitFor();
    expect(await page.getByLabel(admin.password.username).inputValue()).toBe(STAFF.username);
    await screenshot(page, 'team-choose-password-390');
    expect(await axeViolations(page)).toEqual([]);
    // Until then the server opens nothing else.
    const early = await api<{ message: string }>('/orders', {}, await tokenOf(page));
    expect(early).toEqual({ status: 403, body: { message: apiMessages.changePasswordFirst } });

    // The one-time password was typed to sign in: only the new one is asked for.
    expect(await page.getByLabel(admin.password.oldPassword).count()).toBe(0);
    await page.getByLabel(admin.password.newPassword, { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel(admin.password.confirmPassword).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: admin.password.submit }).click();
    await page.waitForURL('**/admin/orders');
    await page.getByRole('button', { name: admin.orders.recordSale }).waitFor();
  });

  it('the staff member sees only their pages: no Settings, no products, and the server refuses a price change', async () => {
    const { page } = staff;
    await page.locator('header button[aria-haspopup="menu"]:visible').click();
    const items = (await page.getByRole('menuitem').allTextContents()).map((text) => text.trim());
    for (const allowed of [admin.nav.orders, admin.nav.stock, admin.nav.contactUs])
      expect(items.some((item) => item.startsWith(allowed))).toBe(true);
    for (const refused of [
      admin.nav.products,
      admin.nav.settings,
      admin.nav.dashboard,
      admin.nav.offer,
      admin.nav.accounts,
      admin.nav.activity,
    ]) {
      expect(items).not.toContain(refused);
    }
    await screenshot(page, 'team-staff-menu-390', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: admin.forbidden.title }).waitFor();
    await screenshot(page, 'team-staff-not-allowed-390');
    expect(await axeViolations(page)).toEqual([]);

    const token = await tokenOf(page);
    const product = (await api<{ data: ApiProduct[] }>('/products?limit=1')).body.data[0]!;
    const form = new FormData();
    form.set('name', product.name);
    form.set('description', 'Cheaper now');
    form.set('price', '1');
    const priced = await fetch(`${shop.url}/api/products/${product.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(priced.status).toBe(403);
    expect(await priced.json()).toEqual({ message: apiMessages.notAllowed });
    expect((await api('/settings', { method: 'PUT', body: '{}' }, token)).status).toBe(403);
  });

  it('the staff member records a sale in the shop and confirms the customer’s order', async () => {
    const { page } = staff;
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: admin.orders.recordSale }).click();
    const sale = page.getByRole('dialog', { name: admin.sale.title });
    await sale.getByRole('searchbox', { name: admin.sale.find }).fill(sold.name);
    await sale.getByRole('list', { name: admin.sale.find }).getByRole('button').filter({ hasText: sold.name }).first().click();
    const colour = sold.colors[0];
    if (colour) await sale.getByRole('radio', { name: colour.name, exact: true }).check();
    await sale.getByRole('radio', { name: admin.orders.channels.shop }).check();
    await sale.getByRole('button', { name: admin.sale.submit }).click();
    await sale.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: admin.orders.open(orderReference) }).click();
    const dialog = page.getByRole('dialog', { name: admin.orders.title(orderReference) });
    await dialog.getByRole('button', { name: admin.orders.confirm }).click();
    await page.getByText(admin.orders.changed(orderReference, admin.orders.status.confirmed), { exact: true }).first().waitFor();
    await dialog.getByText(admin.common.byPerson(isolateText(STAFF.name))).waitFor();
    await screenshot(page, 'team-staff-confirmed-390', { fullPage: false });
    await page.keyboard.press('Escape');

    const orders = await api<{ data: { reference: string; channel: string }[] }>('/orders');
    saleReference = orders.body.data.find((order) => order.channel === 'shop')!.reference;
    expect(staff.errors).toEqual([]);
  });

  it('the owner sees both under the staff member’s name on the Activity page', async () => {
    const { page } = owner;
    await page.goto('/admin/activity');
    await page.getByRole('heading', { name: admin.activity.heading }).waitFor();
    await page.getByText(admin.activity.saleRecorded(isolateText(STAFF.name), isolateText(saleReference))).waitFor();
    await page.getByText(admin.activity.order.confirmed(isolateText(STAFF.name), isolateText(orderReference))).waitFor();
    await screenshot(page, 'team-activity-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'team-activity-390');
    await page.setViewportSize(VIEWPORTS.desktop);

    const activity = await api<{ data: { person: { name: string }; kind: string; action: string; subject: { label: string } }[] }>(
      '/activity',
    );
    expect(
      activity.body.data
        .filter((entry) => entry.person.name === STAFF.name)
        .map((entry) => `${entry.kind} ${entry.action} ${entry.subject.label}`),
    ).toEqual([`order confirmed ${orderReference}`, `sale created ${saleReference}`, `account passwordChanged ${STAFF.name}`]);
  });

  it('switching the account off ends its session at its next request', async () => {
    const { page } = owner;
    await page.goto('/admin/accounts');
    await page.getByRole('button', { name: admin.accounts.editOf(isolateText(STAFF.name)) }).click();
    const dialog = page.getByRole('dialog', { name: admin.accounts.editTitle(isolateText(STAFF.name)) });
    await dialog.getByRole('switch', { name: admin.accounts.active }).click();
    await dialog.getByRole('button', { name: admin.accounts.submitEdit }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(admin.accounts.switchedOff).first().waitFor();

    const { page: phone } = staff;
    await phone
      .getByRole('link', { name: admin.nav.stock })
      .or(phone.locator('header button[aria-haspopup="menu"]:visible'))
      .first()
      .click();
    await phone.reload();
    await phone.getByRole('heading', { name: admin.login.heading }).waitFor();
    await screenshot(phone, 'team-switched-off-390');
    expect(owner.errors).toEqual([]);
  });
});

/** The token the panel keeps for the page's session (src/web/http/session.ts). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
}
