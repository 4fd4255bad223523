import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, databaseOptions, type AppDependencies } from '../app.js';
import { DEFAULT_DATABASE_LIMITS, type AppConfig } from '../config.js';
import { openDatabase, type Db } from '../db/connect.js';
import { DatabaseState } from '../db/database-state.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop.js';
import { createPostgresSchema, type Engine } from './engines.js';
import { sourceRenderer } from '#test/storefront-renderer.js';

export const ADMIN = { username: 'admin', password: 'correct-horse-battery' } as const;

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** A second connection to the same database, for checks behind the API's back. */
  db: Db;
  login(): Promise<string>;
  /**
   * Another instance of the shop on this app's database (the scale-out path, or the shop restarted),
   * ready, and closed with this app; `config` changes only that instance's settings.
   */
  anotherInstance(options?: InstanceOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export type ConfigOverrides = Partial<Omit<AppConfig, 'rateLimits'>> & { rateLimits?: Partial<AppConfig['rateLimits']> };

export type InstanceOptions = Pick<AppDependencies, 'clock' | 'renderer' | 'cacheLimits'> & {
  config?: Omit<ConfigOverrides, 'database'>;
};

export async function createTestApp(
  engine: Engine,
  overrides: ConfigOverrides = {},
  logger: FastifyServerOptions['logger'] = false,
  deps: Pick<AppDependencies, 'clock' | 'renderer'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  let dropSchema: (() => Promise<void>) | undefined;
  let database: AppConfig['database'];
  if (engine === 'postgres') {
    const created = await createPostgresSchema();
    dropSchema = created.drop;
    // Named after its schema, so a test can find (and end) this app's connections in pg_stat_activity.
    const url = new URL(created.url);
    url.searchParams.set('application_name', created.schema);
    database = { kind: 'postgres', url: url.toString(), searchPath: created.schema };
  } else {
    database = { kind: 'sqlite', file: path.join(dataDir, 'shop.db') };
  }
  const { rateLimits, ...rest } = overrides;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database,
    databaseLimits: DEFAULT_DATABASE_LIMITS,
    imageStorage: 'files',
    webRoot: undefined,
    logLevel: 'silent',
    trustProxy: false,
    admin: { username: ADMIN.username, password: ADMIN.password },
    sessionTtlHours: 1,
    seedDemoData: false,
    scryptCost: 1024,
    shop: DEFAULT_SHOP_CONFIG,
    ...rest,
    rateLimits: {
      contactMax: 1000,
      contactWindowMs: 60_000,
      ordersMax: 1000,
      ordersWindowMs: 60_000,
      quotesMax: 1000,
      quotesWindowMs: 60_000,
      codeGuessesMax: 1000,
      codeGuessesWindowMs: 60_000,
      loginMaxFailures: 1000,
      loginMaxFailuresPerIp: 1000,
      loginWindowMs: 60_000,
      knownDeviceMs: 86_400_000,
      catalogueMissBurst: 1_000_000,
      catalogueMissesPerSecond: 1_000_000,
      ...rateLimits,
    },
  };
  const databaseState = new DatabaseState();
  const appDb = openDatabase(database, databaseOptions(config, databaseState));
  await migrateToLatest(appDb, database.kind === 'postgres' ? database.searchPath : undefined);
  const app = await buildApp(config, { ...deps, db: appDb, databaseState, logger });
  await app.auth.ensureAdmin(ADMIN.username, ADMIN.password);
  await app.ready();
  const db = openDatabase(database);
  const instances: FastifyInstance[] = [];

  return {
    app,
    config,
    db,
    async login() {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    async anotherInstance({ config: changes = {}, ...instanceDeps } = {}) {
      const { rateLimits: changedLimits, ...changed } = changes;
      const instanceConfig = { ...config, ...changed, rateLimits: { ...config.rateLimits, ...changedLimits } };
      const instance = await buildApp(instanceConfig, { ...instanceDeps, db: openDatabase(database), logger: false });
      instances.push(instance);
      await instance.ready();
      return instance;
    },
    async close() {
      for (const instance of instances) await instance.close();
      await app.close();
      await db.destroy();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a category through the API, as the owner does, and returns its id: most item tests need one. */
export async function createCategory(t: TestApp, token: string, name = 'Lips'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(token), payload: { name } });
  if (response.statusCode !== 201) throw new Error(`category not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * An app for the `describe` block that calls this, signed in as the owner with `signIn`, closed after
 * the block; with `storefront`, with the storefront's renderer, so its page routes are served too. Its
 * fields are set once the block starts (in its first `beforeAll`).
 */
interface UseTestAppOptions {
  signIn?: boolean;
  storefront?: boolean;
}
export function useTestApp(engine: Engine, overrides?: ConfigOverrides, options?: UseTestAppOptions & { signIn?: false }): { t: TestApp };
export function useTestApp(
  engine: Engine,
  overrides: ConfigOverrides,
  options: UseTestAppOptions & { signIn: true },
): { t: TestApp; token: string };
export function useTestApp(
  engine: Engine,
  overrides: ConfigOverrides = {},
  { signIn = false, storefront = false }: UseTestAppOptions = {},
): { t: TestApp; token?: string } {
  const used = {} as { t: TestApp; token?: string };
  beforeAll(async () => {
    used.t = await createTestApp(engine, overrides, false, storefront ? { renderer: await sourceRenderer() } : {});
    if (signIn) used.token = await used.t.login();
  });
  afterAll(() => used.t.close());
  return used;
}

/**
 * The shop most item tests start from, for the `describe` block that calls this: an app signed in
 * as the owner with one category, closed after the block. Its fields are set once the block starts.
 */
export function useSignedInShop(engine: Engine, overrides: ConfigOverrides = {}): { t: TestApp; token: string; categoryId: string } {
  const shop = Object.assign(useTestApp(engine, overrides, { signIn: true }), { categoryId: '' });
  beforeAll(async () => {
    shop.categoryId = await createCategory(shop.t, shop.token);
  });
  return shop;
}

/** How many rows `table` holds now, read behind the API's back. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
