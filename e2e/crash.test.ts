import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, startShop, type ShopServer } from './support/harness.js';
import { createThrowawayDatabase, SKIPPED_WITHOUT_POSTGRES, TEST_DATABASE_URL, type ThrowawayDatabase } from './support/postgres.js';

// Kills the built server with SIGKILL at random moments while clients write, restarts it on the same
// data folder, and checks that nothing acknowledged with 2xx was lost, nothing half-done is visible, and no
// image file is left without a row. Every product is counted: orders confirmed and cancelled and sales
// recorded move its count, and after each restart every count is its start plus its history, exactly. CRASH_SEED=<n> replays a run; CRASH_KILLS sets how many kills.
// A second, shorter run (CRASH_KILLS_POSTGRES) does the same on PostgreSQL with the images in it.

const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const KILLS = Number(process.env.CRASH_KILLS ?? 30);
const POSTGRES_KILLS = Number(process.env.CRASH_KILLS_POSTGRES ?? 8);
const WORKERS = 3;
const PASSWORD = 'crash-test-password';
const SAFE_KEY = /^[0-9a-f]{1,64}-(?:[1-9]\d{0,4}\.webp|share\.jpg)$/;

/** mulberry32: small, seedable, good enough to pick moments and operations. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ProductModel {
  id: string;
  /** Names it may have: one when every write to it got a response, more when one was cut off. */
  names: Set<string>;
  /** Whether it must (true), must not (false) or may (null) have an image. */
  image: boolean | null;
  /** Got 204 to a delete: must be gone. */
  deleted: boolean;
  /** A write to it got no response: existence and content are uncertain from now on. */
  uncertain: boolean;
  /** Owned by one worker, so its writes happen in a known order. */
  worker: number;
}

interface OrderModel {
  id: string;
  reference: string;
  /** The statuses it took, as returned: new first. */
  history: string[];
  /** A status change the kill cut off: it may or may not have happened. */
  pending: string | null;
  worker: number;
}

interface Model {
  products: Map<string, ProductModel>;
  orders: Map<string, OrderModel>;
  /** Orders and sales sent without a response, by idempotency key: sent again after the restart. */
  ordersWithoutResponse: Map<string, { url: string; body: string; worker: number }>;
  /** Every reference ever returned: none may come twice. */
  references: Set<string>;
  /** Names of creates that got no response: such a product may or may not exist. */
  createsWithoutResponse: Set<string>;
  messages: Set<string>;
  respondedWrites: number;
  writesCutOff: number;
  /** Orders refused, a confirmation refused and sales refused because too few were left. */
  stockRefusals: number;
}

/** Units each product starts with: enough for a few orders, few enough that some run out. */
const STARTING_COUNT = 4;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const tinyPng = async (n: number) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: (n >> 16) % 256 } } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

