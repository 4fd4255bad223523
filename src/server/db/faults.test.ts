import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMessages } from '#contract/messages/validation.js';
import { DEFAULT_DATABASE_LIMITS } from '../config.js';
import { bearer, createTestApp, type TestApp } from '../test-support/app.js';

// The database's bad moments, through the API: a full disk (SQLite's max_page_count reports
// "database or disk is full" exactly as a full disk does), connections PostgreSQL ends, and a table
// another connection keeps locked.

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

function logCollector(): { lines: LogLine[]; stream: Writable } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const message = (i: number) => ({ name: `Writer ${i}`, email: `writer${i}@example.com`, message: `${i} `.repeat(1200).trim() });

describe('a full disk on SQLite', () => {
  it('responds to writes with 507 and the message, says so in health, logs the cause once, and saves again once space returns', async () => {
    const log = logCollector();
    t = await createTestApp('sqlite', {}, { level: 'info', stream: log.stream });
    const token = await t.login();
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
    // The app's own connection may not grow the file beyond its size now.
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.app.db);

    let saved = 0;
    const refused: { statusCode: number; body: unknown; retryAfter: unknown }[] = [];
    for (let i = 0; i < 200 && refused.length < 3; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact-us', payload: message(i) });
      if (response.statusCode === 201) saved += 1;
      else refused.push({ statusCode: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] });
    }
    expect(refused).toHaveLength(3);
    for (const refusal of refused) {
      expect(refusal).toEqual({ statusCode: 507, body: { message: apiMessages.cannotSaveNow }, retryAfter: expect.any(String) });
    }
    // A write in a transaction (a category bumps the catalogue version with it): refused the same way,
    // its transaction rolled back by SQLite itself, without "cannot rollback" in place of the cause.
    const categoryStatuses = new Set<number>();
    for (let i = 0; i < 100 && !categoryStatuses.has(507); i += 1) {
      const name = `Category ${i} ${'x'.repeat(80)}`;
      const response = await t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(token), payload: { name } });
      categoryStatuses.add(response.statusCode);
    }
    expect([...categoryStatuses].filter((status) => status !== 201)).toEqual([507]);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', database: 'ok', writes: 'failing' });
    // Reads go on.
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/categories' })).statusCode).toBe(200);

    const errors = log.lines.filter((line) => line.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining('cannot save'),
        err: expect.objectContaining({ message: 'database or disk is full' }),
      }),
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('cannot rollback');

    await sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact-us', payload: message(999) })).statusCode).toBe(201);
    saved += 1;
    const healthy = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([healthy.statusCode, healthy.json()]).toEqual([200, { status: 'ok', database: 'ok', writes: 'ok' }]);
    expect(log.lines.some((line) => line.msg.includes('saves again'))).toBe(true);

    // Every acknowledged message is there, and nothing half-written is.
    const stored = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(saved);
    const { rows: check } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.db);
    expect(check).toEqual([{ integrity_check: 'ok' }]);
  });
});

/** Ends every connection of the test app (its schema names them), as a PostgreSQL restart would. */
async function terminateAppConnections(app: TestApp): Promise<number> {
  if (app.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
      [app.config.database.searchPath],
    );
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

onPostgres("PostgreSQL ending the shop's connections", () => {
  it('keeps serving: 503 at worst while connections go, then responds, and every acknowledged write is there', async () => {
    const log = logCollector();
    t = await createTestApp('postgres', {}, { level: 'info', stream: log.stream });
    const app = t;
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let slowest = 0;
    let writing = true;
    const worker = async (id: number) => {
      for (let i = 0; writing; i += 1) {
        const started = Date.now();
        const name = `Writer ${id}-${i}`;
        const write = await app.app.inject({
          method: 'POST',
          url: '/api/contact-us',
          payload: { name, email: 'w@example.com', message: 'Hello' },
        });
        const read = await app.app.inject({ method: 'GET', url: `/api/products?search=w${id}x${i}` });
        slowest = Math.max(slowest, Date.now() - started);
        for (const status of [write.statusCode, read.statusCode]) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (write.statusCode === 201) acknowledged.push(name);
        if (write.statusCode === 503) expect(write.headers['retry-after']).toBeDefined();
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    let terminated = 0;
    for (let round = 0; round < 6; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      terminated += await terminateAppConnections(app);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    writing = false;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    // Only successes and 503s: never a 500, never a hang.
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 201 && status !== 503)).toEqual([]);
    expect(slowest).toBeLessThan(5000);
    // Back to normal on the next request.
    expect((await app.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
    const stored = await app.db.selectFrom('contact_messages').select('name').execute();
    const names = new Set(stored.map((row) => row.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    expect(log.lines.some((line) => line.msg.includes('cannot be reached'))).toBe(true);
  });
});

onPostgres('a table another connection keeps locked', () => {
  it('serves the routes that do not need it at once, and the stuck ones 503 within the lock timeout', async () => {
    const limits = { ...DEFAULT_DATABASE_LIMITS, lockTimeoutMs: 800, acquireTimeoutMs: 1200, poolSize: 4 };
    t = await createTestApp('postgres', { databaseLimits: limits });
    const app = t;
    const token = await app.login();
    // Responses already cached read only the catalogue version; a new response to compute waits its turn under the concurrency limit.
    for (const url of ['/api/categories/categories', '/api/settings']) {
      expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    if (app.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');

    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query(`lock table ${app.config.database.searchPath}.products in access exclusive mode`);

      const timed = async (url: string, headers: Record<string, string> = {}) => {
        const started = Date.now();
        const response = await app.app.inject({ method: 'GET', url, headers });
        return { url, status: response.statusCode, retryAfter: response.headers['retry-after'], ms: Date.now() - started };
      };
      // More catalogue pages than the pool has connections, each a new response to compute that reads the
      // products (a search of words the index does not hold responds without them).
      const stuck = Array.from({ length: 12 }, (_, i) => timed(`/api/products?limit=${i + 1}`));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const others = await Promise.all([
        timed('/api/categories/categories'),
        timed('/api/health'),
        timed('/api/settings'),
        timed('/api/orders/summary', bearer(token)),
      ]);
      for (const other of others) {
        expect(other).toEqual(expect.objectContaining({ status: 200 }));
        expect(other.ms).toBeLessThan(500);
      }
      for (const response of await Promise.all(stuck)) {
        expect(response).toEqual(expect.objectContaining({ status: 503, retryAfter: '5' }));
        // At worst: a lock wait behind the lock wait of a computation under the concurrency limit, or the acquisition timeout.
        expect(response.ms).toBeLessThan(2 * limits.lockTimeoutMs + 1000);
      }
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/products?limit=1' })).statusCode).toBe(200);
  });
});
