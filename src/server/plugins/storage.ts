import fp from 'fastify-plugin';
import { openImageStorage } from '../images/open-storage.js';
import type { ImageStorage } from '../images/storage.js';
import { ImageLibrary } from '../uploads/library.js';

/** Decorates `storage` (where image files live: IMAGE_STORAGE unless given) and `images` (their bookkeeping). */
export const storagePlugin = fp<{ storage?: ImageStorage }>(
  async (app, options) => {
    const storage = options.storage ?? openImageStorage(app.config, app.db);
    app.decorate('storage', storage);
    app.decorate('images', new ImageLibrary(app.db, storage, app.log));
  },
  { name: 'storage', dependencies: ['database'] },
);
