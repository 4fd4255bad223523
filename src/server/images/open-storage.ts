import type { AppConfig } from '../config.js';
import type { Db } from '../db/connect.js';
import { DatabaseImageStorage } from './database-storage.js';
import { LocalImageStorage } from './local-storage.js';
import type { ImageStorage } from './storage.js';

/**
 * The image storage IMAGE_STORAGE names: files in DATA_DIR/uploads, or the shop's database `db`
 * (which the files need not be opened for).
 */
export function openImageStorage(config: Pick<AppConfig, 'imageStorage' | 'uploadsDir'>, db?: Db): ImageStorage {
  if (config.imageStorage === 'files') return new LocalImageStorage(config.uploadsDir);
  if (!db) throw new Error('Images stored in the database need the database open');
  return new DatabaseImageStorage(db);
}
