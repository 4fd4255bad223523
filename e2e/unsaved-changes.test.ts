import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { axeViolations } from './support/axe.js';
import {
  adminToken,
  launchBrowser,
  openOwnerPage,
  screenshot,
  startShop,
  VIEWPORTS,
  type ShopServer,
  type WatchedPage,
} from './support/harness.js';

// Work the owner has not saved is not lost without a word: the admin menu, the browser's Back and a
// reload ask first on the Stock and Settings pages, and the Add Product dialog keeps an uploaded photo
// through a click outside it. Screenshots of the Settings page with its Save bar at 390 px and 1280 px.

const STEP_TIMEOUT_MS = 15_000;

let shop: ShopServer;
let browser: Browser;
let token: string;
let photo: string;

async function ownerPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<WatchedPage> {
  const watched = await openOwnerPage(browser, shop.url, token, viewport);
  watched.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return watched;
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: admin.nav.mainLabel }).getByRole('link', { name, exact: true });

/** The confirmation asked before leaving a page, or closing a form. */
const askToLeave = (page: Page) => page.getByRole('alertdialog', { name: admin.unsaved.leave.title });
const askToClose = (page: Page) => page.getByRole('alertdialog', { name: admin.unsaved.close.title });

/** Answers the question asked before leaving the page: Stay, or Leave without saving. */
async function answerLeave(page: Page, choice: 'stay' | 'discard'): Promise<void> {
  const ask = askToLeave(page);
  await ask.getByRole('button', { name: admin.unsaved.leave[choice] }).click();
  await ask.waitFor({ state: 'detached' });
}

