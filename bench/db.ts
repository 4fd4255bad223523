// `npm run bench:db`: 100,000 products in a temporary SQLite database and a temporary PostgreSQL
// database, then p50/p95 of the catalogue's queries through the repository functions the routes call,
// of the stock counts' on 10,000 tracked products of 5 colours, and of the Activity page's on 100,000
// records, in databases of their own. A report, not a gate. PostgreSQL: BENCH_POSTGRES_URL (default
// the local server as postgres); the bench creates its own database there and drops it at the end.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ActivityKind } from '#contract/activity.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, PAGE_SIZE } from '#contract/constants.js';
import { NO_DELIVERY_OPTIONS } from '#contract/delivery.js';
import type { DatabaseConfig } from '#server/config.js';
import { openDatabase, type Db } from '#server/db/connect.js';
import { isPostgres } from '#server/db/engine.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { ActivityService } from '#server/activity/service.js';
import { insertSession, insertUser } from '#server/auth/repository.js';
import { hashToken } from '#server/auth/service.js';
import { containsText, toCount } from '#server/db/text.js';
import { down as dropSearchIndex } from '#server/db/migrations/20261122000000_search_index.js';
import { OrderService } from '#server/orders/service.js';
import { findProduct, listProducts } from '#server/products/repository.js';
import { StockService, trackedCounts } from '#server/stock/service.js';
import { fillActivity } from './support/activity.js';
import { fillOrders } from './support/orders.js';
import { COMMON_TERM, fillCatalogue, RARE_WORD, type FilledCatalogue } from './support/catalogue.js';
import { withTemporaryPostgres } from './support/postgres.js';
import { formatTable, ms, timeRuns, type Timing } from './support/stats.js';
import { COLORS_PER_PRODUCT, COMMON_COLOR, fillStock, SEARCHED_KIND } from './support/stock.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SQLITE_P95_TARGET_MS = 5;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SQLITE_ORDERS_P95_TARGET_MS = 10;
const STOCK_PRODUCTS = Number(process.env.BENCH_STOCK_PRODUCTS ?? 10_000);
const SQLITE_STOCK_P95_TARGET_MS = 10;
/** 1: only the stock part, which fills a database of its own (a minute instead of many). */
const STOCK_ONLY = process.env.BENCH_STOCK_ONLY === '1';
const ACTIVITY = Number(process.env.BENCH_ACTIVITY ?? 100_000);
/** The Activity page's first page, on either engine (its median). */
const ACTIVITY_P50_TARGET_MS = 50;
/** 1: only the activity part, in a database of its own. */
const ACTIVITY_ONLY = process.env.BENCH_ACTIVITY_ONLY === '1';
/** The CSV reads every count: fewer runs keep the bench short. */
const CSV_RUNS = Math.min(RUNS, 20);

const limit = PAGE_SIZE.catalogue;
const deepPage = Math.max(1, Math.floor(PRODUCTS / limit / 2.5));

interface Row {
  name: string;
  timing: Timing;
  found: number;
  /** Timed for the record, held to no target (a download). */
  untargeted?: boolean;
}

/**
 * The list as it read before the search index (docs/decisions/002-search-index.md): COUNT and the page
 * over the joined query, LIKE over every row, OFFSET reading and joining every skipped row.
 */
async function listBefore(db: Db, filter: { search?: string; categoryId?: string }, offset: number) {
  const filtered = () => {
    let query = db
      .selectFrom('products')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .leftJoin('images', 'images.id', 'products.image_id');
    if (filter.search) query = query.where(containsText('products.search_text', filter.search));
    if (filter.categoryId) query = query.where('products.category_id', '=', filter.categoryId);
    return query;
  };
  const total = await filtered()
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filtered()
    .selectAll('products')
    .select(['categories.name as category_name', 'images.width', 'images.height', 'images.widths'])
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: toCount(total.count) };
}

type Case = [name: string, task: (run: number) => Promise<unknown>];

