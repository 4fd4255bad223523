// `npm run bench:search`: the catalogue search, on SQLite and on PostgreSQL (BENCH_POSTGRES_URL, default
// the local server as postgres; the bench creates its own databases there and drops them; skipped if
// unreachable). A report, not a gate.
// 1. Relevance: a small trilingual catalogue (support/search-catalogue.ts) created through the admin
//    API, then the queries of support/search-cases.ts asked of GET /api/products and /api/offer: per
//    query the expected items, the first 5 hits, whether every expected item is in the first 5 and
//    whether an unrelated item ranks above an expected one; the totals; whether both engines return
//    the same hits.
// 2. Timings: BENCH_SEARCH_SIZES products (default 10,000 and 100,000, filled as bench:db fills them),
//    p50/p95 of a mix of searches through the service the list route calls; the time from starting
//    the app to its first search's response, and the heap and RSS before the start and after that
//    response (an index held in the process shows there); at the largest size, bad inputs through the
//    route itself: status and time of each.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_SEARCH_LENGTH, PAGE_SIZE } from '#contract/constants.js';
import type { DatabaseConfig } from '#server/config.js';
import { openDatabase } from '#server/db/connect.js';
import { isPostgres } from '#server/db/engine.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { ProductService } from '#server/products/service.js';
import { COMMON_TERM, fillCatalogue, RARE_WORD } from './support/catalogue.js';
import { withTemporaryPostgres } from './support/postgres.js';
import { openShop } from './support/shop-app.js';
import { formatTable, ms, timeRuns, type Timing } from './support/stats.js';
import { relevance, reportRelevance, type SearchResult } from './search-relevance.js';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;
/** Each bad input is sent this many times, each with another page size, so none is a cached response. */
const BAD_INPUT_RUNS = 5;
/** 1: the relevance table alone (a minute instead of many). */
const RELEVANCE_ONLY = process.env.BENCH_SEARCH_RELEVANCE_ONLY === '1';

// The heap is measured after a full collection; `--expose-gc` set at run time reaches a new context.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// --- Timings -----------------------------------------------------------------------------------------

type ProductQuery = { search: string; categoryId?: string };

function timedQueries(categoryIds: string[]): Array<[name: string, query: (run: number) => ProductQuery]> {
  return [
    [`common word "${COMMON_TERM}"`, () => ({ search: COMMON_TERM })],
    [`rare word "${RARE_WORD.toLowerCase()}"`, () => ({ search: RARE_WORD })],
    ['Arabic "كريم"', () => ({ search: 'كريم' })],
    ['Arabic "احمر شفاه"', () => ({ search: 'احمر شفاه' })],
    ['typo "lipstik"', () => ({ search: 'lipstik' })],
    ['prefix "ru" (2 letters)', () => ({ search: 'ru' })],
    ['prefix "mas" (3 letters)', () => ({ search: 'mas' })],
    ['two words "matte lipstick"', () => ({ search: 'matte lipstick' })],
    ['French without accents "creme brulee"', () => ({ search: 'creme brulee' })],
    ['Arabizi "a7mar"', () => ({ search: 'a7mar' })],
    ['"spf" within a category', (run) => ({ search: 'spf', categoryId: categoryIds[run % categoryIds.length] })],
  ];
}

/** Long words a typo or two from the catalogue's: the most typo lookups a search of 200 characters asks for. */
const TYPO_WORDS = [
  'lipstickk',
  'foundaton',
  'mascarras',
  'moisturiser',
  'hyaluronik',
  'sunscreenn',
  'highlightr',
  'concealor',
  'cleanserr',
  'lipglosss',
  'eyelinerr',
  'nailpolsh',
  'dermatologicaly',
  'lightweigth',
  'hydratting',
  'fragranse',
  'resistent',
  'enrichedd',
  'sensitiv',
  'lebanonn',
];

