import type { Locator, Page } from 'playwright-core';
import { appStarted } from '../e2e/support/harness.js';
import { quantile } from './support/stats.js';

// The slow phone of `npm run bench:phone` (bench/phone.ts), and how it watches a page and a tap.

export const CPU_SLOWDOWN = 4;
export const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/** What the init script leaves on `window`. */
export interface Watch {
  answeredAt?: number;
  /** When the first element the watch aims at was in a painted frame. */
  aimedAt?: number;
  events: { id: number; start: number; duration: number }[];
}

/** Called by the page the moment it sees something: unlike a question to the page, it need not wait for a busy main thread. */
export type Report = (what: 'aim' | 'answered', x?: number, y?: number) => void;

/**
 * Runs in the page before its own scripts, so its times count from the navigation's start as the
 * browser's own marks do. In the first frame that has the button, it scrolls it to the middle of the
 * screen, as a visitor would, and tells where it is. No named helpers inside: tsx would wrap them in a
 * `__name` call, which the page does not have.
 */
export function watch({ badge, selector, text }: { badge: string; selector: string; text: string }): void {
  const watched: Watch = { events: [] };
  // Looked up at each call: Playwright's binding may come after this script.
  const host = window as unknown as { phoneReport: Report };
  Object.assign(window, { phoneWatch: watched });
  let aimed = false;
  let frameAsked = false;
  new MutationObserver((_, observer) => {
    if (watched.answeredAt === undefined && document.querySelector(badge)) {
      watched.answeredAt = performance.now();
      host.phoneReport('answered');
    }
    // Both seen (in the cart the badge is there from the start, before the choice is).
    if (watched.answeredAt !== undefined && aimed) observer.disconnect();
    if (aimed || frameAsked) return;
    // A frame's callbacks run once the page's stylesheets have come, so the layout is the one painted.
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      const button = [...document.querySelectorAll(selector)].find((element) => new RegExp(text).test(element.textContent ?? ''));
      if (!button || aimed) return;
      aimed = true;
      watched.aimedAt = performance.now();
      button.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = button.getBoundingClientRect();
      host.phoneReport('aim', box.x + box.width / 2, box.y + box.height / 2);
    });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      watched.events.push({ id: entry.interactionId ?? 0, start: entry.startTime, duration: entry.duration });
    }
    // 16 ms is the lowest threshold the browser accepts; the DOM typings do not name the option yet.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

export const watched = (page: Page) => page.evaluate(() => (window as unknown as { phoneWatch: Watch }).phoneWatch);

/** One real tap's latency as INP counts it: the longest event entry of its interaction. */
export async function tapLatency(page: Page, button: Locator): Promise<number> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the idle Add to Cart is not shown');
  const since = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // Entries come after the frame that shows the tap's effect; none at all means it took under 16 ms.
  for (let waited = 0; waited < 3000; waited += 250) {
    await page.waitForTimeout(250);
    const entries = (await watched(page)).events.filter((entry) => entry.id > 0 && entry.start >= since);
    if (entries.length === 0) continue;
    // The tap's later events (pointerup, click) may come a frame after its pointerdown.
    await page.waitForTimeout(500);
    const id = entries[0]!.id;
    return Math.max(...(await watched(page)).events.filter((entry) => entry.id === id).map((entry) => entry.duration));
  }
  return 0;
}

/** `promise`, or an error if it takes over a minute. */
export function within<T>(promise: Promise<T>, what: string): Promise<T> {
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within 60 s`)), 60_000).unref());
  return Promise.race([promise, late]);
}

/** The phone's CPU and line for `page`, with no cache: a first visit. */
export async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** The page at rest: started, everything loaded, nothing waiting. */
export async function settled(page: Page) {
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

/** Median (lowest–highest) of the runs that finished; taps under the reporting threshold read `<16`. */
export function figure(values: number[]): string {
  const done = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (done.length === 0) return '–';
  const shown = (value: number) => (value < 16 ? '<16' : value.toFixed(0));
  return `${shown(quantile(done, 0.5))} (${shown(done[0]!)}–${shown(done.at(-1)!)})`;
}