function cases(db: Db, { categoryIds, productIds }: FilledCatalogue): { now: Case[]; before: Case[] } {
  const category = (run: number) => categoryIds[run % categoryIds.length];
  return {
    now: [
      ['catalogue page 1', () => listProducts(db, {}, limit, 0)],
      [`catalogue page ${deepPage}`, () => listProducts(db, {}, limit, (deepPage - 1) * limit)],
      ['category filter, page 1', (run) => listProducts(db, { categoryId: category(run) }, limit, 0)],
      [`search "${COMMON_TERM}" (common)`, () => listProducts(db, { search: COMMON_TERM }, limit, 0)],
      [`search "${COMMON_TERM}", page 50`, () => listProducts(db, { search: COMMON_TERM }, limit, 49 * limit)],
      [`search "${RARE_WORD.toLowerCase()}" (rare)`, () => listProducts(db, { search: RARE_WORD }, limit, 0)],
      ['search "كريم" (Arabic)', () => listProducts(db, { search: 'كريم' }, limit, 0)],
      ['search "spf" + category', (run) => listProducts(db, { search: 'spf', categoryId: category(run) }, limit, 0)],
      ['search "ru" (2 letters: plain scan)', () => listProducts(db, { search: 'ru' }, limit, 0)],
      ['product by id', (run) => findProduct(db, productIds[(run * 7919) % productIds.length]!)],
    ],
    before: [
      ['before: catalogue page 1', () => listBefore(db, {}, 0)],
      [`before: catalogue page ${deepPage}`, () => listBefore(db, {}, (deepPage - 1) * limit)],
      ['before: category filter, page 1', (run) => listBefore(db, { categoryId: category(run) }, 0)],
      [`before: search "${COMMON_TERM}"`, () => listBefore(db, { search: COMMON_TERM }, 0)],
      [`before: search "${RARE_WORD.toLowerCase()}"`, () => listBefore(db, { search: RARE_WORD }, 0)],
    ],
  };
}

/** What a query found: its total, its rows, the items a map holds, a CSV's lines after the header. */
function matchesOf(result: unknown): number {
  if (typeof result === 'number') return result;
  if (typeof result === 'string') return result.split('\r\n').length - 2;
  if (Array.isArray(result)) return result.length;
  if (result instanceof Map) return result.size;
  const list = result as { total?: number; pagination?: { totalItems: number } } | undefined;
  return typeof list?.total === 'number' ? list.total : (list?.pagination?.totalItems ?? (result ? 1 : 0));
}

async function measure(list: Case[], runs = RUNS): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, task] of list) {
    const found = matchesOf(await task(0));
    rows.push({ name, timing: await timeRuns(task, runs), found });
  }
  return rows;
}

/** What a running shop's statistics would hold after its autovacuum / optimize pass. */
async function updateStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
  else await sql`pragma optimize`.execute(db);
}

function printTable(
  engine: string,
  rows: Row[],
  fillSeconds: number,
  p95Target?: number,
  what = `${PRODUCTS.toLocaleString('en')} products`,
): void {
  console.log(`\n${engine}: ${what} (filled in ${fillSeconds.toFixed(1)} s), ${RUNS} runs each`);
  console.log(
    formatTable(
      ['query', 'matches', 'p50 ms', 'p95 ms', 'max ms', ...(p95Target ? [`p95 < ${p95Target} ms`] : [])],
      rows.map(({ name, timing, found, untargeted }) => [
        name,
        String(found),
        ms(timing.p50),
        ms(timing.p95),
        ms(timing.max),
        ...(p95Target ? [untargeted || name.startsWith('before:') ? '' : timing.p95 < p95Target ? 'yes' : 'NO'] : []),
      ]),
    ),
  );
}