/** Inputs a client may send; each goes through the route as it comes. */
const BAD_INPUTS: Array<[name: string, search: string]> = [
  ['empty', ''],
  ['whitespace', ' \t  '],
  [`${MAX_SEARCH_LENGTH} characters, one word`, 'lipstick'.repeat(MAX_SEARCH_LENGTH / 8)],
  [`${MAX_SEARCH_LENGTH} characters, 40 words`, 'cream matte rouge serum velvet '.repeat(7).slice(0, MAX_SEARCH_LENGTH)],
  [`${MAX_SEARCH_LENGTH} characters, 20 long words with typos`, TYPO_WORDS.join(' ').slice(0, MAX_SEARCH_LENGTH)],
  [`${MAX_SEARCH_LENGTH} characters, 100 one-letter words`, 'a b c d e f g h i j '.repeat(10).slice(0, MAX_SEARCH_LENGTH)],
  [`${MAX_SEARCH_LENGTH} characters of Arabic`, 'أحمر شفاه مخملي '.repeat(13).slice(0, MAX_SEARCH_LENGTH)],
  [`${MAX_SEARCH_LENGTH + 1} characters`, 'a'.repeat(MAX_SEARCH_LENGTH + 1)],
  ['only vowel marks', '\u064e\u064f\u0650\u0651\u0652'],
  ['only punctuation', '!?.,;:-()[]{}…«»'],
  ['%', '%'],
  ['_', '_'],
  ['\\', '\\'],
  ["'", "'"],
  ['"', '"'],
  ["' or 1=1 --", "' or 1=1 --"],
  ['mixed scripts', 'crème أحمر a7mar'],
  ['bidi controls around a word', '\u202bأحمر\u202c'],
  ['only bidi controls', '\u202e\u2066\u2069\u200f'],
];

interface Memory {
  heapUsed: number;
  rss: number;
}

