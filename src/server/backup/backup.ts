import { execFile } from 'node:child_process';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { exists, fsyncPath } from '../file-system.js';
import { openImageStorage } from '../images/open-storage.js';
import { keysFor, madeOnRequest, type ImageStorage } from '../images/storage.js';
import { createOwnerOnlyFile, OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from '../owner-only.js';
import { IMAGE_USERS } from '../uploads/repository.js';
import { sha256File, timestampName } from './files.js';
import {
  MANIFEST_FILE,
  POSTGRES_SNAPSHOT_FILE,
  SQLITE_SNAPSHOT_FILE,
  UPLOADS_FOLDER,
  type BackupFile,
  type BackupManifest,
} from './manifest.js';

const run = promisify(execFile);

/** Tables counted in the manifest. */
const TABLES = [
  'categories',
  'products',
  'offers',
  'item_photos',
  'carousel_images',
  'contact_messages',
  'images',
  'admin_users',
  'orders',
  'order_lines',
  'order_status_changes',
  'shop_settings',
  'stock_levels',
  'stock_changes',
  'activity',
  'discount_codes',
  'feed_settings',
] as const;

/** Which images a snapshot holds, and whether a row of IMAGE_USERS still uses each (unused ones are crash leftovers). */
const IMAGES_QUERY = `select id, widths,
  (${IMAGE_USERS.map((table) => `exists(select 1 from ${table} where image_id = images.id)`).join('\n   or ')}) as used
  from images`;

interface SnapshotImage {
  id: string;
  widths: string;
  used: boolean | number;
}

interface DatabaseSnapshot {
  file: string;
  images: SnapshotImage[];
  counts: Record<string, number>;
}

export interface BackupOptions {
  /** The folder to create; default DATA_DIR/backups/<timestamp>. */
  to?: string;
  now?: Date;
}

/** A snapshot refers to a file deleted before it could be copied; the whole backup is taken again. */
class MovedOnError extends Error {}
const ATTEMPTS = 5;

/**
 * Writes a consistent copy of the database and of every upload it refers to, while the shop keeps
 * running. Upload files are content-addressed and never change, so linking (or copying) the current
 * ones first and the snapshot's stragglers after it gives exactly the files the snapshot names. The
 * folder appears under its final name only when complete.
 */
export async function createBackup(config: AppConfig, options: BackupOptions = {}): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = path.resolve(options.to ?? path.join(config.dataDir, 'backups', timestampName(options.now)));
  if (await exists(dir)) throw new Error(`${dir} already exists`);
  const work = `${dir}.partial`;
  for (let attempt = 1; ; attempt += 1) {
    await rm(work, { recursive: true, force: true });
    try {
      const manifest = await writeSnapshot(config, work, options.now ?? new Date());
      await rename(work, dir);
      await fsyncPath(path.dirname(dir));
      return { dir, manifest };
    } catch (error) {
      await rm(work, { recursive: true, force: true });
      if (!(error instanceof MovedOnError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function writeSnapshot(config: AppConfig, work: string, createdAt: Date): Promise<BackupManifest> {
  const uploadsOut = path.join(work, UPLOADS_FOLDER);
  await mkdir(uploadsOut, { recursive: true, mode: OWNER_ONLY_FOLDER });
  // Images kept in the database are in its snapshot already; files are copied beside it.
  const storage = config.imageStorage === 'database' ? null : openImageStorage(config);

  const staged = new Set<string>();
  if (storage) {
    for (const key of await storage.list()) if (await storage.exportTo(key, path.join(uploadsOut, key))) staged.add(key);
  }

  const snapshot =
    config.database.kind === 'sqlite'
      ? await snapshotSqlite(config.database.file, path.join(work, SQLITE_SNAPSHOT_FILE))
      : await snapshotPostgres(config.database.url, config.database.searchPath, path.join(work, POSTGRES_SNAPSHOT_FILE));

  const wanted = storage ? await stageSnapshotImages(storage, snapshot.images, staged, uploadsOut) : new Set<string>();
  for (const name of staged) if (!wanted.has(name)) await unlink(path.join(uploadsOut, name));

  const uploads: BackupFile[] = [];
  for (const name of [...wanted].sort()) uploads.push(await describe(path.join(uploadsOut, name), name));
  const manifest: BackupManifest = {
    format: 'shop-backup',
    version: 1,
    createdAt: createdAt.toISOString(),
    engine: config.database.kind,
    images: config.imageStorage,
    database: await describe(snapshot.file, path.basename(snapshot.file)),
    uploads,
    counts: snapshot.counts,
  };
  await writeFile(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
  for (const file of [snapshot.file, path.join(work, MANIFEST_FILE), uploadsOut, work]) await fsyncPath(file);
  return manifest;
}

/**
 * Copies the images the snapshot's rows use, where not staged before it; returns their keys. An image
 * no row uses (a product deleted while its picture was being released, or a crash's leftover) is not
 * copied: the sweeps after a restore would delete it as unused.
 */
async function stageSnapshotImages(
  storage: ImageStorage,
  images: SnapshotImage[],
  staged: Set<string>,
  uploadsOut: string,
): Promise<Set<string>> {
  const wanted = new Set<string>();
  for (const image of images) {
    if (!image.used) continue;
    for (const key of keysFor({ id: image.id, widths: JSON.parse(image.widths) as number[] })) {
      if (!staged.has(key) && (await storage.exportTo(key, path.join(uploadsOut, key)))) staged.add(key);
      if (staged.has(key)) wanted.add(key);
      // A share or feed picture is made on its first request; the restored shop makes it again the same way.
      else if (madeOnRequest(key) === null) throw new MovedOnError(`${key} went away before it was copied`);
    }
  }
  return wanted;
}

async function describe(file: string, name: string): Promise<BackupFile> {
  return { name, bytes: (await stat(file)).size, sha256: await sha256File(file) };
}

/** VACUUM INTO reads in one transaction (the shop's writers carry on under WAL) and writes a compact copy. */
async function snapshotSqlite(databaseFile: string, target: string): Promise<DatabaseSnapshot> {
  if (!(await exists(databaseFile))) throw new Error(`There is no database at ${databaseFile}`);
  // VACUUM INTO writes into an empty file, keeping its mode.
  createOwnerOnlyFile(target);
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The database copy failed its integrity check: ${String(check)}`);
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[table] = (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { file: target, images: copy.prepare(IMAGES_QUERY).all() as SnapshotImage[], counts };
  } finally {
    copy.close();
  }
}

/**
 * pg_dump reads the snapshot this transaction exports, and the image list comes from the same one,
 * so the dump and the copied files agree.
 */
async function snapshotPostgres(url: string, schema: string | undefined, target: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    // pg_dump truncates the file it is given, keeping its mode.
    createOwnerOnlyFile(target);
    try {
      await run('pg_dump', [
        '--format=custom',
        `--snapshot=${rows[0]!.id}`,
        ...(schema ? [`--schema=${schema}`] : []),
        `--file=${target}`,
        url,
      ]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error("pg_dump is not installed: install the PostgreSQL client tools, or use your provider's snapshots");
      }
      throw new Error(`pg_dump failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
    }
    const images = (await client.query<SnapshotImage>(IMAGES_QUERY)).rows;
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    await client.query('commit');
    return { file: target, images, counts };
  } finally {
    await client.end();
  }
}
