// `npm run bench:http`: the built server on a temporary database of 10,000 products, driven from a
// second process (autocannon: 50 connections, 10 s per endpoint) on loopback. Prints requests per
// second, p50 and p99 per endpoint and each one's throughput as a share of /api/health's in the same
// run, first on SQLite, then on PostgreSQL (BENCH_POSTGRES_URL, default the local server as postgres;
// the bench creates its own database there and drops it; skipped if unreachable). On PostgreSQL every
// cached response still costs one round trip to read the catalogue's version. One uploaded photo's
// 640 w picture is served from the files on SQLite and from the database on PostgreSQL
// (IMAGE_STORAGE=database, as several instances would run). A report, not a gate.
// Then the caches' worst cases (support/miss-cycle.mjs): a load cycling through 5,200 distinct list
// URLs, so nearly every request is a miss; the home pages with a query never sent before; and the home
// page with a search never sent before; with how long sign-in takes meanwhile (scrypt shares libuv's
// thread pool with zlib). BENCH_SKIP_BUILD=1 reuses an existing dist/. BENCH_HTTP_BASELINE_DIR=<another
// built checkout> runs the page cycles on that build too, for a before and after; BENCH_HTTP_CYCLES_ONLY=1
// runs the cycles alone. Then cart quotes with and without a discount code (BENCH_HTTP_QUOTES_ONLY=1: those alone).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { adminToken, startShop, type ShopServer } from '../e2e/support/harness.js';
import type { DatabaseConfig } from '#server/config.js';
import { openDatabase } from '#server/db/connect.js';
import { loadConfig } from '#server/config.js';
import { isPostgres } from '#server/db/engine.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { COMMON_TERM, fillCatalogue } from './support/catalogue.js';
import { withTemporaryPostgres } from './support/postgres.js';
import { formatTable, ms, quantile } from './support/stats.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const PRODUCTS = 10_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIST_SHARE_TARGET = 0.5;
const P99_TARGET_MS = 50;
/** What a browser sends; API responses over 1 KB are then compressed, as they are for visitors. */
const BROWSER_HEADERS = ['accept-encoding=gzip, deflate, br', 'accept=application/json, text/html'];

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run in its own process, so the load generator never shares the server's event loop. */
function drive(name: string, url: string, headers: string[]): Promise<Result> {
  const args = [path.join(ROOT, 'node_modules/autocannon/autocannon.js'), '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const header of headers) args.push('-H', header);
  args.push(url);
  return runLoad(name, url, args);
}

/** `drive` for a POST of a JSON body. */
function drivePost(name: string, url: string, body: unknown): Promise<Result> {
  const args = [path.join(ROOT, 'node_modules/autocannon/autocannon.js'), '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const header of [...BROWSER_HEADERS, 'content-type=application/json']) args.push('-H', header);
  args.push('-m', 'POST', '-b', JSON.stringify(body), url);
  return runLoad(name, url, args);
}

/** Runs a load generator process that prints autocannon's JSON result as its last line. */
function runLoad(name: string, url: string, args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), (SECONDS + 30) * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code} for ${url}:\n${err}`));
      const report = JSON.parse(out.trim().split('\n').at(-1)!) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        name,
        requestsPerSecond: report.requests.average,
        p50: report.latency.p50,
        p99: report.latency.p99,
        non2xx: report.non2xx,
        errors: report.errors,
      });
    });
  });
}

/** Uploads a noisy 1280 × 960 photo (its pictures compress like a real one's) and returns its 640 w URL. */
async function uploadPhoto(shop: ShopServer, categoryId: string): Promise<string> {
  const noise = Buffer.alloc(1280 * 960 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const photo = await sharp(noise, { raw: { width: 1280, height: 960, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.set('name', 'Bench photo');
  form.set('description', 'Served by the bench');
  form.set('price', '10');
  form.set('categoryId', categoryId);
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${shop.url}/api/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(shop)}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload returned ${response.status}: ${await response.text()}`);
  const { imageSrcset } = (await response.json()) as { imageSrcset: string };
  return imageSrcset
    .split(', ')
    .find((entry) => entry.endsWith(' 640w'))!
    .split(' ')[0]!;
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('building (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(1);
  }
}