function memory(): Memory {
  collectGarbage();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface SizeResult {
  engine: string;
  size: number;
  rows: Array<{ name: string; found: number; timing: Timing }>;
  /** Before the app was started, and after its first search. */
  before: Memory;
  after: Memory;
  readyMs: number;
  firstSearchMs: number;
  /** From starting the app to the first search's response. */
  firstResponseMs: number;
}

const timingResults: SizeResult[] = [];

/** A migrated database of `size` products, its statistics as a running shop's autovacuum / optimize pass leaves them. */
async function fill(database: DatabaseConfig, size: number): Promise<string[]> {
  const db = openDatabase(database);
  try {
    await migrateToLatest(db);
    const { categoryIds } = await fillCatalogue(db, { count: size });
    await sql`${sql.raw(isPostgres(db) ? 'vacuum analyze' : 'pragma optimize')}`.execute(db);
    return categoryIds;
  } finally {
    await db.destroy();
  }
}

async function timeBadInputs(app: FastifyInstance): Promise<void> {
  const rows: string[][] = [];
  // The slowest input by its median, and the slowest single request (which a busy machine may make any).
  let slowest = { name: '', ms: 0 };
  let longest = { name: '', ms: 0 };
  for (const [name, search] of BAD_INPUTS) {
    const times: number[] = [];
    let status = 0;
    let found = '';
    for (let run = 0; run < BAD_INPUT_RUNS; run += 1) {
      const url = `/api/products?limit=${PAGE_SIZE.catalogue + run}&search=${encodeURIComponent(search)}`;
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      status = response.statusCode;
      found = status === 200 ? String((response.json() as { pagination: { totalItems: number } }).pagination.totalItems) : '';
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    if (median > slowest.ms) slowest = { name, ms: median };
    if (times.at(-1)! > longest.ms) longest = { name, ms: times.at(-1)! };
    rows.push([name, String(status), found, ms(median), ms(times.at(-1)!)]);
  }
  console.log(`\nBad inputs, GET /api/products?search=…, ${BAD_INPUT_RUNS} requests each (another page size each, so none is cached)`);
  console.log(formatTable(['input', 'status', 'matches', 'p50 ms', 'max ms'], rows));
  console.log(`Slowest by p50: ${ms(slowest.ms)} ms (${slowest.name}); longest request: ${ms(longest.ms)} ms (${longest.name})`);
}

async function timeSize(engine: string, database: DatabaseConfig, size: number, badInputs: boolean): Promise<void> {
  const fillStarted = performance.now();
  const categoryIds = await fill(database, size);
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  // From before the app exists: an index may be built as it starts, in the background once it is
  // ready, or by the first search, and the first response waits for it whichever it is.
  const before = memory();
  const started = performance.now();
  const shop = await openShop(database);
  const readyMs = performance.now() - started;
  try {
    // Constructed as the list route constructs it.
    const products = new ProductService(shop.app.db, shop.app.images, async () => DEFAULT_LOW_STOCK_THRESHOLD);
    const list = ({ search, categoryId }: ProductQuery) => products.list({ page: 1, limit: PAGE_SIZE.catalogue, search, categoryId });
    const firstStarted = performance.now();
    await list({ search: 'lipstick' });
    const firstSearchMs = performance.now() - firstStarted;
    const firstResponseMs = performance.now() - started;
    const after = memory();

    const rows: SizeResult['rows'] = [];
    for (const [name, query] of timedQueries(categoryIds)) {
      const found = (await list(query(0))).pagination.totalItems;
      rows.push({ name, found, timing: await timeRuns((run) => list(query(run)), RUNS, WARMUP) });
    }
    timingResults.push({ engine, size, rows, before, after, readyMs, firstSearchMs, firstResponseMs });
    console.log(
      `\n${engine}: ${size.toLocaleString('en')} products (filled in ${fillSeconds.toFixed(1)} s), ${RUNS} runs each, page 1 of ${PAGE_SIZE.catalogue}`,
    );
    console.log(
      formatTable(
        ['query', 'matches', 'p50 ms', 'p95 ms', 'max ms'],
        rows.map(({ name, found, timing }) => [name, String(found), ms(timing.p50), ms(timing.p95), ms(timing.max)]),
      ),
    );
    console.log(
      `App ready in ${ms(readyMs)} ms; the first search ("lipstick") then took ${ms(firstSearchMs)} ms, its response ${ms(firstResponseMs)} ms after the app was started; ` +
        `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, RSS ${mb(before.rss)} → ${mb(after.rss)} MB`,
    );
    if (badInputs) await timeBadInputs(shop.app);
  } finally {
    await shop.close();
  }
}

function reportTimings(): void {
  if (timingResults.length === 0) return;
  const columns = timingResults.map(({ engine, size }) => `${engine} ${size / 1000}k`);
  const names = timingResults[0]!.rows.map((row) => row.name);
  console.log('\nSearch, p50 / p95 ms (page 1 through the service):');
  console.log(
    formatTable(
      ['query', ...columns],
      names.map((name, at) => [name, ...timingResults.map(({ rows }) => `${ms(rows[at]!.timing.p50)} / ${ms(rows[at]!.timing.p95)}`)]),
    ),
  );
  console.log('\nStart, first search and memory per instance (after a full collection; before: the app not yet started):');
  console.log(
    formatTable(
      [
        'instance',
        'ready ms',
        'first search ms',
        'start to response ms',
        'heap before MB',
        'heap after MB',
        'RSS before MB',
        'RSS after MB',
      ],
      timingResults.map(({ before, after, readyMs, firstSearchMs, firstResponseMs }, at) => [
        columns[at]!,
        ms(readyMs),
        ms(firstSearchMs),
        ms(firstResponseMs),
        mb(before.heapUsed),
        mb(after.heapUsed),
        mb(before.rss),
        mb(after.rss),
      ]),
    ),
  );
}

// --- Both engines --------------------------------------------------------------------------------------

/** Runs `bench` on a new, empty database of the engine, removed afterwards; false when the engine cannot be reached. */
type WithDatabase = (bench: (database: DatabaseConfig) => Promise<void>) => Promise<boolean>;

const withSqlite: WithDatabase = async (bench) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-search-'));
  try {
    await bench({ kind: 'sqlite', file: path.join(dir, 'shop.db') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return true;
};

const withPostgres: WithDatabase = async (bench) => {
  let reached = false;
  await withTemporaryPostgres('shop_bench_search', (url) => {
    reached = true;
    return bench({ kind: 'postgres', url });
  });
  return reached;
};

/** Each catalogue in a database of its own, so no run reads another's rows or statistics. */
async function benchEngine(engine: string, withDatabase: WithDatabase, results: Map<string, SearchResult[]>): Promise<void> {
  const reached = await withDatabase(async (database) => {
    results.set(engine, await relevance(engine, database));
  });
  if (!reached || RELEVANCE_ONLY) return;
  const largest = Math.max(...SIZES);
  for (const size of SIZES) await withDatabase((database) => timeSize(engine, database, size, size === largest));
}

const results = new Map<string, SearchResult[]>();
await benchEngine('SQLite', withSqlite, results);
await benchEngine('PostgreSQL', withPostgres, results);
reportRelevance(results);
reportTimings();
