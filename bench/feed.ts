// `npm run bench:feed`: the product feed of 10,000 products of five shades each, every one tracked
// (50,000 rows), in a temporary SQLite database: the time to make the feed the first time (after a
// catalogue change, target ≤ 2 s), then a fetch served from its cache, one compressed with gzip, and
// one answered 304 to the ETag the fetcher has. A report, not a gate.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { openShop } from './support/shop-app.js';
import { formatTable, ms, timeRuns } from './support/stats.js';
import { fillStock } from './support/stock.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const FIRST_TARGET_MS = 2000;

const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-feed-'));
const database = { kind: 'sqlite', file: path.join(dir, 'shop.db') } as const;
try {
  const db = openDatabase(database);
  await migrateToLatest(db);
  await fillStock(db, { count: PRODUCTS, now: new Date() });
  await db.destroy();
  const shop = await openShop(database);
  const { app } = shop;
  const fetch = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/feed/products.xml', headers: { host: 'shop.example', ...headers } });

  // The first time after each change: the version is bumped, so every run makes the feed again.
  const bump = () =>
    app.db
      .updateTable('catalog_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
  let size = 0;
  let rows = 0;
  const first = await timeRuns(
    async () => {
      await bump();
      const response = await fetch();
      size = response.rawPayload.length;
      rows = response.body.split('<item>').length - 1;
    },
    5,
    1,
  );
  const cached = await timeRuns(() => fetch(), RUNS, 3);
  await fetch({ 'accept-encoding': 'gzip' });
  const gzipped = await fetch({ 'accept-encoding': 'gzip' });
  const cachedGzip = await timeRuns(() => fetch({ 'accept-encoding': 'gzip' }), RUNS, 3);
  const etag = String(gzipped.headers.etag);
  const notModified = await timeRuns(() => fetch({ 'if-none-match': etag }), RUNS, 3);
  await shop.close();

  console.log(`Product feed: ${PRODUCTS.toLocaleString('en')} products × 5 shades = ${rows.toLocaleString('en')} rows`);
  console.log(
    `XML ${(size / 1024 / 1024).toFixed(1)} MB, gzip ${(gzipped.rawPayload.length / 1024 / 1024).toFixed(1)} MB (SQLite, ${os.cpus().length} CPUs)\n`,
  );
  console.log(
    formatTable(
      ['fetch', 'p50 ms', 'p95 ms'],
      [
        ['first (made after a change)', ms(first.p50), ms(first.p95)],
        ['cached', ms(cached.p50), ms(cached.p95)],
        ['cached, gzip', ms(cachedGzip.p50), ms(cachedGzip.p95)],
        ['304 (If-None-Match)', ms(notModified.p50), ms(notModified.p95)],
      ],
    ),
  );
  console.log(
    `\nfirst fetch p95 ${ms(first.p95)} ms: ${first.p95 <= FIRST_TARGET_MS ? 'within' : 'OVER'} the ${FIRST_TARGET_MS} ms target`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