async function benchEngine(engine: string, config: DatabaseConfig, p95Target?: number): Promise<void> {
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    let lastReport = 0;
    const catalogue = await fillCatalogue(db, {
      count: PRODUCTS,
      onProgress: (done) => {
        if (performance.now() - lastReport > 5000) {
          lastReport = performance.now();
          console.log(`  ${engine}: ${done.toLocaleString('en')} products written`);
        }
      },
    });
    await updateStatistics(db);
    const fillSeconds = (performance.now() - started) / 1000;
    const { now, before } = cases(db, catalogue);
    const rows = await measure(now);

    // The owner's order screens, through the service the routes call.
    const ordersStarted = performance.now();
    const clock = new Date();
    const { references, phones } = await fillOrders(db, { count: ORDERS, productIds: catalogue.productIds, now: clock });
    await updateStatistics(db);
    const ordersFillSeconds = (performance.now() - ordersStarted) / 1000;
    const orders = new OrderService(
      db,
      { deliveryOptions: async () => NO_DELIVERY_OPTIONS, lowStockThreshold: async () => DEFAULT_LOW_STOCK_THRESHOLD },
      () => clock,
    );
    const reference = references[Math.floor(references.length / 3)]!;
    const phoneDigits = phones[Math.floor(phones.length / 2)]!.replace(/\D/g, '').slice(-6);
    const orderRows = await measure([
      ['orders page 1', () => orders.list({ page: 1, search: undefined })],
      ['orders page 1, status new', () => orders.list({ page: 1, status: 'new', search: undefined })],
      ['orders page 1, status cancelled', () => orders.list({ page: 1, status: 'cancelled', search: undefined })],
      [`orders search "${reference.slice(3)}" (reference)`, () => orders.list({ page: 1, search: reference.slice(3) })],
      ['orders search "rima" (name)', () => orders.list({ page: 1, search: 'rima' })],
      [`orders search "${phoneDigits}" (phone digits)`, () => orders.list({ page: 1, search: phoneDigits })],
      ['new orders count (badge)', () => orders.newCount()],
      ['dashboard', () => orders.dashboard()],
    ]);
    printTable(
      engine,
      orderRows,
      ordersFillSeconds,
      isPostgres(db) ? undefined : SQLITE_ORDERS_P95_TARGET_MS,
      `${ORDERS.toLocaleString('en')} orders`,
    );
    // The old queries run without the trigram index, as they did before it existed.
    await dropSearchIndex(db);
    rows.push(...(await measure(before)));
    printTable(engine, rows, fillSeconds, p95Target);
  } finally {
    await db.destroy();
  }
}

/**
 * The owner's Stock page, the dashboard's stock alerts and the public responses' counts, through the
 * functions the routes call, on a catalogue of STOCK_PRODUCTS products whose stock is counted. It has
 * a database of its own, so the figures of the catalogue and orders above stay comparable with earlier runs.
 */
async function benchStock(engine: string, config: DatabaseConfig, p95Target?: number): Promise<void> {
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const clock = new Date();
    const filled = await fillStock(db, { count: STOCK_PRODUCTS, now: clock });
    await updateStatistics(db);
    const fillSeconds = (performance.now() - started) / 1000;
    const threshold = DEFAULT_LOW_STOCK_THRESHOLD;
    // A stocktake is saved by a person, and records each count it changes.
    const ownerId = await insertUser(db, { username: 'owner', name: 'Owner', role: 'owner', passwordHash: 'x', mustChangePassword: false });
    // Signed in, as a route hands the person to the service: the write checks the session and the role again.
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const owner = {
      userId: ownerId,
      sessionId: await insertSession(db, ownerId, hashToken(randomUUID()), expiresAt, ''),
      access: 'stock' as const,
    };
    const stock = new StockService(
      db,
      async () => threshold,
      () => clock,
    );
    const limit = PAGE_SIZE.stock;
    const list = (filter: 'all' | 'low' | 'out', page = 1, search?: string) => stock.list({ page, limit, filter, search });
    const deepPageOf = async (filter: 'all' | 'low') => Math.max(1, Math.floor((await list(filter)).pagination.totalPages / 2.5));
    const [deepAll, deepLow] = [await deepPageOf('all'), await deepPageOf('low')];

    // A stocktake's Save: 20 counts above the threshold, moved by one and back, so no filter's rows change.
    const stocktake = (await list('all', deepAll)).data.filter((row) => row.count > threshold).slice(0, 20);
    if (stocktake.length < 20) throw new Error('the stocktake needs 20 counts above the threshold');
    const shown = new Map(stocktake.map((row) => [row.id, row.count]));
    const save = async () => {
      const counts = stocktake.map(({ id, count }) => {
        const seen = shown.get(id)!;
        return { id, seen, count: seen === count ? count + 1 : count };
      });
      const saved = await stock.save(owner, { counts });
      for (const row of saved) shown.set(row.id, row.count);
      return saved;
    };

    const catalogueLimit = PAGE_SIZE.catalogue;
    const cataloguePage = (run: number) => {
      const from = (run * 7919 * catalogueLimit) % (filled.productIds.length - catalogueLimit);
      return filled.productIds.slice(from, from + catalogueLimit);
    };
    const rows = await measure([
      ['stock page 1', () => list('all')],
      [`stock page ${deepAll}`, () => list('all', deepAll)],
      ['low, page 1', () => list('low')],
      [`low, page ${deepLow}`, () => list('low', deepLow)],
      ['out, page 1', () => list('out')],
      [`search "${SEARCHED_KIND}" (name)`, () => list('all', 1, SEARCHED_KIND)],
      [`search "${COMMON_COLOR}" (colour)`, () => list('all', 1, COMMON_COLOR)],
      [`search "${COMMON_COLOR}", low`, () => list('low', 1, COMMON_COLOR)],
      // The dashboard asks for both at once; its figure is the low ones' (out ones included).
      ['dashboard alerts (low + out, page 1)', async () => (await Promise.all([list('low'), list('out')]))[0]],
      [`counts of a catalogue page (${catalogueLimit} products)`, (run) => trackedCounts(db, 'product', cataloguePage(run))],
      [
        'counts of a product (its page)',
        (run) => trackedCounts(db, 'product', [filled.productIds[(run * 7919) % filled.productIds.length]!]),
      ],
      ["a count's history, page 1", () => stock.history(filled.busyLevelId, 1)],
      ['save a stocktake of 20 counts', save],
    ]);
    const csv = await measure([[`CSV of every count (${CSV_RUNS} runs)`, () => stock.csv()]], CSV_RUNS);
    rows.push(...csv.map((row) => ({ ...row, untargeted: true })));
    const what = `${STOCK_PRODUCTS.toLocaleString('en')} tracked products × ${COLORS_PER_PRODUCT} colours, ${filled.counts.toLocaleString('en')} counts, ${filled.changes.toLocaleString('en')} changes`;
    printTable(`${engine} stock`, rows, fillSeconds, p95Target, what);
  } finally {
    await db.destroy();
  }
}

