// `npm run bench:phone`: what a visitor on a slow phone feels, in Debian's Chromium with its CPU and
// network slowed down for real while the page loads (not Lighthouse's simulation). A report, not a gate.
// For the home page and a product page, RUNS first visits each (default 5): the first paint, when the app
// starts answering (the APP_STARTED mark), when an Add to Cart tapped again and again from the first
// paint first shows in the cart, and the latency of one Add to Cart tapped once the page is idle. Then
// the cart with a line and the shop's delivery options: when the choice shows, and the latency of a tap
// on another option (the summary's fee and total follow it). Then a customer's own order page (from the
// link in the WhatsApp message), in English and in Arabic: its first paint, beside the home page's. Last,
// the admin panel's first screen, signed in, in English and in Arabic.
// PHONE_BASELINE_DIR=<another checkout, built> measures that build too, its runs taking turns with these.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { APP_STARTED } from '#contract/rendering.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { STORAGE_KEYS } from '#web/config/storage.js';
import type { CartItem } from '#web/shop/cart.js';
import { adminToken, launchBrowser, openPage, startShop, VIEWPORTS, type ShopServer } from '../e2e/support/harness.js';
import { formatTable } from './support/stats.js';
import { CPU_SLOWDOWN, figure, settled, slowDown, tapLatency, watch, watched, within, type Report } from './phone-support.js';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const BASELINE_DIR = process.env.PHONE_BASELINE_DIR;
/** The navbar's cart count: it appears when the first item is added, on every page. */
const CART_BADGE = '[data-testid="cart-badge"]';

interface Build {
  label: string;
  url: string;
  /** A product whose Add to Cart adds at once (no colour to choose first), and is not sold out. */
  productPath: string;
}

interface Run {
  fcp: number;
  started: number;
  answered: number;
  /** The slowest event of one tap (Event Timing); 0 when it stayed under the 16 ms the browser reports. */
  tap: number;
}

interface PageUnderTest {
  name: string;
  path(build: Build): string;
  /** The Add to Cart tapped from the first paint on: the first button `selector` matches whose text matches `text`. */
  early: { selector: string; text: string };
  /** The Add to Cart tapped once the page is idle. */
  idle(page: Page): Locator;
}

// Cards with colours ask for one before adding, so the home page's taps go to the first cards without any.
const PLAIN_CARD = 'article:not([data-sold-out]):not(:has([aria-pressed]))';
const PAGES: PageUnderTest[] = [
  {
    name: '/',
    path: () => '/',
    early: { selector: `${PLAIN_CARD} button`, text: '^Add to Cart$' },
    idle: (page) => page.locator(PLAIN_CARD).nth(1).getByRole('button', { name: 'Add to Cart' }),
  },
  {
    name: 'product page',
    path: (build) => build.productPath,
    early: { selector: 'main button', text: '^Add \\d+ to Cart$' },
    idle: (page) => page.getByRole('button', { name: /^Add \d+ to Cart$/ }),
  },
];

/** One first visit to `target` on a slow phone. */
async function visit(browser: Browser, build: Build, target: PageUnderTest): Promise<Run> {
  const { page, context } = await openPage(browser, build.url, VIEWPORTS.phone);
  try {
    let answered = false;
    let setAim: (aim: { x: number; y: number }) => void = () => {};
    const aim = new Promise<{ x: number; y: number }>((resolve) => (setAim = resolve));
    await page.exposeFunction('phoneReport', (...[what, x = 0, y = 0]: Parameters<Report>) => {
      if (what === 'aim') setAim({ x, y });
      else answered = true;
    });
    await page.addInitScript(watch, { badge: CART_BADGE, ...target.early });
    const cdp = await slowDown(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()),
    );

    const url = new URL(target.path(build), build.url).href;
    await page.goto(url, { waitUntil: 'commit' });
    await within(painted, 'first paint');
    const { x, y } = await within(aim, 'the Add to Cart button');
    // Tap as an impatient visitor does until the page answers, whether or not the app has started. Only
    // input goes to the page here: anything that asks the page would wait for its main thread.
    for (const deadline = Date.now() + 60_000; !answered; await sleep(100)) {
      if (Date.now() > deadline) throw new Error('no answer to Add to Cart within 60 s');
      if (page.url() !== url) throw new Error(`a tap left the page for ${page.url()}`);
      await page.touchscreen.tap(x, y);
    }

    // Idle: started, everything loaded, the first add's toast gone (it shows for up to 3 s).
    await page.waitForTimeout(3500);
    await settled(page);
    const tapMs = await tapLatency(page, target.idle(page));

    const [fcp, started] = await page.evaluate(
      (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN),
      ['first-contentful-paint', APP_STARTED],
    );
    return { fcp: fcp!, started: started!, answered: (await watched(page)).answeredAt ?? NaN, tap: tapMs };
  } finally {
    await context.close();
  }
}

/** Five zones, as a shop across Lebanon would set them, and pickup. */
const ZONES = [
  ['Beirut', 3, 50],
  ['Mount Lebanon', 4, 60],
  ['North Lebanon', 5, null],
  ['South Lebanon', 5, null],
  ['Bekaa', 6, null],
] as const;
const DELIVERY_RADIO = 'input[name="delivery-option"]';