/** Leaves without saving for `pathname`, and waits for its page. */
async function leaveFor(page: Page, pathname: string, heading: string): Promise<void> {
  await answerLeave(page, 'discard');
  await page.waitForURL(`**${pathname}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The first count of the Stock page, changed by one. */
async function changeFirstCount(page: Page): Promise<{ count: Locator; typed: string }> {
  const count = page.getByRole('spinbutton').first();
  await count.waitFor();
  const typed = String(Number(await count.inputValue()) + 1);
  await count.click();
  await count.fill(typed);
  return { count, typed };
}

/** Reloads, and says whether the browser asked first (the harness dismisses the question: the page stays). */
async function reloadAsks(watched: WatchedPage): Promise<boolean> {
  const before = watched.dialogs.length;
  // Called from the page, the reload waits there for the answer.
  await watched.page.evaluate(() => window.location.reload());
  await watched.page.waitForLoadState('load');
  return watched.dialogs.slice(before).some((dialog) => dialog.startsWith('beforeunload'));
}

describe('work not yet saved', () => {
  beforeAll(async () => {
    photo = path.join(os.tmpdir(), `unsaved-photo-${process.pid}.png`);
    await writeFile(
      photo,
      await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b0306a' } })
        .png()
        .toBuffer(),
    );
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (photo) await rm(photo, { force: true });
  });

  it('asks before the menu leaves counts typed on the Stock page: Stay keeps them, Leave without saving goes to Orders', async () => {
    const owner = await ownerPage();
    const { page } = owner;
    await page.goto('/admin/stock');
    const { count, typed } = await changeFirstCount(page);

    await menuLink(page, admin.nav.orders).click();
    await askToLeave(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/stock');
    await screenshot(page, 'unsaved-leave-1280', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await answerLeave(page, 'stay');
    expect(await count.inputValue()).toBe(typed);

    await menuLink(page, admin.nav.orders).click();
    await leaveFor(page, '/admin/orders', admin.orders.heading);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it("undoes the browser's Back from the Stock page and asks; Leave without saving goes back", async () => {
    const owner = await ownerPage();
    const { page } = owner;
    await page.goto('/admin/product');
    await page.getByRole('heading', { level: 1, name: admin.products.heading }).waitFor();
    await menuLink(page, admin.nav.stock).click();
    await page.waitForURL('**/admin/stock');
    const { count, typed } = await changeFirstCount(page);
    // Scrolled down, a few frames before Back, as a hand would.
    await page.evaluate(async () => {
      window.scrollTo(0, 300);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });

    await page.goBack();
    await askToLeave(page).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/stock');
    await answerLeave(page, 'stay');
    expect(await count.inputValue()).toBe(typed);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    await page.goBack();
    await leaveFor(page, '/admin/product', admin.products.heading);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('has the browser ask before a reload while a count is unsaved, and not once nothing is', async () => {
    const owner = await ownerPage();
    const { page } = owner;
    await page.goto('/admin/stock');
    await page.getByRole('spinbutton').first().waitFor();
    expect(await reloadAsks(owner)).toBe(false);

    const { count, typed } = await changeFirstCount(page);
    expect(await reloadAsks(owner)).toBe(true);
    // The owner chose to stay: the count is still there.
    expect(await count.inputValue()).toBe(typed);
    await owner.context.close();
  });

  it('asks before the menu leaves a zone renamed on Settings, whose Save stays in reach; Leave without saving goes to the Dashboard', async () => {
    const owner = await ownerPage();
    const { page } = owner;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: admin.settings.heading }).waitFor();
    await page.getByRole('button', { name: admin.settings.addZone }).click();
    await page
      .getByRole('group', { name: admin.settings.zone(1, '') })
      .getByLabel(admin.settings.zoneName)
      .fill('Beirut');
    await page
      .getByRole('group', { name: admin.settings.zone(1, 'Beirut') })
      .getByLabel(admin.settings.fee)
      .fill('3');
    await page.getByRole('button', { name: admin.settings.submit }).click();
    await page.getByText(admin.settings.saved, { exact: true }).first().waitFor();
    const bar = page.getByText(admin.unsaved.notSaved);
    expect(await bar.count()).toBe(0);

    const zoneName = page.getByRole('group', { name: admin.settings.zone(1, 'Beirut') }).getByLabel(admin.settings.zoneName);
    await zoneName.click();
    await zoneName.fill('Beirut Central');
    await bar.waitFor();
    // The Save sits at the foot of the screen while the long form is scrolled anywhere.
    for (const at of ['top', 'middle'] as const) {
      await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight / 2), at);
      const save = (await page.getByRole('button', { name: admin.settings.submit }).boundingBox())!;
      expect(save.y + save.height).toBeLessThanOrEqual(VIEWPORTS.desktop.height);
      expect(save.y).toBeGreaterThan(VIEWPORTS.desktop.height - 120);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'unsaved-settings-1280', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);

    await menuLink(page, admin.nav.dashboard).click();
    await answerLeave(page, 'stay');
    expect(await zoneName.inputValue()).toBe('Beirut Central');
    await menuLink(page, admin.nav.dashboard).click();
    await leaveFor(page, '/admin/dashboard', admin.dashboard.heading);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('keeps Save within thumb reach on a phone while the Settings are changed, with nothing for axe to find', async () => {
    const owner = await ownerPage(VIEWPORTS.phone);
    const { page } = owner;
    await page.goto('/admin/settings');
    const name = page.getByLabel(admin.settings.name, { exact: true });
    await name.click();
    await name.fill('Beirut Beauty Corner');
    await page.getByText(admin.unsaved.notSaved).waitFor();
    for (const at of ['top', 'middle'] as const) {
      await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight / 2), at);
      const save = (await page.getByRole('button', { name: admin.settings.submit }).boundingBox())!;
      expect(save.y + save.height, at).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      expect(save.y, at).toBeGreaterThan(VIEWPORTS.phone.height / 2);
      expect(save.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'unsaved-settings-390', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);

    // The phone's menu, named after the page it is on.
    await page.getByRole('button', { name: admin.nav.settings, exact: true }).click();
    await page.getByRole('menuitem', { name: admin.nav.dashboard }).click();
    await askToLeave(page).waitFor();
    // Stay has the focus, though the menu closing gives it back to its button: Enter keeps the changes.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(admin.unsaved.leave.stay);
    await screenshot(page, 'unsaved-leave-390', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await answerLeave(page, 'stay');
    expect(await name.inputValue()).toBe('Beirut Beauty Corner');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('asks before signing out; leaving signs out without the browser asking as well', async () => {
    // A session of its own: signing out ends it.
    const owner = await openOwnerPage(browser, shop.url, await adminToken(shop));
    const { page } = owner;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto('/admin/stock');
    await changeFirstCount(page);
    await page.getByRole('button', { name: admin.nav.settings, exact: true }).click();
    await page.getByRole('menuitem', { name: admin.nav.logout }).click();
    await answerLeave(page, 'discard');
    await page.waitForURL((url) => url.pathname === '/');
    expect(owner.dialogs).toEqual([]);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('keeps the Add Product dialog and its uploaded photo through a click outside; Escape asks first', async () => {
    const owner = await ownerPage();
    const { page } = owner;
    await page.goto('/admin/product');
    await page.getByRole('heading', { level: 1, name: admin.products.heading }).waitFor();

    // Untouched, a click outside closes it as ever.
    await page.getByRole('button', { name: admin.products.add }).click();
    const dialog = page.getByRole('dialog', { name: admin.products.addTitle });
    await dialog.waitFor();
    await page.mouse.click(8, 8);
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: admin.products.add }).click();
    await dialog.getByLabel(admin.photos.add).setInputFiles(photo);
    await dialog.getByRole('img', { name: admin.photos.photo(1) }).waitFor();
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    await page.mouse.click(8, 8);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await askToClose(page).count()).toBe(0);

    await page.keyboard.press('Escape');
    const ask = askToClose(page);
    await ask.waitFor();
    await screenshot(page, 'unsaved-close-1280', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: admin.unsaved.close.stay }).click();
    await ask.waitFor({ state: 'detached' });
    await dialog.getByRole('img', { name: admin.photos.photo(1) }).waitFor();

    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: admin.unsaved.close.discard }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
