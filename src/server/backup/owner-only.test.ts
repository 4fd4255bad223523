import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/app.js';
import { uploadCarouselImage } from '../test-support/uploads.js';
import { createBackup } from './backup.js';

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

// The database, the images and the backups are readable by the shop's user only, whatever the umask
// left the rest of the machine's files.
describe('owner-only data', () => {
  const shop = useTestApp('sqlite');

  it('creates the database, an uploaded image and a backup readable by the owner only', async () => {
    const upload = await uploadCarouselImage(shop.t, 3);
    const image = path.join(shop.t.config.uploadsDir, path.basename(upload.image));

    const { dir } = await createBackup(shop.t.config);
    const snapshotImages = path.join(dir, 'uploads');
    const modes = {
      database: mode(path.join(shop.t.config.dataDir, 'shop.db')),
      wal: mode(path.join(shop.t.config.dataDir, 'shop.db-wal')),
      uploads: mode(shop.t.config.uploadsDir),
      image: mode(image),
      backups: mode(path.join(shop.t.config.dataDir, 'backups')),
      snapshot: mode(dir),
      snapshotFiles: readdirSync(dir)
        .filter((name) => name !== 'uploads')
        .map((name) => `${name} ${mode(path.join(dir, name))}`),
      snapshotUploads: mode(snapshotImages),
      snapshotImages: readdirSync(snapshotImages).map((name) => mode(path.join(snapshotImages, name))),
    };
    expect(modes).toEqual({
      database: '600',
      wal: '600',
      uploads: '700',
      image: '600',
      backups: '700',
      snapshot: '700',
      snapshotFiles: ['manifest.json 600', 'shop.db 600'],
      snapshotUploads: '700',
      snapshotImages: expect.arrayContaining(['600']),
    });
    expect(new Set(modes.snapshotImages)).toEqual(new Set(['600']));
  });
});
