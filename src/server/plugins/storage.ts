import fp from 'fastify-plugin';
import type { ImageStorage } from '../images/storage.js';
import { ImageLibrary } from '../uploads/library.js';

/** Decorates `storage` (where image files live) and `images` (their bookkeeping). */
export const storagePlugin = fp<{ storage: ImageStorage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
    app.decorate('images', new ImageLibrary(app.db, storage, app.log));
  },
  { name: 'storage', dependencies: ['database'] },
);
