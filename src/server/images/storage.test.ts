import { Readable } from 'node:stream';
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPostgresSchema, engines } from '../test-support/engines.js';
import { DatabaseImageStorage } from './database-storage.js';
import { LocalImageStorage, removeStaleTemporaryFiles } from './local-storage.js';
import { variantKey } from './pipeline.js';
import { imageFieldsFor, isSafeImageKey, keysFor, type ImageStorage } from './storage.js';

const ID = '0123456789abcdef0123456789abcdef';

const HOSTILE_KEYS = [
  '../secret.webp',
  '../../etc/passwd',
  `${ID}-640.webp/../../secret.webp`,
  `/etc/${ID}-640.webp`,
  `..\\${ID}-640.webp`,
  `${ID}-640.webp\0`,
  `${ID}-640.WEBP`,
  `${ID}-640.jpg`,
  `${ID}-0640.webp`,
  '',
  '.',
  '..',
  `.tmp-aaaa-${ID}-640.webp`,
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Backend {
  storage: ImageStorage;
  close(): Promise<void>;
}

/** Files in a fresh folder, and rows in a fresh database on each engine the tests have. */
const backends: Array<[string, () => Promise<Backend>]> = [
  [
    'files',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'image-storage-'));
      return { storage: new LocalImageStorage(path.join(root, 'uploads')), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  ...engines.map((engine): [string, () => Promise<Backend>] => [
    `the ${engine} database`,
    async () => {
      let db: Db;
      let cleanup: () => Promise<void>;
      if (engine === 'postgres') {
        const { url, schema, drop } = await createPostgresSchema();
        db = openDatabase({ kind: 'postgres', url, searchPath: schema });
        await migrateToLatest(db, schema);
        cleanup = drop;
      } else {
        const root = await mkdtemp(path.join(tmpdir(), 'image-storage-db-'));
        db = openDatabase({ kind: 'sqlite', file: path.join(root, 'shop.db') });
        await migrateToLatest(db);
        cleanup = () => rm(root, { recursive: true, force: true });
      }
      return {
        storage: new DatabaseImageStorage(db),
        close: async () => {
          await db.destroy();
          await cleanup();
        },
      };
    },
  ]),
];

describe.each(backends)('image storage in %s', (_name, open) => {
  let backend: Backend;
  let storage: ImageStorage;
  let scratch: string;

  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
    scratch = await mkdtemp(path.join(tmpdir(), 'image-storage-scratch-'));
  });
  afterAll(async () => {
    await backend.close();
    await rm(scratch, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const key of await storage.list()) await storage.delete(key);
  });

  it('stores, reads, lists and deletes images', async () => {
    expect(await storage.list()).toEqual([]);
    await storage.put(variantKey(ID, 640), Buffer.from('six-forty'));
    await storage.put(variantKey(ID, 320), Buffer.from('three-twenty'));
    expect(await storage.list()).toEqual([variantKey(ID, 320), variantKey(ID, 640)]);
    expect(await storage.exists(variantKey(ID, 640))).toBe(true);
    expect(await storage.exists(variantKey(ID, 960))).toBe(false);

    const image = await storage.read(variantKey(ID, 640));
    expect({ contentType: image?.contentType, size: image?.size }).toEqual({ contentType: 'image/webp', size: 9 });
    expect((await readAll(image!.stream)).toString()).toBe('six-forty');
    expect(await storage.read(variantKey(ID, 960))).toBeNull();

    await storage.delete(variantKey(ID, 640));
    await storage.delete(variantKey(ID, 640));
    expect(await storage.list()).toEqual([variantKey(ID, 320)]);
    expect(await storage.read(variantKey(ID, 640))).toBeNull();
  });

  it('streams a large image whole', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    bytes.write('end', bytes.length - 3);
    await storage.put(variantKey(ID, 1280), bytes);
    const image = await storage.read(variantKey(ID, 1280));
    expect(image?.size).toBe(bytes.length);
    expect((await readAll(image!.stream)).equals(bytes)).toBe(true);
  });

  it('keeps the first bytes when a key is written again, also at the same time', async () => {
    const key = variantKey(ID, 960);
    await Promise.all([storage.put(key, Buffer.from('first')), storage.put(key, Buffer.from('first'))]);
    await storage.put(key, Buffer.from('second'));
    expect(await storage.list()).toEqual([key]);
    expect((await readAll((await storage.read(key))!.stream)).toString()).toBe('first');
    expect(await storage.removeLeftovers()).toBe(0);
  });

  it('exports an image to a file for a backup, and puts back a set of files for a restore', async () => {
    await storage.put(variantKey(ID, 320), Buffer.from('old'));
    const exported = path.join(scratch, 'exported.webp');
    expect(await storage.exportTo(variantKey(ID, 320), exported)).toBe(true);
    expect(await readFile(exported, 'utf8')).toBe('old');
    expect(await storage.exportTo(variantKey(ID, 640), path.join(scratch, 'missing.webp'))).toBe(false);

    const incoming = path.join(scratch, 'incoming.webp');
    await writeFile(incoming, 'restored');
    const setAside = path.join(scratch, 'set-aside');
    await storage.replaceAll(new Map([[variantKey(ID, 640), incoming]]), setAside);
    expect(await storage.list()).toEqual([variantKey(ID, 640)]);
    expect((await readAll((await storage.read(variantKey(ID, 640)))!.stream)).toString()).toBe('restored');
  });

  it('refuses keys that are not plain image file names', async () => {
    for (const key of HOSTILE_KEYS) {
      expect(isSafeImageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Refusing image key/);
      await expect(storage.read(key)).rejects.toThrow(/Refusing image key/);
      await expect(storage.delete(key)).rejects.toThrow(/Refusing image key/);
    }
    expect(await storage.list()).toEqual([]);
  });
});

