// `npm run bench:feed`: the product feed of BENCH_PRODUCTS products (default 50,000) of BENCH_SHADES
// shades each (default 8), every one tracked, in a temporary SQLite database, the shop listening on a
// port with PUBLIC_BASE_URL set: the time to make the feed after a catalogue change (the whole body
// received) and the process's peak memory meanwhile, how long `/api/health` waits while it is made
// (asked every 20 ms, over HTTP as a load balancer does), then a fetch served from its cache (unzipped
// as it is sent), the first and a later one with gzip, and one answered 304 to its ETag. A report, not
// a gate.
import { request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Insertable } from 'kysely';
import { openDatabase } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import { migrateToLatest } from '#server/db/migrate.js';
import type { StockLevelsTable } from '#server/db/schema.js';
import { fillCatalogue, type BenchColor } from './support/catalogue.js';
import { openShop } from './support/shop-app.js';
import { formatTable, ms, quantile, timeRuns } from './support/stats.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const SHADES = Number(process.env.BENCH_SHADES ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BUILDS = Number(process.env.BENCH_BUILDS ?? 3);
const HEALTH_EVERY_MS = 20;
const MB = 1024 * 1024;

/** `SHADES` distinct colours for each product (hex codes from its index, so every shade is its own row). */
const colorsOf = (index: number): BenchColor[] =>
  Array.from({ length: SHADES }, (_, k) => ({
    name: `Shade ${k + 1}`,
    hexCode: `#${((index * 37 + k * 101) % 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`,
  }));

const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-feed-'));
const database = { kind: 'sqlite', file: path.join(dir, 'shop.db') } as const;
try {
  const db = openDatabase(database);
  await migrateToLatest(db);
  const { productIds } = await fillCatalogue(db, { count: PRODUCTS, colorsOf, trackStock: true });
  // One tracked count per shade, 1 in 20 at 0: the feed reads them all.
  const now = new Date().toISOString();
  for (let from = 0; from < productIds.length; from += 500) {
    const levels: Insertable<StockLevelsTable>[] = productIds.slice(from, from + 500).flatMap((itemId, i) =>
      colorsOf(from + i).map((color, k) => ({
        id: uuidv7(),
        kind: 'product',
        item_id: itemId,
        color_key: color.hexCode,
        color_name: color.name,
        count: (from + i + k) % 20 === 0 ? 0 : 12,
        search_text: '',
        tracked: 1,
        sort_name: '',
        last_change_seq: 0,
        updated_at: now,
      })),
    );
    for (let at = 0; at < levels.length; at += 1000)
      await db
        .insertInto('stock_levels')
        .values(levels.slice(at, at + 1000))
        .execute();
  }
  await db.destroy();
  const shop = await openShop(database, { PUBLIC_BASE_URL: 'https://shop.example' });
  const { app } = shop;
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const fetch = (headers: Record<string, string> = {}) => get('/feed/products.xml', headers);
  /** A GET over HTTP: its status, its headers, its body's bytes and the items in it, the body read and let go as it comes. */
  function get(url: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; etag: string; bytes: number; items: number }>((resolve, reject) => {
      request(`${origin}${url}`, { headers }, (response) => {
        let bytes = 0;
        let items = 0;
        let tail = '';
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          const text = tail + chunk.toString('latin1');
          items += text.split('<item>').length - 1;
          tail = text.slice(-5);
        });
        response.on('end', () => resolve({ status: response.statusCode!, etag: String(response.headers.etag), bytes, items }));
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  }
  // The first time after each change: the version is bumped, so every run makes the feed again.
  const bump = () =>
    app.db
      .updateTable('catalog_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();

  let size = 0;
  let rows = 0;
  let peakRss = 0;
  const healthWaits: number[] = [];
  const builds: number[] = [];
  const rssBefore: number[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  for (let run = 0; run < BUILDS; run += 1) {
    await bump();
    global.gc?.();
    rssBefore.push(process.memoryUsage().rss);
    let building = true;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
    // Health asked every 20 ms while the feed is made, as a load balancer would (more often).
    const health = (async () => {
      while (building) {
        const started = performance.now();
        await get('/api/health', { host: '10.0.0.7:3000' });
        healthWaits.push(performance.now() - started);
        await sleep(HEALTH_EVERY_MS);
      }
    })();
    const started = performance.now();
    loopDelay.enable();
    const response = await fetch();
    loopDelay.disable();
    builds.push(performance.now() - started);
    building = false;
    await health;
    clearInterval(sampler);
    size = response.bytes;
    rows = response.items;
  }
  const cached = await timeRuns(() => fetch(), RUNS, 2);
  let started = performance.now();
  const gzipped = await fetch({ 'accept-encoding': 'gzip' });
  const firstGzip = performance.now() - started;
  const cachedGzip = await timeRuns(() => fetch({ 'accept-encoding': 'gzip' }), RUNS, 2);
  const { etag } = gzipped;
  const notModified = await timeRuns(() => fetch({ 'if-none-match': etag }), RUNS, 3);
  started = performance.now();
  await get('/api/health');
  const healthIdle = performance.now() - started;
  await shop.close();

  builds.sort((a, b) => a - b);
  healthWaits.sort((a, b) => a - b);
  console.log(`Product feed: ${PRODUCTS.toLocaleString('en')} products × ${SHADES} shades = ${rows.toLocaleString('en')} rows`);
  console.log(
    `XML ${(size / MB).toFixed(1)} MB, gzip ${(gzipped.bytes / MB).toFixed(1)} MB (SQLite, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')})\n`,
  );
  console.log(
    formatTable(
      ['fetch', 'p50 ms', 'max ms'],
      [
        [`made after a change (${BUILDS} runs)`, ms(quantile(builds, 0.5)), ms(builds.at(-1)!)],
        ['cached', ms(cached.p50), ms(cached.max)],
        ['first gzip', ms(firstGzip), ms(firstGzip)],
        ['cached, gzip', ms(cachedGzip.p50), ms(cachedGzip.max)],
        ['304 (If-None-Match)', ms(notModified.p50), ms(notModified.max)],
      ],
    ),
  );
  console.log(
    `\n/api/health while the feed is made: ${healthWaits.length} answers, p50 ${ms(quantile(healthWaits, 0.5))} ms, ` +
      `p95 ${ms(quantile(healthWaits, 0.95))} ms, max ${ms(healthWaits.at(-1)!)} ms (idle: ${ms(healthIdle)} ms)`,
  );
  console.log(
    `event loop delay while the feed is made: p50 ${ms(loopDelay.percentile(50) / 1e6)} ms, p99 ${ms(loopDelay.percentile(99) / 1e6)} ms, ` +
      `max ${ms(loopDelay.max / 1e6)} ms`,
  );
  console.log(
    `peak RSS ${(peakRss / MB).toFixed(0)} MB, ${((peakRss - Math.min(...rssBefore)) / MB).toFixed(0)} MB above the RSS before a build`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
