import fp from 'fastify-plugin';
import { openImageStorage } from '../images/open-storage.js';
import type { ImageStorage } from '../images/storage.js';
import { sweepAbandonedUploadsEvery } from '../uploads/abandoned-sweep.js';
import { ImageLibrary } from '../uploads/library.js';

/**
 * Decorates `storage` (where image files live: IMAGE_STORAGE unless given) and `images` (their
 * bookkeeping), and removes uploads no form named for a day while the app runs.
 */
export const storagePlugin = fp<{ storage?: ImageStorage }>(
  async (app, options) => {
    const storage = options.storage ?? openImageStorage(app.config, app.db);
    const images = new ImageLibrary(app.db, storage, app.log);
    app.decorate('storage', storage);
    app.decorate('images', images);
    let stopSweeping: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopSweeping = sweepAbandonedUploadsEvery(images, app.log);
    });
    app.addHook('onClose', async () => {
      await stopSweeping?.();
    });
  },
  { name: 'storage', dependencies: ['database'] },
);
