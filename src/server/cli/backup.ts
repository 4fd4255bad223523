import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup.js';
import type { BackupManifest } from '../backup/manifest.js';
import { parseKeep, pruneBackups } from '../backup/prune.js';
import { restoreBackup, verifyBackup } from '../backup/restore.js';
import { ConfigError, loadConfig } from '../config.js';

const USAGE = `Usage:
  npm run backup [-- --keep N]         snapshot the database and the images, also while the shop runs
  npm run backup -- --to FOLDER        the same, into FOLDER
  npm run restore -- SNAPSHOT_FOLDER   bring a stopped shop back to a snapshot
  node dist/server/cli/backup.js verify SNAPSHOT_FOLDER

Backups go to DATA_DIR/backups/<time>/ unless --to names a folder. --keep N then deletes the oldest
snapshots in DATA_DIR/backups so that the N newest remain; only complete snapshots the backup made
count or go, never before-restore-* or anything else. --keep does not go with --to. Restore refuses
while the shop runs (DATA_DIR/shop.pid names a live process, or /api/health answers on PORT) and
moves the data it replaces to DATA_DIR/backups/before-restore-<time>/. The data is the shop's:
DATA_DIR or DATABASE_URL, with the images where IMAGE_STORAGE keeps them.`;

function describeImages(manifest: BackupManifest): string {
  return manifest.images === 'database' ? 'images inside the database' : `${manifest.uploads.length} image files`;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, snapshot, ...rest] = positionals;
  if (values.help || rest.length > 0 || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (values.keep !== undefined && (command !== 'backup' || snapshot)) throw new Error('--keep only goes with backup');
  // Another folder's neighbours are not known to be this shop's snapshots.
  if (values.keep !== undefined && values.to !== undefined) {
    throw new Error('--keep prunes DATA_DIR/backups only and does not go with --to: prune that folder yourself');
  }
  const keep = values.keep === undefined ? undefined : parseKeep(values.keep);
  // Only the data location matters here; the admin password belongs to the server.
  const config = loadConfig({ ...process.env, ADMIN_PASSWORD: undefined });

  if (command === 'backup' && !snapshot) {
    const started = Date.now();
    const { dir, manifest } = await createBackup(config, { to: values.to });
    const bytes = manifest.uploads.reduce((sum, file) => sum + file.bytes, manifest.database.bytes);
    console.log(
      `Backup written to ${dir} in ${Date.now() - started} ms: ${manifest.engine} database, ` +
        `${describeImages(manifest)}, ${(bytes / 1024 / 1024).toFixed(1)} MB ` +
        `(${Object.entries(manifest.counts)
          .map(([table, n]) => `${table} ${n}`)
          .join(', ')})`,
    );
    if (keep !== undefined) {
      const backupsDir = path.join(config.dataDir, 'backups');
      const { kept, removed, abandoned } = await pruneBackups(backupsDir, dir, keep);
      for (const folder of removed) console.log(`Removed old backup ${folder}`);
      for (const folder of abandoned) console.log(`Removed unfinished backup ${folder}`);
      console.log(`Pruned ${backupsDir} to the ${keep} newest backups: ${kept.length} kept, ${removed.length} removed.`);
    }
    return 0;
  }
  if (command === 'restore' && snapshot) {
    const { manifest, setAside } = await restoreBackup(config, snapshot);
    console.log(`Restored the backup of ${manifest.createdAt} from ${path.resolve(snapshot)}.`);
    console.log(`The data it replaced is in ${setAside}. Start the shop with npm start.`);
    return 0;
  }
  if (command === 'verify' && snapshot) {
    const manifest = await verifyBackup(snapshot);
    console.log(`${path.resolve(snapshot)}: complete (${describeImages(manifest)}, taken ${manifest.createdAt})`);
    return 0;
  }
  console.log(USAGE);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
