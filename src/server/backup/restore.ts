import { execFile } from 'node:child_process';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AppConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { exists } from '../file-system.js';
import { openImageStorage } from '../images/open-storage.js';
import { OWNER_ONLY_FOLDER } from '../owner-only.js';
import { copyDurably, sha256File, timestampName } from './files.js';
import { readManifest, UPLOADS_FOLDER, type BackupManifest } from './manifest.js';
import { runningShopPid } from './pid-file.js';

const run = promisify(execFile);

/**
 * Refuses while a shop seems to run on this data: a live process in DATA_DIR/shop.pid, or anything
 * answering /api/health on the configured port.
 */
async function assertShopStopped(config: AppConfig): Promise<void> {
  const pid = runningShopPid(config.dataDir);
  if (pid !== null) {
    throw new Error(`The shop is running (process ${pid}, from ${path.join(config.dataDir, 'shop.pid')}). Stop it first.`);
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  try {
    const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1500),
    });
    if (response.ok || response.status === 503) {
      throw new Error(`Something answers on ${host}:${config.port}/api/health: stop the shop first.`);
    }
  } catch (error) {
    if (error instanceof Error && error.message.includes('stop the shop first')) throw error;
    // Nothing listening: stopped.
  }
}

/** Every file is present with the size and checksum the manifest recorded. */
export async function verifyBackup(snapshotDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(snapshotDir);
  const files = [
    { ...manifest.database, file: path.join(snapshotDir, manifest.database.name) },
    ...manifest.uploads.map((entry) => ({ ...entry, file: path.join(snapshotDir, UPLOADS_FOLDER, entry.name) })),
  ];
  for (const entry of files) {
    const size = await stat(entry.file).then(
      (s) => s.size,
      () => -1,
    );
    if (size !== entry.bytes || (await sha256File(entry.file)) !== entry.sha256) {
      throw new Error(`The backup is damaged: ${entry.file} is missing or differs from its manifest`);
    }
  }
  return manifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was replaced now lives. */
  setAside: string;
}

/**
 * Brings a stopped shop back to a backup: the database and the uploads folder are replaced. What was
 * there is moved to DATA_DIR/backups/before-restore-<time>, never deleted.
 */
export async function restoreBackup(config: AppConfig, snapshotDir: string, now = new Date()): Promise<RestoreResult> {
  const source = path.resolve(snapshotDir);
  const manifest = await verifyBackup(source);
  if (manifest.engine !== config.database.kind) {
    throw new Error(`This backup is of a ${manifest.engine} database, but the shop is configured for ${config.database.kind}`);
  }
  if (manifest.images === 'database' && config.imageStorage !== 'database') {
    throw new Error('This backup keeps its images in the database: restore it with IMAGE_STORAGE=database');
  }
  await assertShopStopped(config);

  const setAside = path.join(config.dataDir, 'backups', `before-restore-${timestampName(now)}`);
  await mkdir(setAside, { recursive: true, mode: OWNER_ONLY_FOLDER });

  if (config.database.kind === 'sqlite') {
    const file = config.database.file;
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      if (await exists(file + suffix)) await rename(file + suffix, path.join(setAside, path.basename(file) + suffix));
    }
    await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_FOLDER });
    await copyDurably(path.join(source, manifest.database.name), file);
  } else {
    try {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${config.database.url}`,
        path.join(source, manifest.database.name),
      ]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pg_restore is not installed');
      throw new Error(`pg_restore failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
    }
  }

  // Images in the database came back with it; files (from a shop that kept them in files) go to
  // the configured storage, the database too.
  if (manifest.images === 'files') await restoreImageFiles(config, source, manifest, setAside);
  return { manifest, setAside };
}

async function restoreImageFiles(config: AppConfig, source: string, manifest: BackupManifest, setAside: string): Promise<void> {
  const files = new Map(manifest.uploads.map((entry) => [entry.name, path.join(source, UPLOADS_FOLDER, entry.name)]));
  const db = config.imageStorage === 'database' ? openDatabase(config.database) : undefined;
  try {
    // A snapshot from before the images table existed gets it first.
    if (db) await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.searchPath : undefined);
    await openImageStorage(config, db).replaceAll(files, setAside);
  } finally {
    await db?.destroy();
  }
}