/** Fills the database with the catalogue, serves it with the built server and drives each endpoint. */
async function benchEngine(engine: string, database: DatabaseConfig): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-http-'));
  try {
    const db = openDatabase(database);
    await migrateToLatest(db);
    const { productIds, categoryIds } = await fillCatalogue(db, { count: PRODUCTS });
    if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
    await db.destroy();

    const DATABASE_URL = database.kind === 'postgres' ? database.url : `sqlite:${database.file}`;
    const IMAGE_STORAGE = database.kind === 'postgres' ? 'database' : 'files';
    const shop = await startShop({
      dataDir,
      // The sign-in timings below sign in a few hundred times from one address.
      env: {
        DATABASE_URL,
        IMAGE_STORAGE,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        LOGIN_MAX_FAILURES_PER_IP: '100000',
        ...SHOP_CACHE_MISS_RATE_LIMIT,
      },
    });
    try {
      const productId = productIds[Math.floor(productIds.length / 3)]!;
      const picture = await uploadPhoto(shop, categoryIds[0]!);
      const endpoints: Array<[string, string, string[]]> = [
        ['/api/health', '/api/health', BROWSER_HEADERS],
        ['product list, page 1', '/api/products?page=1', BROWSER_HEADERS],
        [`search "${COMMON_TERM}"`, `/api/products?search=${COMMON_TERM}`, BROWSER_HEADERS],
        ['product by id', `/api/products/${productId}`, BROWSER_HEADERS],
        ['home page (/), rendered', '/', BROWSER_HEADERS],
        ['product page, rendered', `/products/${productId}`, BROWSER_HEADERS],
        ['product list, no compression', '/api/products?page=1', ['accept=application/json']],
        [`640 w picture from ${IMAGE_STORAGE}`, picture, ['accept=image/webp,*/*']],
      ];
      for (const [name, url] of endpoints) {
        const response = await fetch(`${shop.url}${url}`);
        if (!response.ok) throw new Error(`${name}: ${url} returned ${response.status}`);
      }
      console.log(
        `\n${engine}: ${PRODUCTS.toLocaleString('en')} products; ${CONNECTIONS} connections, ${SECONDS} s per endpoint; ` +
          `load ${os
            .loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
      );
      const results: Result[] = [];
      for (const [name, url, headers] of endpoints) results.push(await drive(name, `${shop.url}${url}`, headers));
      const health = results[0]!.requestsPerSecond;
      console.log(
        formatTable(
          ['endpoint', 'req/s', 'p50 ms', 'p99 ms', '× health', 'non-2xx', `p99 < ${P99_TARGET_MS} ms`],
          results.map((r) => [
            r.name,
            r.requestsPerSecond.toFixed(0),
            ms(r.p50),
            ms(r.p99),
            (r.requestsPerSecond / health).toFixed(2),
            String(r.non2xx + r.errors),
            r.p99 < P99_TARGET_MS ? 'yes' : 'NO',
          ]),
        ),
      );
      const list = results[1]!.requestsPerSecond / health;
      console.log(
        `product list at ${list.toFixed(2)} × /api/health (target ≥ ${LIST_SHARE_TARGET}); load after ${os.loadavg()[0]!.toFixed(2)}`,
      );
      await missFlood(shop, `${engine}, ${PRODUCTS.toLocaleString('en')} products`, health);
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The shop's own cache-miss rate limit on computed responses per client (the e2e harness lifts it for its suites). */
const { catalogueMissBurst, catalogueMissesPerSecond } = loadConfig({}).rateLimits;
const SHOP_CACHE_MISS_RATE_LIMIT = {
  CATALOGUE_MISS_BURST: String(catalogueMissBurst),
  CATALOGUE_MISSES_PER_SECOND: String(catalogueMissesPerSecond),
};

/** What each cycle of support/miss-cycle.mjs sends. */
const CYCLES = {
  lists: '5,200 list URLs in a cycle',
  pages: '/, /fr/ and /ar/ with a query never sent before (?utm_source=<n>)',
  searches: '/ with a search never sent before (?search=<n>)',
} as const;

/** Sign-in times while idle and while a cycle of `kind` floods the caches with misses. */
async function missFlood(shop: ShopServer, label: string, health?: number, kind: keyof typeof CYCLES = 'lists'): Promise<void> {
  const signIn = async () => {
    const started = process.hrtime.bigint();
    const response = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: shop.adminUsername, password: shop.adminPassword }),
    });
    if (!response.ok) throw new Error(`sign-in returned ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `p50 ${ms(quantile(sorted, 0.5))} ms, p99 ${ms(quantile(sorted, 0.99))} ms (${sorted.length} sign-ins)`;
  };
  const idle: number[] = [];
  for (let i = 0; i < 30; i += 1) idle.push(await signIn());

  const script = path.join(ROOT, 'bench/support/miss-cycle.mjs');
  const flood = runLoad(CYCLES[kind], shop.url, [script, shop.url, String(CONNECTIONS), String(SECONDS), kind]);
  let flooding = true;
  void flood.finally(() => (flooding = false)).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded: number[] = [];
  while (flooding) loaded.push(await signIn());
  const result = await flood;
  console.log(
    `\ncache-miss cycle on ${label} (${CYCLES[kind]}, ${CONNECTIONS} connections, ${SECONDS} s): ` +
      `${result.requestsPerSecond.toFixed(0)} req/s${health ? ` (${(result.requestsPerSecond / health).toFixed(2)} × health)` : ''}, ` +
      `p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ` +
      `non-2xx ${result.non2xx + result.errors}`,
  );
  console.log(`sign-in idle: ${summary(idle)}`);
  console.log(`sign-in during the cycle: ${summary(loaded)}`);
}

// BENCH_HTTP_CYCLES_ONLY=1 runs only the cache-miss cycles on the demo catalogue (and the baseline's).
const cyclesOnly = process.env.BENCH_HTTP_CYCLES_ONLY === '1';
const quotesOnly = process.env.BENCH_HTTP_QUOTES_ONLY === '1';
const signedInOnly = process.env.BENCH_HTTP_SIGNED_IN_ONLY === '1' || quotesOnly;
if (!cyclesOnly && !signedInOnly) {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-http-db-'));
  try {
    await benchEngine('SQLite', { kind: 'sqlite', file: path.join(sqliteDir, 'shop.db') });
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }
}

// The demo catalogue (36 products): there a one-letter search reads few rows, so a miss costs
// mostly its serialisation and compression.
if (!signedInOnly) {
  const demo = await startShop({ env: { LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '100000', ...SHOP_CACHE_MISS_RATE_LIMIT } });
  try {
    await missFlood(demo, 'SQLite, the demo catalogue');
    await missFlood(demo, 'SQLite, the demo catalogue', undefined, 'pages');
    await missFlood(demo, 'SQLite, the demo catalogue', undefined, 'searches');
  } finally {
    await demo.stop();
  }
}

// The same page cycles on another build, for a before and after.
const baseline = process.env.BENCH_HTTP_BASELINE_DIR;
const baselineCommit = baseline
  ? spawnSync('git', ['-C', baseline, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  : '';

/**
 * The admin panel's requests: each checks the session (one read of the session and its account) and
 * the route's permission against the role. The owner's and a staff member's allowed requests, and a
 * staff member refused (403), beside /api/health; on the baseline build too, for a before and after.
 */
async function signedInRequests(shop: ShopServer, label: string): Promise<void> {
  const owner = await adminToken(shop);
  const asOwner = [...BROWSER_HEADERS, `authorization=Bearer ${owner}`];
  const endpoints: Array<[string, string, string[]]> = [
    ['/api/health', '/api/health', BROWSER_HEADERS],
    ['owner: new orders count', '/api/orders/summary', asOwner],
    ['owner: orders page 1', '/api/orders?page=1', asOwner],
  ];
  // A staff account, where the build has them: added by the owner, its one-time password replaced.
  const added = await fetch(`${shop.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
    body: JSON.stringify({ name: 'Bench staff', username: 'bench-staff', role: 'staff' }),
  });
  if (added.status === 201) {
    const { password } = (await added.json()) as { password: string };
    const signIn = async (secret: string) =>
      (
        (await (
          await fetch(`${shop.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'bench-staff', password: secret }),
          })
        ).json()) as { token: string }
      ).token;
    const chosen = 'bench-staff-password';
    const changed = await fetch(`${shop.url}/api/auth/update-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn(password)}` },
      body: JSON.stringify({ username: 'bench-staff', oldPassword: password, newPassword: chosen, confirmPassword: chosen }),
    });
    if (changed.status !== 204) throw new Error(`staff password change returned ${changed.status}`);
    const asStaff = [...BROWSER_HEADERS, `authorization=Bearer ${await signIn(chosen)}`];
    endpoints.push(
      ['staff: new orders count', '/api/orders/summary', asStaff],
      ['staff refused: dashboard (403)', '/api/orders/dashboard', asStaff],
    );
  }
  console.log(`\nsigned-in requests on ${label} (${CONNECTIONS} connections, ${SECONDS} s each); load ${os.loadavg()[0]!.toFixed(2)}`);
  const results: Result[] = [];
  for (const [name, url, headers] of endpoints) results.push(await drive(name, `${shop.url}${url}`, headers));
  const health = results[0]!.requestsPerSecond;
  console.log(
    formatTable(
      ['request', 'req/s', 'p50 ms', 'p99 ms', '× health', 'non-2xx'],
      results.map((r) => [
        r.name,
        r.requestsPerSecond.toFixed(0),
        ms(r.p50),
        ms(r.p99),
        (r.requestsPerSecond / health).toFixed(2),
        String(r.non2xx + r.errors),
      ]),
    ),
  );
}

