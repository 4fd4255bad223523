// The shop's app over a benchmark's database, migrated first as the shop's start migrates it (a
// benchmark that writes rows in bulk before the app reads any fills it before), configured as a
// running shop is, from variables, with logging off, no page renderer and room for every catalogue
// miss the benchmark asks for.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import { loadConfig, type DatabaseConfig } from '#server/config.js';
import { openDatabase } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';

const OWNER = { username: 'owner', password: 'bench-owner-password' } as const;

export interface BenchShop {
  app: FastifyInstance;
  /** Signs the owner in (scrypt: kept out of what a benchmark times) and returns the bearer header for the admin panel's writes. */
  signIn(): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** `env`: more variables, as a running shop would have them (PUBLIC_BASE_URL, say). */
export async function openShop(database: DatabaseConfig, env: Record<string, string> = {}): Promise<BenchShop> {
  const migrating = openDatabase(database);
  try {
    await migrateToLatest(migrating);
  } finally {
    await migrating.destroy();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.kind === 'postgres' ? database.url : `sqlite:${database.file}`,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    CATALOGUE_MISS_BURST: '1000000',
    CATALOGUE_MISSES_PER_SECOND: '1000000',
    ...env,
  });
  const app = await buildApp(config, { renderer: null });
  await app.ready();
  return {
    app,
    async signIn() {
      await app.auth.ensureAdmin(OWNER.username, OWNER.password);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: OWNER });
      if (login.statusCode !== 200) throw new Error(`owner login failed: ${login.statusCode} ${login.body}`);
      return { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