/** What the killed shop left, read behind its back after the restart. */
interface Inspector {
  /** The engine's own consistency checks. */
  checkIntegrity(where: string): void;
  all<T>(query: string): Promise<T[]>;
  /** The stored image keys, and the age of anything else the storage holds (writes cut off). */
  stored(): Promise<{ keys: string[]; others: Array<{ name: string; ageMs: number }> }>;
  bytes(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** SQLite file in the data folder, images as files in its uploads folder. */
function sqliteWithFiles(dataDir: string): Inspector {
  const db = new SQLite(path.join(dataDir, 'shop.db'), { readonly: true, fileMustExist: true });
  const uploads = path.join(dataDir, 'uploads');
  return {
    checkIntegrity(where) {
      expect(db.pragma('integrity_check', { simple: true }), where).toBe('ok');
      expect(db.pragma('foreign_key_check'), where).toEqual([]);
    },
    all: async <T>(query: string) => db.prepare(query).all() as T[],
    async stored() {
      const files = await readdir(uploads);
      const others = [];
      for (const name of files.filter((n) => !SAFE_KEY.test(n))) {
        others.push({ name, ageMs: Date.now() - (await stat(path.join(uploads, name))).mtimeMs });
      }
      return { keys: files.filter((name) => SAFE_KEY.test(name)), others };
    },
    bytes: (key) => readFile(path.join(uploads, key)),
    close: async () => {
      db.close();
    },
  };
}

/** PostgreSQL database, images in its image_variants table: a write there is whole or absent. */
async function postgresWithImages(url: string): Promise<Inspector> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const all = async <T>(query: string) => (await client.query(query)).rows as T[];
  return {
    checkIntegrity() {
      // Foreign keys are checked at every write, and pages are whole after crash recovery.
    },
    all,
    stored: async () => ({ keys: (await all<{ key: string }>('select key from image_variants')).map((row) => row.key), others: [] }),
    async bytes(key) {
      const rows = (await client.query('select bytes from image_variants where key = $1', [key])).rows as Array<{ bytes: Buffer }>;
      return rows[0]?.bytes ?? Buffer.alloc(0);
    },
    close: () => client.end(),
  };
}

interface CrashRun {
  name: string;
  kills: number;
  postgres: boolean;
}

const RUNS: CrashRun[] = [
  { name: 'SQLite, images in files', kills: KILLS, postgres: false },
  { name: 'PostgreSQL, images in the database', kills: POSTGRES_KILLS, postgres: true },
];

describe('crash safety', () => {
  let dataDir = '';
  let shop: ShopServer | undefined;
  let database: ThrowawayDatabase | undefined;
  afterAll(async () => {
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const skipped = (run: CrashRun) => run.postgres && !TEST_DATABASE_URL;
  const title = (run: CrashRun) =>
    `${run.name}: survives ${run.kills} SIGKILLs during writes (seed ${SEED})${skipped(run) ? ` ${SKIPPED_WITHOUT_POSTGRES}` : ''}`;

  for (const run of RUNS)
    it.skipIf(skipped(run))(title(run), { timeout: 240_000 }, async () => {
      const KILLS = run.kills;
      console.log(`crash test (${run.name}) seed ${SEED} (replay with CRASH_SEED=${SEED})`);
      const rand = random(SEED);
      await shop?.stop();
      shop = undefined;
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-crash-'));
      database = run.postgres ? await createThrowawayDatabase('shop_crash') : undefined;
      const env = {
        SEED_DEMO_DATA: 'false',
        ADMIN_PASSWORD: PASSWORD,
        CONTACT_RATE_LIMIT_MAX: '1000000',
        ORDER_RATE_LIMIT_MAX: '1000000',
        ...(database ? { DATABASE_URL: database.url, IMAGE_STORAGE: 'database' } : {}),
      };
      const inspect = () => (database ? postgresWithImages(database.url) : Promise.resolve(sqliteWithFiles(dataDir)));
      const model: Model = {
        products: new Map(),
        orders: new Map(),
        ordersWithoutResponse: new Map(),
        references: new Set(),
        createsWithoutResponse: new Set(),
        messages: new Set(),
        respondedWrites: 0,
        writesCutOff: 0,
        stockRefusals: 0,
      };
      const failures: string[] = [];
      let op = 0;
      const tempFilesSeen = new Set<string>();

      shop = await startShop({ dataDir, env });
      let token = await adminToken({ ...shop, adminPassword: PASSWORD });
      const category = await fetch(`${shop.url}/api/categories`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Crash' }),
      });
      const categoryId = ((await category.json()) as { id: string }).id;

      const productForm = async (name: string, withImage: boolean, existing = false) => {
        const form = new FormData();
        form.set('name', name);
        form.set('description', 'Written while the server may die');
        form.set('price', '5');
        form.set('categoryId', categoryId);
        form.set('trackStock', 'true');
        // Counted from its creation; an edit leaves the count as it is.
        if (!existing) form.set('stock', JSON.stringify([{ colorHex: null, count: STARTING_COUNT, seen: null }]));
        if (withImage) form.set('image', await tinyPng((op += 1) + SEED), 'p.png');
        return form;
      };

      /** One request, read to the end; null when the server died before responding. */
      const send = async (url: string, init: RequestInit): Promise<{ status: number; body: string } | null> => {
        try {
          // A request that hangs counts as cut off, like one the kill interrupted.
          const response = await fetch(`${shop!.url}${url}`, {
            ...init,
            headers: { authorization: `Bearer ${token}`, ...init.headers },
            signal: AbortSignal.timeout(20_000),
          });
          return { status: response.status, body: await response.text() };
        } catch {
          return null;
        }
      };
      const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

      /** Records an order or a sale returned with 201 (new) or 200 (the one its key made before). */
      const recordOrder = (response: { status: number; body: string }, worker: number) => {
        const { id, reference, history } = json(response) as { id: string; reference: string; history?: Array<{ status: string }> };
        if (model.orders.has(id)) return;
        if (model.references.has(reference)) failures.push(`reference ${reference} returned twice`);
        model.references.add(reference);
        // An order starts new; a sale's response gives its history (confirmed, or confirmed then delivered).
        model.orders.set(id, { id, reference, history: history?.map((change) => change.status) ?? ['new'], pending: null, worker });
      };
      const post = (url: string, body: string) => send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      /** A refusal because too few are left: a right response while counts run out. */
      const refusedForStock = (response: { status: number; body: string }) =>
        response.status === 409 && /"status":"(?:notEnough|soldOut)"|Only \d+ left of| is sold out"/.test(response.body);
      const NEXT_STATUS: Record<string, string[]> = { new: ['confirmed', 'cancelled'], confirmed: ['delivered', 'cancelled'] };

      async function worker(index: number, alive: () => boolean): Promise<void> {
        while (alive()) {
          const mine = [...model.products.values()].filter((p) => p.worker === index && !p.deleted && !p.uncertain);
          const roll = rand();
          const n = (op += 1);
          if (roll < 0.25 || mine.length === 0) {
            const name = `c-${SEED}-${n}`;
            const withImage = rand() < 0.5;
            const response = await send('/api/products', { method: 'POST', body: await productForm(name, withImage) });
            if (response === null) {
              model.createsWithoutResponse.add(name);
              model.writesCutOff += 1;
            } else if (response.status === 201) {
              const id = json(response).id as string;
              model.products.set(id, { id, names: new Set([name]), image: withImage, deleted: false, uncertain: false, worker: index });
              model.respondedWrites += 1;
            } else failures.push(`create returned ${response.status}`);
          } else if (roll < 0.45) {
            const product = mine[Math.floor(rand() * mine.length)]!;
            const name = `u-${SEED}-${n}`;
            const withImage = rand() < 0.5;
            const response = await send(`/api/products/${product.id}`, { method: 'PUT', body: await productForm(name, withImage, true) });
            if (response === null) {
              product.uncertain = true;
              product.names.add(name);
              if (withImage) product.image = product.image === true ? true : null;
              model.writesCutOff += 1;
            } else if (response.status === 200) {
              product.names = new Set([name]);
              if (withImage) product.image = true;
              model.respondedWrites += 1;
            } else failures.push(`update returned ${response.status}`);
          } else if (roll < 0.53) {
            const product = mine[Math.floor(rand() * mine.length)]!;
            const response = await send(`/api/products/${product.id}`, { method: 'DELETE' });
            if (response === null) {
              product.uncertain = true;
              model.writesCutOff += 1;
            } else if (response.status === 204) {
              product.deleted = true;
              model.respondedWrites += 1;
            } else failures.push(`delete returned ${response.status}`);
          } else if (roll < 0.73) {
            // An order on the website, or (one time in three) a sale the owner records, confirmed or delivered.
            const product = mine[Math.floor(rand() * mine.length)]!;
            const key = crypto.randomUUID();
            const sale = rand() < 1 / 3;
            const lines = [{ kind: 'product', id: product.id, colorHex: null, quantity: 1 + Math.floor(rand() * 3) }];
            const url = sale ? '/api/orders/sales' : '/api/orders';
            const body = JSON.stringify(
              sale
                ? { idempotencyKey: key, lines, channel: 'shop', status: rand() < 0.5 ? 'confirmed' : 'delivered' }
                : { idempotencyKey: key, lines },
            );
            const response = await post(url, body);
            if (response === null) {
              model.ordersWithoutResponse.set(key, { url, body, worker: index });
              model.writesCutOff += 1;
            } else if (response.status === 201) {
              recordOrder(response, index);
              model.respondedWrites += 1;
            } else if (refusedForStock(response)) model.stockRefusals += 1;
            else failures.push(`${sale ? 'sale' : 'order'} returned ${response.status}: ${response.body.slice(0, 100)}`);
          } else if (roll < 0.92) {
            const open = [...model.orders.values()].filter(
              (o) => o.worker === index && o.pending === null && NEXT_STATUS[o.history.at(-1)!],
            );
            if (open.length === 0) continue;
            const order = open[Math.floor(rand() * open.length)]!;
            const choices = NEXT_STATUS[order.history.at(-1)!]!;
            const status = choices[Math.floor(rand() * choices.length)]!;
            const response = await send(`/api/orders/${order.id}/status`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ status }),
            });
            if (response === null) {
              order.pending = status;
              model.writesCutOff += 1;
            } else if (response.status === 200) {
              order.history.push(status);
              model.respondedWrites += 1;
            } else if (status === 'confirmed' && refusedForStock(response)) model.stockRefusals += 1;
            else failures.push(`status change returned ${response.status}: ${response.body.slice(0, 100)}`);
          } else {
            const response = await send('/api/contact-us', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Crash', email: 'crash@example.com', message: `m-${SEED}-${n}` }),
            });
            if (response === null) model.writesCutOff += 1;
            else if (response.status === 201) {
              model.messages.add(json(response).id as string);
              model.respondedWrites += 1;
            } else failures.push(`contact returned ${response.status}`);
          }
        }
      }

      async function verify(round: number): Promise<void> {
        const where = `after kill ${round} (seed ${SEED})`;
        // The database, read behind the restarted server's back.
        const db = await inspect();
        try {
          db.checkIntegrity(where);
          const rows = await db.all<{ id: string; name: string; image_id: string | null }>('select id, name, image_id from products');
          const byId = new Map(rows.map((row) => [row.id, row]));
          for (const product of model.products.values()) {
            const row = byId.get(product.id);
            if (product.deleted) expect(row, `${where}: deleted product ${product.id} is back`).toBeUndefined();
            else if (!product.uncertain) expect(row, `${where}: product ${product.id} acknowledged with 2xx is missing`).toBeDefined();
            if (!row) {
              // A delete cut off by the kill may or may not have happened; settle it either way.
              if (product.uncertain) product.deleted = true;
              continue;
            }
            expect(
              product.names.has(row.name),
              `${where}: ${product.id} is "${row.name}", expected one of ${[...product.names].join(', ')}`,
            ).toBe(true);
            if (product.image === true) expect(row.image_id, `${where}: ${product.id} lost its image`).not.toBeNull();
            if (product.image === false) expect(row.image_id, `${where}: ${product.id} gained an image`).toBeNull();
            if (product.uncertain) {
              product.names = new Set([row.name]);
              product.image = row.image_id !== null;
              product.uncertain = false;
            }
          }
          for (const row of rows) {
            if (model.products.has(row.id)) continue;
            expect(model.createsWithoutResponse.has(row.name), `${where}: product ${row.name} was never written`).toBe(true);
            // A create without a response that did commit: from now on it is known.
            model.createsWithoutResponse.delete(row.name);
            model.products.set(row.id, {
              id: row.id,
              names: new Set([row.name]),
              image: row.image_id !== null,
              deleted: false,
              uncertain: false,
              worker: -1,
            });
          }
          model.createsWithoutResponse.clear();

          // Every order acknowledged is there, whole, with every status change acknowledged and at most the one cut off.
          const orderRows = await db.all<{ id: string; reference: string; status: string; total_cents: number; item_count: number }>(
            'select id, reference, status, total_cents, item_count from orders',
          );
          const orderById = new Map(orderRows.map((row) => [row.id, row]));
          expect(new Set(orderRows.map((row) => row.reference)).size, `${where}: a reference repeats`).toBe(orderRows.length);
          const lineSums = new Map(
            (
              await db.all<{ order_id: string; total: number | string; units: number | string }>(
                'select order_id, sum(line_total_cents) as total, sum(quantity) as units from order_lines group by order_id',
              )
            ).map((row) => [row.order_id, row]),
          );
          const changes = await db.all<{ order_id: string; status: string }>(
            'select order_id, status from order_status_changes order by changed_at, id',
          );
          const historyOf = (id: string) => changes.filter((change) => change.order_id === id).map((change) => change.status);
          for (const row of orderRows) {
            const sums = lineSums.get(row.id);
            expect(
              sums && Number(sums.total) === Number(row.total_cents) && Number(sums.units) === Number(row.item_count),
              `${where}: order ${row.reference} is not whole`,
            ).toBe(true);
            expect(historyOf(row.id).at(-1), `${where}: order ${row.reference} status and history disagree`).toBe(row.status);
          }
          for (const order of model.orders.values()) {
            const row = orderById.get(order.id);
            expect(row, `${where}: order ${order.reference} acknowledged with 201 is missing`).toBeDefined();
            if (!row) continue;
            expect(row.reference, where).toBe(order.reference);
            const history = historyOf(order.id);
            const expected = order.pending === null ? [order.history] : [order.history, [...order.history, order.pending]];
            expect(
              expected.map((path) => path.join('>')),
              `${where}: order ${order.reference} history ${history.join('>')}`,
            ).toContain(history.join('>'));
            order.history = history;
            order.pending = null;
          }
          // Counts before the retries below add orders the snapshot of statuses above does not hold.
          await verifyCounts(db, where, historyOf);
          // Orders the kill cut off, sent again with the same key after the restart: one order per key, never two.
          for (const [key, { url, body, worker: owner }] of model.ordersWithoutResponse) {
            const response = await post(url, body);
            if (response?.status === 200 || response?.status === 201) {
              const { id } = json(response) as { id: string };
              if (response.status === 200)
                expect(orderById.has(id), `${where}: key ${key} returned 200 for an order not stored`).toBe(true);
              recordOrder(response, owner);
            } else if (response?.status !== 409) failures.push(`order retry returned ${response?.status ?? 'nothing'}`);
          }
          model.ordersWithoutResponse.clear();
          const keyCounts = await db.all<{ n: number | string }>(
            'select count(*) as n from orders group by idempotency_key having count(*) > 1',
          );
          expect(keyCounts, `${where}: an idempotency key made two orders`).toEqual([]);

          const messageIds = new Set((await db.all<{ id: string }>('select id from contact_messages')).map((r) => r.id));
          for (const id of model.messages)
            expect(messageIds.has(id), `${where}: contact message ${id} acknowledged with 201 is missing`).toBe(true);

          // Every stored file belongs to an image row that something uses, and every such row has its files.
          const images = await db.all<{ id: string; widths: string }>('select id, widths from images');
          const unused = await db.all(
            `select id from images where not exists (select 1 from products where image_id = images.id)
           and not exists (select 1 from offers where image_id = images.id)
           and not exists (select 1 from carousel_images where image_id = images.id)`,
          );
          expect(unused, `${where}: image rows nothing uses`).toEqual([]);
          const keys = new Set(
            images.flatMap((image) => [
              ...(JSON.parse(image.widths) as number[]).map((w) => `${image.id}-${w}.webp`),
              `${image.id}-share.jpg`,
            ]),
          );
          const { keys: stored, others } = await db.stored();
          expect(
            stored.filter((name) => !keys.has(name)),
            `${where}: files no row refers to`,
          ).toEqual([]);
          expect(
            [...keys].filter((key) => !stored.includes(key)),
            `${where}: rows whose files are missing`,
          ).toEqual([]);
          for (const { name, ageMs } of others) {
            tempFilesSeen.add(name);
            // A write cut off mid-file leaves a temporary file, removed at a start once it is a minute old.
            expect(name.startsWith('.tmp-'), `${where}: unexpected file ${name}`).toBe(true);
            expect(ageMs, `${where}: stale temporary file ${name}`).toBeLessThan(120_000);
          }
          // And through the server: one product with an image is served whole.
          const withImage = [...model.products.values()].find((p) => !p.deleted && p.image);
          if (withImage) {
            const response = await fetch(`${shop!.url}/api/products/${withImage.id}`);
            const image = ((await response.json()) as { image: string }).image;
            const served = await fetch(`${shop!.url}${image}`);
            expect(served.status, where).toBe(200);
            const bytes = Buffer.from(await served.arrayBuffer());
            expect(bytes.equals(await db.bytes(path.basename(image))), where).toBe(true);
          }
        } finally {
          await db.close();
        }
      }

      /**
       * Every count is its start (0) plus the changes in its history, and never below 0; an order or sale
       * took each line's quantity exactly when its history says it was confirmed, and a cancellation
       * after that put back exactly what it took. Counts of deleted products went with them.
       */
      async function verifyCounts(db: Inspector, where: string, historyOf: (orderId: string) => string[]): Promise<void> {
        const levels = await db.all<{ id: string; item_id: string; count: number }>(
          "select id, item_id, count from stock_levels where color_key = ''",
        );
        const changes = await db.all<{
          stock_id: string;
          count_before: number;
          count_after: number;
          reason: string;
          order_id: string | null;
        }>('select stock_id, count_before, count_after, reason, order_id from stock_changes');
        const levelOf = new Map(levels.map((level) => [level.item_id, level]));
        for (const level of levels) {
          const moved = changes
            .filter((change) => change.stock_id === level.id)
            .reduce((sum, change) => sum + change.count_after - change.count_before, 0);
          expect(level.count, `${where}: count of ${level.item_id} is ${level.count}, its history adds up to ${moved}`).toBe(moved);
          expect(level.count, where).toBeGreaterThanOrEqual(0);
        }
        const products = await db.all<{ id: string }>('select id from products');
        for (const { id } of products) expect(levelOf.has(id), `${where}: product ${id} has no count`).toBe(true);
        const lines = await db.all<{ order_id: string; item_id: string; quantity: number }>(
          'select order_id, item_id, quantity from order_lines',
        );
        for (const line of lines) {
          const level = levelOf.get(line.item_id);
          if (!level) continue; // the product was deleted, its counts and their history with it
          const ofLine = changes.filter((change) => change.order_id === line.order_id && change.stock_id === level.id);
          const taken = ofLine
            .filter((change) => change.reason === 'confirmed' || change.reason === 'sold')
            .reduce((sum, c) => sum + c.count_before - c.count_after, 0);
          const putBack = ofLine
            .filter((change) => change.reason === 'cancelled')
            .reduce((sum, c) => sum + c.count_after - c.count_before, 0);
          const history = historyOf(line.order_id);
          const label = `${where}: order ${line.order_id} (${history.join('>')})`;
          expect(taken, `${label} took`).toBe(history.includes('confirmed') ? line.quantity : 0);
          expect(putBack, `${label} put back`).toBe(history.includes('confirmed') && history.at(-1) === 'cancelled' ? line.quantity : 0);
        }
      }

      const started = Date.now();
      for (let round = 1; round <= KILLS; round += 1) {
        let alive = true;
        const workers = Array.from({ length: WORKERS }, (_, i) => worker(i, () => alive));
        await new Promise((resolve) => setTimeout(resolve, 80 + rand() * 900));
        const pid = Number((await readFile(path.join(dataDir, 'shop.pid'), 'utf8')).trim());
        process.kill(pid, 'SIGKILL');
        alive = false;
        await Promise.all(workers);
        // Not shop.stop(): the process is gone already; wait until the kernel has reaped it.
        while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
        shop = await startShop({ dataDir, env });
        token = await adminToken({ ...shop, adminPassword: PASSWORD });
        await verify(round);
        if (process.env.CRASH_DEBUG) console.log(`round ${round} ok at ${Date.now() - started} ms`);
      }
      expect(failures).toEqual([]);
      console.log(
        `crash test (${run.name}): ${KILLS} kills in ${((Date.now() - started) / 1000).toFixed(1)} s, ${model.respondedWrites} writes acknowledged and checked, ` +
          `${model.writesCutOff} cut off by a kill, ${[...model.products.values()].filter((p) => !p.deleted).length} products and ` +
          `${model.messages.size} messages and ${model.orders.size} orders and sales at the end (${model.stockRefusals} refused for stock), ${tempFilesSeen.size} temporary files left by cut-off writes (removed at a start once a minute old)`,
      );
    });
});
