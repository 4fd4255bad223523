import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { timestampName } from './files.js';
import { MANIFEST_FILE, SQLITE_SNAPSHOT_FILE, type BackupManifest } from './manifest.js';
import { parseKeep, pruneBackups } from './prune.js';

/** The folder name `npm run backup` gives a snapshot taken on 1 June 2025 at `hour`:00. */
const at = (hour: number) => timestampName(new Date(Date.UTC(2025, 5, 1, hour)));

/** A whole snapshot as createBackup leaves it: a database file and the manifest that describes it. */
async function writeSnapshot(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'uploads'), { recursive: true });
  const database = Buffer.from(`database of ${path.basename(dir)}`);
  await writeFile(path.join(dir, SQLITE_SNAPSHOT_FILE), database);
  const manifest: BackupManifest = {
    format: 'shop-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    engine: 'sqlite',
    images: 'files',
    database: { name: SQLITE_SNAPSHOT_FILE, bytes: database.length, sha256: createHash('sha256').update(database).digest('hex') },
    uploads: [],
    counts: { products: 0 },
  };
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return dir;
}

describe('pruneBackups', () => {
  let root: string;
  let backups: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'backup-prune-'));
    backups = path.join(root, 'backups');
    await mkdir(backups);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const snapshot = (hour: number) => writeSnapshot(path.join(backups, at(hour)));
  const names = async () => (await readdir(backups)).sort();

  it('deletes the oldest complete snapshots so that the newest remain, and says which', async () => {
    for (const hour of [3, 1, 4, 2]) await snapshot(hour);
    const latest = await snapshot(5);

    const result = await pruneBackups(backups, latest, 3);

    expect(result.removed).toEqual([path.join(backups, at(1)), path.join(backups, at(2))]);
    expect(result.kept).toEqual([at(3), at(4), at(5)].map((name) => path.join(backups, name)));
    expect(await names()).toEqual([at(3), at(4), at(5)]);
  });

  it('counts and touches only complete snapshots it made: restore set-asides and everything else stay', async () => {
    const elsewhere = await writeSnapshot(path.join(root, 'kept-by-hand'));
    const untouchable = [
      `before-restore-${at(0)}`, // restore's set-aside data, older than every snapshot
      `${at(0)}.partial`, // a backup begun six hours ago that has not finished: it may still be running
      at(1), // named like a snapshot, but no manifest: not one the backup completed
      at(2), // a manifest this shop does not understand
      'my-copy', // a whole snapshot, but named by someone else
      at(3), // a symbolic link to a snapshot elsewhere
      `${at(4)}.txt`,
    ];
    await mkdir(path.join(backups, untouchable[0]!, 'uploads'), { recursive: true });
    await writeFile(path.join(backups, untouchable[0]!, 'shop.db'), 'the data restore replaced');
    await mkdir(path.join(backups, untouchable[1]!));
    await mkdir(path.join(backups, untouchable[2]!));
    await mkdir(path.join(backups, untouchable[3]!));
    await writeFile(path.join(backups, untouchable[3]!, MANIFEST_FILE), '{"format":"something-else"}');
    await writeSnapshot(path.join(backups, untouchable[4]!));
    await symlink(elsewhere, path.join(backups, untouchable[5]!));
    await writeFile(path.join(backups, untouchable[6]!), 'notes');
    await snapshot(5);
    const latest = await snapshot(6);

    const result = await pruneBackups(backups, latest, 1);

    expect(result.removed).toEqual([path.join(backups, at(5))]);
    expect(await names()).toEqual([...untouchable, at(6)].sort());
    expect(await readdir(elsewhere)).toContain(MANIFEST_FILE);
  });

  it('removes nothing while no more than N snapshots exist', async () => {
    await snapshot(1);
    const latest = await snapshot(2);
    expect(await pruneBackups(backups, latest, 2)).toEqual({
      kept: [path.join(backups, at(1)), latest],
      removed: [],
      abandoned: [],
    });
    expect(await names()).toEqual([at(1), at(2)]);
  });

  it('never deletes the snapshot just written, even when others are dated after it', async () => {
    // The clock was set back: the newest snapshot by name is not the one just written.
    await snapshot(1);
    await snapshot(9);
    const latest = await snapshot(5);

    const result = await pruneBackups(backups, latest, 1);

    expect(result.removed).toEqual([path.join(backups, at(1))]);
    expect(await names()).toEqual([at(5), at(9)]);
  });

  it('deletes nothing when the snapshot just written is not whole', async () => {
    await snapshot(1);
    await snapshot(2);
    const latest = await snapshot(3);
    await writeFile(path.join(latest, SQLITE_SNAPSHOT_FILE), 'damaged after it was written');

    await expect(pruneBackups(backups, latest, 1)).rejects.toThrow(/damaged/);
    expect(await names()).toEqual([at(1), at(2), at(3)]);

    await rm(path.join(latest, MANIFEST_FILE));
    await expect(pruneBackups(backups, latest, 1)).rejects.toThrow(/is not a backup/);
    expect(await names()).toEqual([at(1), at(2), at(3)]);
  });

  it('deletes nothing when the snapshot just written is not one of the folder it prunes', async () => {
    await snapshot(1);
    await snapshot(2);
    const outside = await writeSnapshot(path.join(root, at(3)));
    const misnamed = await writeSnapshot(path.join(backups, 'tonight'));

    await expect(pruneBackups(backups, outside, 1)).rejects.toThrow(/is not a snapshot in/);
    await expect(pruneBackups(backups, misnamed, 1)).rejects.toThrow(/is not a snapshot in/);
    expect(await names()).toEqual([at(1), at(2), 'tonight']);
  });

  it('deletes unfinished backups begun a day or more before the one just written, and no others', async () => {
    // A backup killed mid-way leaves its `.partial` folder; nothing else would ever remove it.
    const dayBefore = (hours: number) => timestampName(new Date(Date.UTC(2025, 5, 1, 12) - hours * 3_600_000));
    const cutOff = [`${dayBefore(24)}.partial`, `${dayBefore(24 * 30)}.partial`];
    const left = [
      `${dayBefore(23)}.partial`, // may still be running
      `${at(13)}.partial`, // begun after the latest (the clock was set back)
      'tonight.partial', // not named by the backup
    ];
    for (const name of [...cutOff, ...left]) await mkdir(path.join(backups, name, 'uploads'), { recursive: true });
    const latest = await snapshot(12);

    const result = await pruneBackups(backups, latest, 5);

    expect(result.abandoned).toEqual(cutOff.map((name) => path.join(backups, name)).sort());
    expect(result.removed).toEqual([]);
    expect(await names()).toEqual([...left, at(12)].sort());
  });

  it('finishes deleting a snapshot an interrupted run had begun to delete', async () => {
    // Deleting renames the folder first, so a half-deleted snapshot never passes for a complete one.
    await mkdir(path.join(backups, `${at(1)}.pruning`, 'uploads'), { recursive: true });
    const latest = await snapshot(2);

    const result = await pruneBackups(backups, latest, 5);

    expect(result.removed).toEqual([path.join(backups, at(1))]);
    expect(await names()).toEqual([at(2)]);
  });
});

describe('parseKeep', () => {
  it('takes a whole number of at least one', () => {
    expect(parseKeep('1')).toBe(1);
    expect(parseKeep('14')).toBe(14);
  });

  it.each(['0', '-1', '1.5', '3x', 'abc', '', ' 3', '1e3', '0x10', '99999999999999999999'])('refuses %j', (text) => {
    expect(() => parseKeep(text)).toThrow(`--keep takes a whole number of backups to keep, 1 or more (got "${text}")`);
  });
});
