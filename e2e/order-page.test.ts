import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { cartOrderText as arabicCartOrder } from '#contract/messages/ar/cart-order.js';
import { orderUpdateText as arabicUpdates } from '#contract/messages/ar/order-updates.js';
import { cartText as arabicCart } from '#contract/messages/ar/storefront/cart.js';
import { orderPageText as arabicOrderPage } from '#contract/messages/ar/storefront/order-page.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { axeViolations } from './support/axe.js';
import {
  adminToken,
  launchBrowser,
  openOwnerPage,
  openPage,
  screenshot,
  SHOTS_DIR,
  startShop,
  VIEWPORTS,
  type ShopServer,
  type WatchedPage,
} from './support/harness.js';
import { orderViaWhatsApp, stubWhatsApp, whatsappText } from './support/whatsapp.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// After "Order via WhatsApp", through the real built shop: a customer orders in Arabic on a phone, the
// message carries the link to the order's own page, which says Received; the owner confirms the order
// and taps "Message the customer" (an Arabic message with the same link); the customer reloads and
// reads Confirmed with its time. The page and the owner's dialog print as receipts of one A4 page
// (PDFs from Chromium, counted; the print layout screenshot looked at). A wrong token is a 404.

const STEP_TIMEOUT_MS = 15_000;

interface ApiProduct {
  id: string;
  name: string;
  colors: { name: string; hexCode: string }[];
}

let shop: ShopServer;
let browser: Browser;
let token: string;
let customer: WatchedPage;
let link: string;
let reference: string;

/** The pages of a PDF Chromium printed: its page objects (not the /Pages tree). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

async function printAsPdf(page: Page, name: string): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, `${name}-print`);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(path.join(SHOTS_DIR, `${name}.pdf`), pdf);
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  token = await adminToken(shop);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe("the customer's own order page", () => {
  it('a customer orders in Arabic on a phone; the message links to the order’s page, which says Received', async () => {
    const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as { data: ApiProduct[] };
    const product = products.data.find((item) => item.colors.length > 0) ?? products.data[0]!;
    customer = await openPage(browser, shop.url, VIEWPORTS.phone);
    const { page, context } = customer;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await stubWhatsApp(context);
    await page.goto(`/products/${product.id}`);
    const colour = product.colors[0];
    if (colour) await page.getByRole('button', { name: colour.name, exact: true }).click();
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await page.goto('/ar/cart');
    await page.getByRole('textbox', { name: arabicCartOrder.deliveryName }).fill('ريما خوري');
    await page.getByRole('textbox', { name: arabicCartOrder.deliveryPhone }).fill('03 123 456');
    await page.getByRole('textbox', { name: arabicCartOrder.deliveryAddress }).fill('الحمرا، بيروت');
    const text = whatsappText(await orderViaWhatsApp(context, page, arabicCart.orderViaWhatsapp));

    link = /https?:\/\/\S+\/ar\/order\/\S+/.exec(text)?.[0] ?? '';
    expect(link, text).not.toBe('');
    await page.getByRole('link', { name: arabicCartOrder.seeOrder }).waitFor();
    await page.goto(link);
    reference = /BB-[2-9A-Z]{5}/.exec(text)![0];
    await page.getByRole('heading', { level: 1 }).filter({ hasText: reference }).waitFor();
    await page.getByText(arabicOrderPage.statuses.received, { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await screenshot(page, 'order-page-ar-390');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a wrong, truncated or altered token is the shop’s 404, as any unknown address', async () => {
    // A page of the shop's that does not exist: an unknown product's address.
    const unknown = await fetch(`${shop.url}/ar/products/0192f0c4-0000-7000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    const tokenPart = link.slice(link.lastIndexOf('/') + 1);
    for (const wrong of [
      `${tokenPart}x`,
      tokenPart.slice(0, -3),
      `${tokenPart.slice(0, -1)}${tokenPart.endsWith('A') ? 'B' : 'A'}`,
      'garbage',
    ]) {
      const response = await fetch(`${shop.url}/ar/order/${wrong}`);
      expect(response.status, wrong).toBe(404);
      expect(response.status).toBe(unknown.status);
      expect(await response.text()).not.toContain(reference);
    }
  });

  it('the owner confirms the order and taps Message the customer: an Arabic message with the same link', async () => {
    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.desktop);
    const { page, context } = owner;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await stubWhatsApp(context);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: admin.orders.open(reference) }).click();
    const dialog = page.getByRole('dialog', { name: admin.orders.title(reference) });
    await dialog.getByRole('button', { name: admin.orders.confirm }).click();
    await page.getByText(admin.orders.changed(reference, admin.orders.status.confirmed), { exact: true }).first().waitFor();

    const [whatsapp] = await Promise.all([
      context.waitForEvent('page'),
      dialog
        .getByRole('link', { name: admin.orders.messageCustomer })
        .or(dialog.getByRole('button', { name: admin.orders.messageCustomer }))
        .click(),
    ]);
    await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
    expect(whatsapp.url()).toMatch(/^https:\/\/wa\.me\/9613123456\?text=/);
    const message = whatsappText(whatsapp.url());
    expect(message).toContain(link);
    expect(message).toMatch(new RegExp(arabicUpdates.confirmed(reference).slice(0, 8)));
    await whatsapp.close();

    await expect
      .poll(async () => {
        const latest = (await (await fetch(`${shop.url}/api/activity`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          data: { action: string; subject: { label: string } }[];
        };
        return latest.data.some((entry) => entry.action === 'messaged' && entry.subject.label === reference);
      })
      .toBe(true);

    await screenshot(page, 'order-dialog-message-1280', { fullPage: false });
    expect(await printAsPdf(page, 'order-dialog-receipt-1280')).toBe(1);
    expect(owner.errors).toEqual([]);
    await context.close();
  });

  it('the customer reloads and reads Confirmed with its time; the page prints as a one-page receipt', async () => {
    const { page } = customer;
    await page.reload();
    await page.getByText(arabicOrderPage.statuses.confirmed, { exact: true }).first().waitFor();
    await page.getByText(arabicOrderPage.explanations.confirmed).waitFor();
    await screenshot(page, 'order-page-confirmed-ar-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'order-page-confirmed-ar-1280');
    expect(await axeViolations(page)).toEqual([]);
    expect(await printAsPdf(page, 'order-page-receipt-ar')).toBe(1);
    expect(customer.errors).toEqual([]);
  });
});