/** Gives the shop five zones and pickup, through the Settings API as the owner's page does. */
async function setDeliveryOptions(shop: ShopServer): Promise<void> {
  const current = (await (await fetch(`${shop.url}/api/settings`)).json()) as ShopConfig;
  const { poundRate, whatsappNumber, ...rest } = current;
  const zones = ZONES.map(([name, fee, freeOver]) => ({ name, fee, freeOver, estimate: '1–2 days', translations: { fr: {}, ar: {} } }));
  const response = await fetch(`${shop.url}/api/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken(shop)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...rest,
      whatsappNumber: `+${whatsappNumber}`,
      poundRate: poundRate && { rate: poundRate.rate, step: poundRate.step },
      delivery: { zones, pickup: true },
    }),
  });
  if (!response.ok) throw new Error(`delivery options not saved: ${response.status} ${await response.text()}`);
}

/**
 * One first visit to the cart, a line already in it (as the cart keeps it in the browser): when the
 * delivery choice shows, and the latency of a tap on the second option once the page is idle.
 */
async function visitCart(browser: Browser, build: Build): Promise<{ shown: number; tap: number }> {
  const { page } = await openPage(browser, build.url, VIEWPORTS.phone);
  try {
    const line: CartItem = {
      id: build.productPath.split('/').pop()!,
      kind: 'product',
      name: 'A product',
      price: 20,
      offerPrice: 20,
      image: null,
      quantity: 1,
    };
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: STORAGE_KEYS.cart,
      value: JSON.stringify({ state: { items: [line] }, version: 1 }),
    });
    await page.exposeFunction('phoneReport', () => undefined);
    await page.addInitScript(watch, { badge: CART_BADGE, selector: DELIVERY_RADIO, text: '' });
    await slowDown(page);
    await page.goto(new URL('/cart', build.url).href, { waitUntil: 'commit' });
    await page.locator(DELIVERY_RADIO).first().waitFor({ timeout: 60_000 });
    await settled(page);
    const other = page.locator(DELIVERY_RADIO).nth(1);
    const tap = await tapLatency(page, other);
    if (!(await other.isChecked())) throw new Error('the tap did not choose the option');
    return { shown: (await watched(page)).aimedAt ?? NaN, tap };
  } finally {
    await page.context().close();
  }
}

/** Places an order of the build's plain product, as the cart does, and answers its page's address. */
async function placeOrder(build: Build): Promise<string> {
  const placed = await fetch(`${build.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      lines: [{ kind: 'product', id: build.productPath.split('/').pop(), colorHex: null, quantity: 1 }],
    }),
  });
  const order = (await placed.json()) as { pageToken?: string };
  if (!order.pageToken) throw new Error(`no order page: the order was answered ${placed.status}`);
  return `/order/${order.pageToken}`;
}

/** One first visit to `pagePath` on a slow phone: its first paint, and when the app starts answering. */
async function visitForPaint(browser: Browser, build: Build, pagePath: string): Promise<{ fcp: number; started: number }> {
  const { page, context } = await openPage(browser, build.url, VIEWPORTS.phone);
  try {
    await slowDown(page);
    await page.goto(new URL(pagePath, build.url).href, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, APP_STARTED, { timeout: 60_000 });
    const [fcp, started] = await page.evaluate(
      (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN),
      ['first-contentful-paint', APP_STARTED],
    );
    return { fcp: fcp!, started: started! };
  } finally {
    await context.close();
  }
}

/**
 * One first visit to the admin panel's first screen (the products list, where signing in lands) on a
 * slow phone, signed in, in `language`: when its heading and first product card are in a painted frame.
 */
async function visitPanel(browser: Browser, build: Build, language: 'en' | 'ar'): Promise<{ fcp: number; shown: number }> {
  const token = await adminToken(shops[0]!);
  const { page, context } = await openPage(browser, build.url, VIEWPORTS.phone);
  try {
    await page.addInitScript((value) => localStorage.setItem('token', JSON.stringify({ state: { token: value }, version: 0 })), token);
    // As text: tsx would wrap a named function passed here in a helper the page does not have.
    // The frame after the one the heading and the first card joined: painted by then.
    await page.addInitScript({
      content: `(function look() {
        if (document.querySelector('main h1') && document.querySelector('main li img')) requestAnimationFrame(() => (window.panelShownAt = performance.now()));
        else requestAnimationFrame(look);
      })();`,
    });
    await slowDown(page);
    await page.goto(new URL(`${language === 'ar' ? '/ar' : ''}/admin/product`, build.url).href, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { panelShownAt?: number }).panelShownAt !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      shown: (window as unknown as { panelShownAt: number }).panelShownAt,
    }));
  } finally {
    await context.close();
  }
}