/**
 * The owner's Activity page: its first page (the panel's page size), everyone's and filtered by
 * person and by kind, through the service the route calls, over ACTIVITY records of six people.
 */
async function benchActivity(engine: string, config: DatabaseConfig): Promise<void> {
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const { people } = await fillActivity(db, { count: ACTIVITY, now: new Date() });
    await updateStatistics(db);
    const fillSeconds = (performance.now() - started) / 1000;
    const activity = new ActivityService(db);
    const limit = PAGE_SIZE.admin;
    const list = (filter: { person?: string; kind?: ActivityKind }, page = 1) => activity.list({ ...filter, page, limit });
    const [busiest, rarest] = [people[0]!, people.at(-1)!];
    const rows = await measure([
      ['activity page 1', () => list({})],
      ['activity page 1, the busiest person', () => list({ person: busiest })],
      ['activity page 1, the least busy person', () => list({ person: rarest })],
      ['activity page 1, kind stock', () => list({ kind: 'stock' })],
      ['activity page 1, kind settings (rare)', () => list({ kind: 'settings' })],
      ['activity page 1, the least busy person, kind settings', () => list({ person: rarest, kind: 'settings' })],
      ['activity page 500', () => list({}, 500)],
    ]);
    console.log(
      `\n${engine} activity: ${ACTIVITY.toLocaleString('en')} records of ${people.length} people (filled in ${fillSeconds.toFixed(1)} s), ${RUNS} runs each`,
    );
    console.log(
      formatTable(
        ['query', 'matches', 'p50 ms', 'p95 ms', 'max ms', `p50 ≤ ${ACTIVITY_P50_TARGET_MS} ms`],
        rows.map(({ name, timing, found }) => [
          name,
          String(found),
          ms(timing.p50),
          ms(timing.p95),
          ms(timing.max),
          timing.p50 <= ACTIVITY_P50_TARGET_MS ? 'yes' : 'NO',
        ]),
      ),
    );
  } finally {
    await db.destroy();
  }
}

const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-db-'));
try {
  if (!STOCK_ONLY && !ACTIVITY_ONLY)
    await benchEngine('SQLite', { kind: 'sqlite', file: path.join(sqliteDir, 'shop.db') }, SQLITE_P95_TARGET_MS);
  if (!ACTIVITY_ONLY) await benchStock('SQLite', { kind: 'sqlite', file: path.join(sqliteDir, 'stock.db') }, SQLITE_STOCK_P95_TARGET_MS);
  if (!STOCK_ONLY) await benchActivity('SQLite', { kind: 'sqlite', file: path.join(sqliteDir, 'activity.db') });
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

if (!STOCK_ONLY && !ACTIVITY_ONLY) await withTemporaryPostgres('shop_bench', (url) => benchEngine('PostgreSQL', { kind: 'postgres', url }));
if (!ACTIVITY_ONLY) await withTemporaryPostgres('shop_bench_stock', (url) => benchStock('PostgreSQL', { kind: 'postgres', url }));
if (!STOCK_ONLY) await withTemporaryPostgres('shop_bench_activity', (url) => benchActivity('PostgreSQL', { kind: 'postgres', url }));