/**
 * A cart of three demo products quoted without a code, with a percent code that applies, and with a
 * code that is not valid (the limit on those raised, so every one is checked): each answers with the
 * lines and delivery options, the code's check adding one indexed read and the guess counter's writes.
 */
async function cartQuotes(shop: ShopServer): Promise<void> {
  const owner = await adminToken(shop);
  const created = await fetch(`${shop.url}/api/discount-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
    body: JSON.stringify({ code: 'LAYAL15', kind: 'percent', percent: 15 }),
  });
  if (created.status !== 201) throw new Error(`code not created: ${created.status} ${await created.text()}`);
  const products = (await (await fetch(`${shop.url}/api/products?limit=20`)).json()) as {
    data: { id: string; colors: { hexCode: string }[]; soldOut: boolean }[];
  };
  const lines = products.data
    .filter((product) => !product.soldOut)
    .slice(0, 3)
    .map((product) => ({ kind: 'product', id: product.id, colorHex: product.colors[0]?.hexCode ?? null, quantity: 1 }));
  const url = `${shop.url}/api/cart/quote`;
  console.log(
    `\ncart quotes, SQLite, the demo catalogue, 3 lines (${CONNECTIONS} connections, ${SECONDS} s each); load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  const results: Result[] = [];
  for (let round = 0; round < 2; round += 1) {
    results.push(await drivePost(`without a code (round ${round + 1})`, url, { lines }));
    results.push(await drivePost(`with LAYAL15 (round ${round + 1})`, url, { lines, code: 'layal15' }));
    results.push(await drivePost(`with a code not valid (round ${round + 1})`, url, { lines, code: 'NOPE99' }));
  }
  console.log(
    formatTable(
      ['quote', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
      results.map((r) => [r.name, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p99), String(r.non2xx + r.errors)]),
    ),
  );
}

if (!cyclesOnly) {
  // One client sends the whole load: its limits (quotes, codes not valid, connections) are lifted.
  const quoteEnv = {
    LOG_LEVEL: 'warn',
    QUOTE_RATE_LIMIT_MAX: '100000000',
    CODE_GUESS_LIMIT_MAX: '100000000',
    MAX_CONNECTIONS_PER_CLIENT: '1000',
  };
  const shop = await startShop({ fresh: true, env: quoteEnv });
  try {
    await cartQuotes(shop);
  } finally {
    await shop.stop();
  }
}

if (!cyclesOnly && !quotesOnly) {
  const env = { LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '100000', ...SHOP_CACHE_MISS_RATE_LIMIT };
  // Taking turns, so a busier moment of the machine does not fall on one build only.
  for (let round = 0; round < 2; round += 1) {
    const current = await startShop({ fresh: true, env });
    try {
      await signedInRequests(current, 'this build, SQLite, the demo catalogue');
    } finally {
      await current.stop();
    }
    if (!baseline) break;
    const before = await startShop({ checkout: baseline, fresh: true, env });
    try {
      await signedInRequests(before, `the build of ${baselineCommit}, SQLite, the demo catalogue`);
    } finally {
      await before.stop();
    }
  }
}

if (baseline && !signedInOnly) {
  const commit = baselineCommit;
  const before = await startShop({
    checkout: baseline,
    fresh: true,
    env: { LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '100000', ...SHOP_CACHE_MISS_RATE_LIMIT },
  });
  try {
    await missFlood(before, `the build of ${commit}, SQLite, the demo catalogue`, undefined, 'pages');
    await missFlood(before, `the build of ${commit}, SQLite, the demo catalogue`, undefined, 'searches');
  } finally {
    await before.stop();
  }
}

if (!cyclesOnly && !signedInOnly)
  await withTemporaryPostgres('shop_bench_http', (url) => benchEngine('PostgreSQL', { kind: 'postgres', url }));
