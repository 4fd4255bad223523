import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPostgresSchema, type Engine } from './engines.js';

/** A database of its own with every migration applied, for tests of a migration; close drops it. */
export async function openMigratedDatabase(engine: Engine): Promise<{ db: Db; close: () => Promise<void> }> {
  if (engine === 'postgres') {
    const { url, schema, drop } = await createPostgresSchema();
    const db = openDatabase({ kind: 'postgres', url, searchPath: schema });
    await migrateToLatest(db, schema);
    const close = async () => {
      await db.destroy();
      await drop();
    };
    return { db, close };
  }
  const root = await mkdtemp(path.join(tmpdir(), 'migrated-database-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(root, 'shop.db') });
  await migrateToLatest(db);
  const close = async () => {
    await db.destroy();
    await rm(root, { recursive: true, force: true });
  };
  return { db, close };
}

/**
 * For the `describe` block that calls it: a function that opens a migrated database of the test's own,
 * closed (and dropped) after each test.
 */
export function useMigratedDatabase(engine: Engine): () => Promise<Db> {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  return async () => {
    const opened = await openMigratedDatabase(engine);
    close = opened.close;
    return opened.db;
  };
}
