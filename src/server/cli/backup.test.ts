import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { runCli } from '../test-support/cli.js';

describe('npm run backup -- --keep', () => {
  let dataDir: string;
  const backups = () => path.join(dataDir, 'backups');
  const cli = (...args: string[]) => runCli('backup', dataDir, args);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backup-cli-'));
    const db = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'shop.db') });
    await migrateToLatest(db);
    await db.destroy();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a --keep that is not a positive whole number, before writing anything', async () => {
    for (const keep of ['0', 'ten']) {
      const outcome = await cli('backup', '--keep', keep);
      expect(outcome.code, keep).toBe(1);
      expect(outcome.stderr, keep).toContain(`--keep takes a whole number of backups to keep, 1 or more (got "${keep}")`);
    }
    const missing = await cli('backup', '--keep');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--keep');
    await expect(readdir(backups())).rejects.toThrow(/ENOENT/);
  });

  it('refuses --keep with --to, and with restore or verify', async () => {
    const withTo = await cli('backup', '--keep', '2', '--to', path.join(dataDir, 'elsewhere'));
    expect(withTo.code).toBe(1);
    expect(withTo.stderr).toContain('--keep prunes DATA_DIR/backups only and does not go with --to');
    const withVerify = await cli('verify', path.join(dataDir, 'elsewhere'), '--keep', '2');
    expect(withVerify.code).toBe(1);
    expect(withVerify.stderr).toContain('--keep only goes with backup');
    expect(await readdir(dataDir)).not.toContain('elsewhere');
  });

  it('says where the images are: files beside the database, or inside it with IMAGE_STORAGE=database', async () => {
    for (const [imageStorage, expected] of [
      ['files', /sqlite database, 0 image files, /],
      ['database', /sqlite database, images inside the database, /],
    ] as const) {
      const to = path.join(dataDir, `elsewhere-${imageStorage}`);
      const { stdout } = await runCli('backup', dataDir, ['backup', '--to', to], { IMAGE_STORAGE: imageStorage });
      expect(stdout).toMatch(expected);
      await rm(to, { recursive: true, force: true });
    }
  });

  it('keeps the N newest snapshots after writing a new one, sparing restore set-asides, and clears a killed backup', async () => {
    const setAside = 'before-restore-2020-01-01T00-00-00-000Z';
    const killed = path.join(backups(), '2020-01-01T00-00-00-000Z.partial');
    await mkdir(path.join(backups(), setAside), { recursive: true });
    await mkdir(path.join(killed, 'uploads'), { recursive: true });
    const written: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const outcome = await cli('backup', '--keep', '2');
      expect(outcome.code, outcome.stderr).toBe(0);
      written.push(/Backup written to (.+?) in \d+ ms/.exec(outcome.stdout)![1]!);
      const removed = [...outcome.stdout.matchAll(/^Removed old backup (.+)$/gm)].map((match) => match[1]);
      expect(removed).toEqual(i < 2 ? [] : [written[0]]);
      const unfinished = [...outcome.stdout.matchAll(/^Removed unfinished backup (.+)$/gm)].map((match) => match[1]);
      expect(unfinished).toEqual(i === 0 ? [killed] : []);
      expect(outcome.stdout).toContain(
        `Pruned ${backups()} to the 2 newest backups: ${Math.min(i + 1, 2)} kept, ${removed.length} removed.`,
      );
    }
    expect((await readdir(backups())).sort()).toEqual([setAside, ...written.slice(1).map((dir) => path.basename(dir))].sort());
  });
});
