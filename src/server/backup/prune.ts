import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fsyncPath } from '../file-system.js';
import { readManifest } from './manifest.js';
import { verifyBackup } from './restore.js';

/** The folder names `npm run backup` gives its snapshots (files.ts `timestampName`). */
const SNAPSHOT_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
/** A snapshot is renamed to this before it is deleted, so a half-deleted one never looks complete. */
const PRUNING_SUFFIX = '.pruning';
/** A snapshot is written under this name until it is complete (backup.ts). */
const PARTIAL_SUFFIX = '.partial';
/**
 * An unfinished snapshot begun this long before the one just written was cut off (the machine or the
 * process died mid-backup): no backup runs for a day, so it is not one still being written.
 */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** `--keep` as given on the command line: a whole number of snapshots, at least one. */
export function parseKeep(text: string): number {
  const keep = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(keep) || keep < 1) {
    throw new Error(`--keep takes a whole number of backups to keep, 1 or more (got "${text}")`);
  }
  return keep;
}

export interface PruneResult {
  /** The snapshot folders left, oldest first. */
  kept: string[];
  /** The snapshot folders deleted, oldest first. */
  removed: string[];
  /** Unfinished `.partial` folders of backups cut off at least a day before the latest, deleted. */
  abandoned: string[];
}

/**
 * Deletes the oldest snapshots in `backupsDir` so that the `keep` newest remain, once `latest` (the
 * snapshot just written there) has been checked whole. Only folders named and completed by the backup
 * tool count: anything else there (restore's before-restore-* folders, unfinished or foreign ones)
 * is neither counted nor touched. `latest` is never deleted, even if the clock was set back.
 * Unfinished `<time>.partial` folders begun a day or more before `latest` are deleted too: a backup
 * killed mid-way leaves one, and nothing else would ever remove it.
 */
export async function pruneBackups(backupsDir: string, latest: string, keep: number): Promise<PruneResult> {
  const root = path.resolve(backupsDir);
  const latestName = path.basename(path.resolve(latest));
  if (path.dirname(path.resolve(latest)) !== root || !SNAPSHOT_NAME.test(latestName)) {
    throw new Error(`${latest} is not a snapshot in ${root}: nothing pruned`);
  }
  await verifyBackup(path.join(root, latestName));

  const entries = await readdir(root, { withFileTypes: true });
  const snapshots: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() && SNAPSHOT_NAME.test(entry.name) && (await hasManifest(path.join(root, entry.name)))) {
      snapshots.push(entry.name);
    }
  }
  snapshots.sort();
  const newest = new Set([...snapshots.slice(-keep), latestName]);
  const removed: string[] = [];
  for (const name of snapshots) {
    if (newest.has(name)) continue;
    await rename(path.join(root, name), path.join(root, name + PRUNING_SUFFIX));
    removed.push(path.join(root, name));
  }
  if (removed.length > 0) await fsyncPath(root);
  // Also finishes deletions an earlier run left half done.
  for (const entry of entries) {
    const name = entry.name.slice(0, -PRUNING_SUFFIX.length);
    if (entry.isDirectory() && entry.name.endsWith(PRUNING_SUFFIX) && SNAPSHOT_NAME.test(name)) removed.push(path.join(root, name));
  }
  for (const dir of removed) await rm(dir + PRUNING_SUFFIX, { recursive: true, force: true });

  const latestTime = snapshotTime(latestName);
  const abandoned: string[] = [];
  for (const entry of entries) {
    const name = entry.name.slice(0, -PARTIAL_SUFFIX.length);
    if (!entry.isDirectory() || !entry.name.endsWith(PARTIAL_SUFFIX) || !SNAPSHOT_NAME.test(name)) continue;
    if (latestTime - snapshotTime(name) < ABANDONED_AFTER_MS) continue;
    await rm(path.join(root, entry.name), { recursive: true, force: true });
    abandoned.push(path.join(root, entry.name));
  }
  return {
    kept: snapshots.filter((name) => newest.has(name)).map((name) => path.join(root, name)),
    removed: removed.sort(),
    abandoned: abandoned.sort(),
  };
}

/** The time a snapshot name (files.ts `timestampName`, e.g. 2025-06-01T03-00-00-000Z) stands for, in ms. */
function snapshotTime(name: string): number {
  const [, date, hours, minutes, seconds, millis] = /^(.{10})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/.exec(name)!;
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

async function hasManifest(dir: string): Promise<boolean> {
  try {
    await readManifest(dir);
    return true;
  } catch {
    return false;
  }
}
