import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { APP_STARTED } from '#contract/rendering.js';

// The end-to-end suites run the real built shop (dist/) on a free loopback port with a temporary data
// folder, and drive Debian's Chromium through playwright-core.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
const WEB_INDEX = path.join(ROOT, 'dist/web/index.html');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where screenshots go: the run's own folder, which the global setup makes and prints (or SHOTS_DIR when set). */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), `shop-e2e-shots-${process.pid}`);

export interface ShopServer {
  url: string;
  dataDir: string;
  adminUsername: string;
  adminPassword: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment, e.g. { SEED_DEMO_DATA: 'false' }. */
  env?: Record<string, string>;
  /** Reuse a data folder (restart tests); otherwise a temporary one, removed by stop(). */
  dataDir?: string;
  /** Keep the temporary data folder after stop(). */
  keepDataDir?: boolean;
  /** Start from an empty data folder even when a seeded template exists. */
  fresh?: boolean;
  /** Another checkout of the shop, built, to serve instead of this one (a benchmark's baseline). */
  checkout?: string;
}

/** Where the e2e global setup leaves its seeded data folder, for startShop() to copy. */
export const TEMPLATE_ENV = { dataDir: 'SHOP_E2E_TEMPLATE_DIR', password: 'SHOP_E2E_TEMPLATE_PASSWORD' } as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The shop did not become healthy within 90 s:\n${output()}`);
}

/** Starts `node dist/server/main.js` (build first: `npm run build`) and waits for /api/health. */
export async function startShop(options: StartOptions = {}): Promise<ShopServer> {
  const root = options.checkout ?? ROOT;
  const serverEntry = path.join(root, path.relative(ROOT, SERVER_ENTRY));
  if (!existsSync(serverEntry) || !existsSync(path.join(root, path.relative(ROOT, WEB_INDEX)))) {
    throw new Error('The shop is not built: run `npm run build` (npm test does it first).');
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-')));
  const adminUsername = 'owner';
  let adminPassword = `pw-${randomBytes(9).toString('base64url')}`;
  const template = process.env[TEMPLATE_ENV.dataDir];
  if (template && !options.dataDir && !options.fresh) {
    // The template's admin account already exists, with the template's password.
    await cp(template, dataDir, { recursive: true });
    adminPassword = process.env[TEMPLATE_ENV.password] ?? adminPassword;
  }
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // The suites send several contact messages and a few wrong passwords on purpose.
      CONTACT_RATE_LIMIT_MAX: '100',
      // Every cart page a suite opens asks for a quote, all from this one address.
      QUOTE_RATE_LIMIT_MAX: '100000',
      LOGIN_MAX_FAILURES: '50',
      LOGIN_MAX_FAILURES_PER_IP: '200',
      // Every write makes the next reads compute their responses again, all from this one address.
      CATALOGUE_MISS_BURST: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    adminUsername,
    adminPassword,
    output,
    async stop() {
      // A child killed by a signal has no exit code, only a signal code.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir && !options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function adminToken(shop: ShopServer): Promise<string> {
  const response = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: shop.adminUsername, password: shop.adminPassword }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Headless as root in a sandboxed machine; no background traffic (the network here is closed). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraFlags` for a suite that needs the browser set up otherwise (host names mapped, say). */
export async function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: apt-get install chromium (npm test installs it).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors, to assert there were none. */
  errors: string[];
  /** Every alert/confirm/prompt the page opened (stored markup must never open one). */
  dialogs: string[];
}

/** A fresh context (empty storage) and page, watched for errors and dialogs. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: viewport.width < 600 ? 2 : 1,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, context, errors, dialogs };
}

/** A fresh page signed in as the owner: the admin panel reads the token it keeps in localStorage. */
export async function openOwnerPage(
  browser: Browser,
  baseURL: string,
  token: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<WatchedPage> {
  const watched = await openPage(browser, baseURL, viewport);
  await watched.context.addInitScript((value) => {
    localStorage.setItem('token', JSON.stringify({ state: { token: value }, version: 0 }));
  }, token);
  return watched;
}

/**
 * Waits until React listens to the page (src/web/entry-client.tsx marks it as it calls hydrateRoot).
 * Before then links and forms work as plain HTML, and a button does nothing.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED);
}

/** The app's code, held back from a page (`holdAppCode`). */
export interface HeldAppCode {
  /** Lets it through: the page the browser is on starts its app. */
  release(): void;
  /** Holds it again, for the next page the browser opens. */
  hold(): void;
}

/**
 * Holds the app's code back, as a slow line would, so that a test acts on the server's page before
 * React has hydrated it; held from the start. Playwright's routing also keeps the browser from its
 * cache, so each page asks for the code again.
 */
export async function holdAppCode(page: Page): Promise<HeldAppCode> {
  let release = () => {};
  let gate = Promise.resolve();
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  return { hold, release: () => release() };
}

/**
 * Saves a full-page screenshot under SHOTS_DIR (the run's shots folder) and returns its path. Lazy
 * pictures below the fold are loaded first, as a person scrolling down would see them. `fullPage`
 * false keeps to the screen: a dialog fixed to it shows as seen, not over a page stretched under it.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    const settled = (image: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (image.complete) return resolve();
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, 5000);
      });
    await Promise.all(images.map(settled));
  });
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * How far an icon (a select's chevron) keeps from the inside of its control's end border: the right
 * one, or the left one on a right-to-left page. In CSS pixels; negative when it crosses the border.
 */
export async function iconEndGap(control: Locator, icon: Locator): Promise<number> {
  const count = await icon.count();
  if (count !== 1) throw new Error(`Expected one icon, found ${count}.`);
  const { left, right } = await icon.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  return control.evaluate(
    (element, iconBox) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return style.direction === 'rtl'
        ? iconBox.left - box.left - parseFloat(style.borderLeftWidth)
        : box.right - parseFloat(style.borderRightWidth) - iconBox.right;
    },
    { left, right },
  );
}

/** The page's stylesheets, and the classes on its elements that none of them has a rule for. */
export interface PageStyles {
  sheets: string[];
  unstyled: string[];
}

/**
 * Which stylesheets the page has loaded and not disabled, and which classes its elements carry with no
 * rule in any of them. Lucide's icons name themselves in classes (`lucide`, `lucide-phone`) that no
 * sheet styles.
 */
export async function pageStyles(page: Page): Promise<PageStyles> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const rules: CSSRule[] = [...document.styleSheets].flatMap((sheet) => (sheet.disabled ? [] : [...sheet.cssRules]));
    while (rules.length > 0) {
      const rule = rules.pop()!;
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      if ('cssRules' in rule) rules.push(...(rule as CSSGroupingRule).cssRules);
    }
    // Each class a selector names, as the browser writes it (escaped as CSS.escape escapes).
    const styled = new Set(selectors.flatMap((selector) => [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1])));
    const classes = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    return {
      sheets: [...document.styleSheets].flatMap((sheet) => (sheet.href && !sheet.disabled ? [new URL(sheet.href).pathname] : [])),
      unstyled: [...classes].filter((name) => !name.startsWith('lucide') && !styled.has(CSS.escape(name))),
    };
  });
}