describe('LocalImageStorage', () => {
  let root: string;
  let directory: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'image-storage-'));
    directory = path.join(root, 'uploads', 'nested');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates its folder and keeps one file per key', async () => {
    const storage = new LocalImageStorage(directory);
    expect(storage.directory).toBe(directory);
    await storage.put(variantKey(ID, 640), Buffer.from('six-forty'));
    expect(await readFile(path.join(directory, variantKey(ID, 640)), 'utf8')).toBe('six-forty');
    expect(await readdir(directory)).toEqual([variantKey(ID, 640)]);
  });

  it('ignores stray files in list and removes only stale temporary files', async () => {
    const storage = new LocalImageStorage(directory);
    await storage.put(variantKey(ID, 320), Buffer.from('x'));
    const stale = path.join(directory, `.tmp-aaaa-${variantKey(ID, 640)}`);
    const fresh = path.join(directory, `.tmp-bbbb-${variantKey(ID, 960)}`);
    await writeFile(stale, 'half written');
    await writeFile(fresh, 'being written');
    await writeFile(path.join(directory, 'notes.txt'), 'not an image');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(stale, anHourAgo, anHourAgo);

    expect(await storage.list()).toEqual([variantKey(ID, 320)]);
    expect(await storage.removeLeftovers()).toBe(1);
    expect(await removeStaleTemporaryFiles(directory)).toBe(0);
    expect((await readdir(directory)).sort()).toEqual([path.basename(fresh), 'notes.txt', variantKey(ID, 320)].sort());
  });

  it('never reaches outside its folder', async () => {
    const storage = new LocalImageStorage(directory);
    await writeFile(path.join(root, 'secret.webp'), 'outside');
    for (const key of HOSTILE_KEYS) await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Refusing image key/);
    expect(await readFile(path.join(root, 'secret.webp'), 'utf8')).toBe('outside');
    expect(await readdir(directory)).toEqual([]);
  });

  it('sets the replaced files aside on a restore', async () => {
    const storage = new LocalImageStorage(directory);
    await storage.put(variantKey(ID, 320), Buffer.from('old'));
    const incoming = path.join(root, 'incoming.webp');
    await writeFile(incoming, 'new');
    await storage.replaceAll(new Map([[variantKey(ID, 640), incoming]]), path.join(root, 'aside'));
    expect(await readdir(directory)).toEqual([variantKey(ID, 640)]);
    expect(await readFile(path.join(root, 'aside', 'nested', variantKey(ID, 320)), 'utf8')).toBe('old');
  });
});

describe('image fields', () => {
  it('lists the URL of the largest width, a srcset and the intrinsic size', () => {
    const image = { id: ID, width: 1280, height: 960, widths: [640, 320, 1280, 960] };
    expect(imageFieldsFor(image)).toEqual({
      image: `/uploads/${ID}-1280.webp`,
      imageSrcset: `/uploads/${ID}-320.webp 320w, /uploads/${ID}-640.webp 640w, /uploads/${ID}-960.webp 960w, /uploads/${ID}-1280.webp 1280w`,
      imageWidth: 1280,
      imageHeight: 960,
    });
    expect(imageFieldsFor({ id: ID, width: 500, height: 250, widths: [320, 500] }, 'https://cdn.example/img/')).toEqual({
      image: `https://cdn.example/img/${ID}-500.webp`,
      imageSrcset: `https://cdn.example/img/${ID}-320.webp 320w, https://cdn.example/img/${ID}-500.webp 500w`,
      imageWidth: 500,
      imageHeight: 250,
    });
  });

  it('is all nulls without an image', () => {
    expect(imageFieldsFor(null)).toEqual({ image: null, imageSrcset: null, imageWidth: null, imageHeight: null });
  });

  it('names every stored file of an image', () => {
    expect(keysFor({ id: ID, widths: [320, 500] })).toEqual([`${ID}-320.webp`, `${ID}-500.webp`, `${ID}-share.jpg`, `${ID}-feed.jpg`]);
    for (const key of keysFor({ id: ID, widths: [320, 640, 960, 1280] })) expect(isSafeImageKey(key)).toBe(true);
    for (const key of [`${ID}-share.jpeg`, `${ID}-share.webp`, `${ID}-320.jpg`, `share.jpg`, `${ID}-feed.webp`, `feed.jpg`])
      expect(isSafeImageKey(key)).toBe(false);
  });
});