/** The build's first product that adds at once, and its pages asked for twice so the server has them made. */
async function prepare(label: string, shop: ShopServer): Promise<Build> {
  const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as {
    data: { id: string; colors: unknown[]; soldOut: boolean }[];
  };
  const product = products.data.find((item) => item.colors.length === 0 && !item.soldOut);
  if (!product) throw new Error(`${label}: no product without colours that is not sold out`);
  const build = { label, url: shop.url, productPath: `/products/${product.id}` };
  for (const target of PAGES) {
    for (let i = 0; i < 2; i += 1) await (await fetch(`${shop.url}${target.path(build)}`, { headers: { 'accept-encoding': 'br' } })).text();
  }
  await sleep(500);
  return build;
}

if (BASELINE_DIR && !existsSync(path.join(BASELINE_DIR, 'dist/server/main.js'))) {
  console.error(`${BASELINE_DIR} is not built: run \`npm run build\` there.`);
  process.exit(1);
}

const shops: ShopServer[] = [];
const browser = await launchBrowser();
try {
  shops.push(await startShop());
  const builds = [await prepare('this build', shops[0]!)];
  if (BASELINE_DIR) {
    const commit = execFileSync('git', ['-C', BASELINE_DIR, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    shops.push(await startShop({ checkout: BASELINE_DIR, fresh: true }));
    builds.push(await prepare(`baseline (${commit})`, shops[1]!));
  }
  const rows: string[][] = [];
  for (const target of PAGES) {
    const runs = new Map<Build, Run[]>(builds.map((build) => [build, []]));
    // Runs take turns between the builds, so that whatever else the machine does slows both alike.
    for (let i = 0; i < RUNS; i += 1) {
      for (const build of builds) {
        const run = await visit(browser, build, target).catch((error: unknown): Run => {
          console.warn(`${build.label}, ${target.name}, run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
          return { fcp: NaN, started: NaN, answered: NaN, tap: NaN };
        });
        runs.get(build)!.push(run);
      }
    }
    for (const [build, done] of runs) {
      const of = (pick: (run: Run) => number) => figure(done.map(pick));
      rows.push([target.name, build.label, of((r) => r.fcp), of((r) => r.started), of((r) => r.answered), of((r) => r.tap)]);
    }
  }
  console.log(`\nChromium ${browser.version()}: CPU ${CPU_SLOWDOWN}× slower, 1.6 Mbps down, 750 kbps up, 150 ms round trip,`);
  console.log(`390×844 touch screen, a first visit each run. Milliseconds from navigation start (tap latency: of the tap),`);
  console.log(`median (lowest–highest) of ${RUNS} run(s).\n`);
  console.log(formatTable(['page', 'build', 'FCP', 'app listens at', 'Add to Cart answers at', 'tap latency'], rows));

  // This build only: a baseline from before delivery options has no choice to tap.
  await setDeliveryOptions(shops[0]!);
  const cartRuns: { shown: number; tap: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    cartRuns.push(
      await visitCart(browser, builds[0]!).catch((error: unknown) => {
        console.warn(`cart, run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
        return { shown: NaN, tap: NaN };
      }),
    );
  }
  console.log(`\nThe cart with a line, five zones and pickup (this build), median (lowest–highest) of ${RUNS} run(s):\n`);
  console.log(
    formatTable(
      ['page', 'delivery choice shown at', 'tap on another option'],
      [['/cart', figure(cartRuns.map((run) => run.shown)), figure(cartRuns.map((run) => run.tap))]],
    ),
  );

  // A customer's own order page, from the message's link, beside the home page (this build).
  const orderPage = await placeOrder(builds[0]!);
  const paintRows: string[][] = [];
  for (const pagePath of ['/', orderPage, '/ar', `/ar${orderPage}`]) {
    const paintRuns: { fcp: number; started: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      paintRuns.push(
        await visitForPaint(browser, builds[0]!, pagePath).catch((error: unknown) => {
          console.warn(`${pagePath}, run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
          return { fcp: NaN, started: NaN };
        }),
      );
    }
    const name = pagePath.replace(orderPage, '/order/{token}');
    paintRows.push([name, figure(paintRuns.map((run) => run.fcp)), figure(paintRuns.map((run) => run.started))]);
  }
  console.log(`\nA customer's order page beside the home page (this build), median (lowest–highest) of ${RUNS} run(s):\n`);
  console.log(formatTable(['page', 'FCP', 'app listens at'], paintRows));

  // The owner's side: the panel's first screen, signed in, in English and in Arabic (its words a chunk of their own).
  const panelRows: string[][] = [];
  for (const language of ['en', 'ar'] as const) {
    const panelRuns: { fcp: number; shown: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      panelRuns.push(
        await visitPanel(browser, builds[0]!, language).catch((error: unknown) => {
          console.warn(`panel (${language}), run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
          return { fcp: NaN, shown: NaN };
        }),
      );
    }
    panelRows.push([
      `${language === 'ar' ? '/ar' : ''}/admin/product`,
      figure(panelRuns.map((run) => run.fcp)),
      figure(panelRuns.map((run) => run.shown)),
    ]);
  }
  console.log(`\nThe admin panel's first screen, signed in (this build), median (lowest–highest) of ${RUNS} run(s):\n`);
  console.log(formatTable(['page', 'FCP', 'heading and first product shown at'], panelRows));
} finally {
  await browser.close();
  for (const shop of shops) await shop.stop();
}
