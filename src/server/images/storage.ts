import type { Readable } from 'node:stream';
import type { ImageFields, Photo } from '#contract/image.js';
import type { Db } from '../db/connect.js';
import { shareKey } from '#contract/share-picture.js';
import { SHARE_CONTENT_TYPE, variantKey } from './pipeline.js';

/** One stored image, ready to send. */
export interface StoredImageFile {
  contentType: string;
  size: number;
  stream: Readable;
}

/**
 * Where the stored images live: files in the data folder (LocalImageStorage) or rows in the shop's
 * database (DatabaseImageStorage). Everything that reads or writes images goes through here.
 */
export interface ImageStorage {
  /**
   * 'database' when the images are rows of the shop's database, so a snapshot of the database holds
   * them already; 'files' when a backup must copy them (exportTo) and a restore put them back (replaceAll).
   */
  readonly kind: 'files' | 'database';
  /**
   * Whether put and delete take part in the shop's database transaction `trx`: then an image's bytes
   * commit (or vanish) with the row that names them. Files cannot, so they are written before that
   * row commits and deleted after it is gone.
   */
  readonly transactional: boolean;
  /** Stores the image under `key`; keys are content-addressed, so an existing key is left as it is. */
  put(key: string, bytes: Buffer, trx?: Db): Promise<void>;
  /** The stored image, or null when there is none. */
  read(key: string): Promise<StoredImageFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the image; a missing one is not an error. */
  delete(key: string, trx?: Db): Promise<void>;
  /** Every stored key, sorted. */
  list(): Promise<string[]>;
  /** Removes what writes a crash cut off (call at start-up); returns how many. */
  removeLeftovers(): Promise<number>;
  /** For a backup: writes the image to the file `target` (a hard link where it can); false when it is gone. */
  exportTo(key: string, target: string): Promise<boolean>;
  /**
   * For a restore of a stopped shop: the stored images become exactly `files` (key → file to read).
   * Files that were stored are moved into the folder `setAside`, never deleted.
   */
  replaceAll(files: ReadonlyMap<string, string>, setAside: string): Promise<void>;
}

/**
 * What the pipeline produces: `<hex id>-<width>.webp`, `<hex id>-share.jpg` and `<hex id>-feed.jpg`.
 * Nothing else is ever a key.
 */
const SAFE_KEY = /^[0-9a-f]{1,64}-(?:[1-9]\d{0,4}\.webp|share\.jpg|feed\.jpg)$/;
/** The JPEG pictures made from a stored width on their first request (the share picture of an older image, every feed picture). */
const MADE_ON_REQUEST_KEY = /^([0-9a-f]{1,64})-(share|feed)\.jpg$/;

export const IMAGE_CONTENT_TYPE = 'image/webp';

/** The type a stored key is sent with. */
export function contentTypeOf(key: string): string {
  return key.endsWith('.jpg') ? SHARE_CONTENT_TYPE : IMAGE_CONTENT_TYPE;
}

/** The product feed's picture of an image (FEED_PICTURE_SIZE, JPEG): made on its first request. */
export function feedKey(id: string): string {
  return `${id}-feed.jpg`;
}

/** The image id and kind of a picture made on its first request (share or feed), or null for any other key. */
export function madeOnRequest(key: string): { id: string; kind: 'share' | 'feed' } | null {
  const match = MADE_ON_REQUEST_KEY.exec(key);
  return match ? { id: match[1]!, kind: match[2] as 'share' | 'feed' } : null;
}

export function isSafeImageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeImageKey(key)) throw new Error(`Refusing image key ${JSON.stringify(key)}`);
}

/**
 * The stored files of one image: its widths, its share picture and its feed picture. An image stored
 * before share pictures existed gets it on the first request for it, and every image its feed picture,
 * so until then those keys may be missing.
 */
export function keysFor(image: { id: string; widths: number[] }): string[] {
  return [...image.widths.map((width) => variantKey(image.id, width)), shareKey(image.id), feedKey(image.id)];
}

/** The API's image fields for a stored image (or none): the largest width as `image`, all of them as `srcset`. */
export function imageFieldsFor(
  image: { id: string; width: number; height: number; widths: number[] } | null,
  publicBase = '/uploads',
): ImageFields {
  if (!image || image.widths.length === 0) {
    return { image: null, imageSrcset: null, imageWidth: null, imageHeight: null };
  }
  const base = publicBase.replace(/\/+$/, '');
  const widths = [...image.widths].sort((a, b) => a - b);
  const url = (width: number) => `${base}/${variantKey(image.id, width)}`;
  return {
    image: url(widths[widths.length - 1]!),
    imageSrcset: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    imageWidth: image.width,
    imageHeight: image.height,
  };
}

/** A photo in a response: its image id and image fields. A stored image always has a width, so none is null. */
export function photoFor(image: { id: string; width: number; height: number; widths: number[] }): Photo {
  const { image: url, imageSrcset, imageWidth, imageHeight } = imageFieldsFor(image);
  if (url === null || imageSrcset === null || imageWidth === null || imageHeight === null) {
    throw new Error(`Image ${image.id} has no stored width`);
  }
  return { id: image.id, image: url, imageSrcset, imageWidth, imageHeight };
}
