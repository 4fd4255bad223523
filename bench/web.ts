// `npm run bench:web`: Lighthouse (mobile emulation, its default) on the built shop in Debian's Chromium.
// Prints the four category scores with FCP, LCP, TBT and CLS for each page. A report, not a gate.
// Each page is measured RUNS times (default 3, as Lighthouse's own guidance on variability suggests);
// every figure shown is the median of its own runs, with the lowest and highest FCP, LCP and
// Performance score beside it.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APP_STARTED } from '#contract/rendering.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startShop } from '../e2e/support/harness.js';
import { LANGUAGES, pathIn } from '#contract/languages.js';
import { quantile } from './support/stats.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
// Lighthouse's own default, `simulate`, loads the page at full speed and estimates a slow phone's
// timings from that trace. `THROTTLING=devtools` slows the network and CPU for real while the page
// loads and reports what happened, including when React started listening (the APP_STARTED mark).
const THROTTLING = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** When React started listening, as measured in the run: only with real throttling. */
  startedMs: number;
  failing: string[];
  /** Lighthouse's measure of this machine's CPU speed in the run (higher is faster). */
  benchmarkIndex: number;
  /** The element of the largest paint, as Lighthouse quotes it. */
  lcpElement: string;
}

/**
 * One row from several runs of a page: each figure is the median of that figure over the runs (the
 * lower middle one for an even count, so that it is one run's own figure). The run with the median
 * Performance score is not the same thing: with every run at 100, that picks a run by its position,
 * whatever its timings. An audit counts as not passed if it failed in any run.
 */
function summarize(runs: PageResult[]) {
  const of = (pick: (run: PageResult) => number) =>
    quantile(
      runs.map(pick).sort((a, b) => a - b),
      0.5,
    );
  const range = (pick: (run: PageResult) => number): [number, number] => [Math.min(...runs.map(pick)), Math.max(...runs.map(pick))];
  return {
    page: runs[0]!.page,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as PageResult['scores'],
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    startedMs: of((run) => run.startedMs),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    fcpRange: range((run) => run.fcpMs),
    lcpRange: range((run) => run.lcpMs),
    perfRange: range((run) => run.scores.performance),
    benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
    lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
    runs: runs.length,
  };
}

