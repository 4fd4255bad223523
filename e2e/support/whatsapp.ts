import type { BrowserContext, Page } from 'playwright-core';
import { cartText } from '#contract/messages/storefront/cart.js';

/** WhatsApp itself is outside this closed network: its address is stubbed with an empty page. */
export async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

/** The decoded `text` of a wa.me link (read raw: URLSearchParams would turn '+' into a space). */
export function whatsappText(href: string): string {
  return decodeURIComponent(href.slice(href.indexOf('?text=') + '?text='.length));
}

/** Clicks the cart's Order via WhatsApp (named in the page's language) and returns the address of the WhatsApp tab it opens. */
export async function orderViaWhatsApp(context: BrowserContext, page: Page, linkName: string = cartText.orderViaWhatsapp): Promise<string> {
  const [whatsapp] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: linkName }).click()]);
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  return whatsapp.url();
}