/** A User Timing mark's time from navigation start, as Lighthouse's user-timings audit lists it. */
function userTiming(audit: { details?: unknown } | undefined, name: string): number {
  const items = (audit?.details as { items?: { name: string; startTime?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.name === name)?.startTime ?? NaN;
}

/** The snippet of the largest paint's element: the first node the audit's tables name. */
function lcpElement(audit: { details?: unknown } | undefined): string {
  const tables = (audit?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items ?? [];
  return tables.flatMap((table) => table.items ?? []).find((row) => row.node?.snippet)?.node?.snippet ?? '–';
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium`);
  process.exit(1);
}

const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

try {
  // The product page measured is the demo product with the most photos: its gallery's first photo
  // should be the page's largest paint, the others waiting lazily beside it.
  const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as {
    data: { id: string; photos: unknown[]; colors: { hexCode: string }[] }[];
  };
  const gallery = products.data.reduce((most, product) => (product.photos.length > most.photos.length ? product : most));
  console.log(`product page: ${gallery.id}, ${gallery.photos.length} photos`);
  const offers = (await (await fetch(`${shop.url}/api/offer?limit=1`)).json()) as { data: { id: string }[] };
  // An order of the gallery's product, for its customer's own page (its address is the order's token).
  const placed = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      lines: [{ kind: 'product', id: gallery.id, colorHex: gallery.colors[0]?.hexCode ?? null, quantity: 1 }],
    }),
  });
  const order = (await placed.json()) as { pageToken?: string };
  // Every storefront page, in each language (French and Arabic load their words' chunk, Arabic its typeface).
  const storefront = ['/', `/products/${gallery.id}`, '/offer', `/offer/${offers.data[0]?.id}`, '/cart', '/about', '/contact-us'];
  if (order.pageToken) storefront.push(`/order/${order.pageToken}`);
  else console.warn(`no order page: the order was answered ${placed.status}`);
  const pages = LANGUAGES.flatMap((language) => storefront.map((page) => pathIn(language, page)));
  // ONLY=/ar/ (or a comma-separated list of path starts) measures just those pages.
  const only = process.env.ONLY?.split(',').filter(Boolean);
  // `/` names the home page alone (every path starts with it); other entries match the start of a path.
  const measured = only ? pages.filter((page) => only.some((start) => page === start || (start !== '/' && page.startsWith(start)))) : pages;
  const results: ReturnType<typeof summarize>[] = [];
  /**
   * The page as the shop serves it once visitors have asked for it: rendered, cached, and (asked for again)
   * compressed with Brotli's dense level in the background (src/server/pages/page-cache.ts), which
   * takes tens of milliseconds; each Lighthouse run then gets the same bytes. Returns the page.
   */
  const warm = async (page: string): Promise<void> => {
    for (let i = 0; i < 2; i += 1) await (await fetch(`${shop.url}${page}`, { headers: { 'accept-encoding': 'br' } })).text();
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  const measure = async (page: string): Promise<PageResult | null> => {
    const runner = await lighthouse(`${shop.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: THROTTLING,
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`);
    // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then in a fresh Chromium) has
    // no metrics and scores 0: it is run again rather than counted.
    if (runner.lhr.runtimeError) {
      console.warn(`${page}: ${runner.lhr.runtimeError.code}, run again`);
      return null;
    }
    const { categories, audits, environment } = runner.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      page,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: environment.benchmarkIndex,
      lcpElement: lcpElement(audits['largest-contentful-paint-element']),
      startedMs: THROTTLING === 'devtools' ? userTiming(audits['user-timings'], APP_STARTED) : NaN,
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  };
  for (const page of measured) {
    await warm(page);
    const runs: PageResult[] = [];
    for (let tries = 0; runs.length < RUNS; tries += 1) {
      if (tries === RUNS + 3) throw new Error(`Lighthouse could not measure ${page}`);
      const run = await measure(page);
      if (run) runs.push(run);
    }
    results.push(summarize(runs));
  }

  const how = THROTTLING === 'devtools' ? 'slow 4G and 4x CPU slowdown applied while loading' : 'simulated slow 4G, 4x CPU slowdown';
  console.log(`\nLighthouse, mobile emulation (${how}), median of ${RUNS} run(s) for each figure`);
  console.log(
    'page'.padEnd(48),
    'perf  a11y  best  seo    FCP ms    LCP ms  TBT ms    CLS  listens ms   FCP range   LCP range  perf range',
  );
  for (const r of results) {
    console.log(
      r.page.padEnd(48),
      String(r.scores.performance).padStart(4),
      String(r.scores.accessibility).padStart(5),
      String(r.scores['best-practices']).padStart(5),
      String(r.scores.seo).padStart(4),
      r.fcpMs.toFixed(0).padStart(9),
      r.lcpMs.toFixed(0).padStart(9),
      r.tbtMs.toFixed(0).padStart(7),
      r.cls.toFixed(3).padStart(7),
      (Number.isNaN(r.startedMs) ? '–' : r.startedMs.toFixed(0)).padStart(11),
      `${r.fcpRange[0].toFixed(0)}–${r.fcpRange[1].toFixed(0)}`.padStart(11),
      `${r.lcpRange[0].toFixed(0)}–${r.lcpRange[1].toFixed(0)}`.padStart(11),
      `  ${r.perfRange[0]}–${r.perfRange[1]}`,
    );
  }
  console.log('\nLargest paint, by page:');
  for (const r of results) console.log(`  ${r.page}: ${r.lcpElements.join(' | ')}`);
  const failing = results.filter((r) => r.failing.length > 0);
  if (failing.length > 0) {
    console.log('\nAudits not passed:');
    for (const r of failing) console.log(`  ${r.page}: ${r.failing.join(', ')}`);
  }
  // The simulated timings scale with the machine's speed: Lighthouse replays the unthrottled load's
  // main-thread work 4× slower whatever the machine, so a slower or busier CPU reads as a slower page.
  const indexes = results.flatMap((r) => r.benchmarkIndexes).sort((a, b) => a - b);
  console.log(`\nCPU benchmark index (Lighthouse's; higher is faster): ${indexes[0]}–${indexes.at(-1)} over all runs`);
  console.log(
    '\nTargets: performance 100, TBT ≤ 50 ms, CLS 0; accessibility, best practices and SEO 100 (/cart is not indexable on purpose).',
  );
} finally {
  chrome.kill();
  await shop.stop();
}
