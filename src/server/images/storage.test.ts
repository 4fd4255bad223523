import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { variantKey } from './pipeline.js';
import { LocalImageStorage, imageFieldsFor, isSafeImageKey, keysFor, removeStaleTemporaryFiles } from './storage.js';

const ID = '0123456789abcdef0123456789abcdef';

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

  it('creates its folder and stores, lists and deletes files', async () => {
    const storage = new LocalImageStorage(directory);
    expect(storage.directory).toBe(directory);
    expect(await storage.list()).toEqual([]);

    await storage.put(variantKey(ID, 640), Buffer.from('six-forty'));
    await storage.put(variantKey(ID, 320), Buffer.from('three-twenty'));
    expect(await storage.list()).toEqual([variantKey(ID, 320), variantKey(ID, 640)]);
    expect(await readFile(path.join(directory, variantKey(ID, 640)), 'utf8')).toBe('six-forty');

    await storage.delete(variantKey(ID, 640));
    await storage.delete(variantKey(ID, 640));
    expect(await storage.list()).toEqual([variantKey(ID, 320)]);
  });

  it('leaves no temporary file behind and keeps an existing file on a repeated put', async () => {
    const storage = new LocalImageStorage(directory);
    const key = variantKey(ID, 960);
    await Promise.all([storage.put(key, Buffer.from('first')), storage.put(key, Buffer.from('first'))]);
    await storage.put(key, Buffer.from('first'));
    expect(await readdir(directory)).toEqual([key]);
    expect(await readFile(path.join(directory, key), 'utf8')).toBe('first');
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
    expect(await storage.removeStaleTemporaryFiles()).toBe(1);
    expect(await removeStaleTemporaryFiles(directory)).toBe(0);
    expect((await readdir(directory)).sort()).toEqual(
      [path.basename(fresh), 'notes.txt', variantKey(ID, 320)].sort(),
    );
  });

  it('refuses keys that are not plain image file names', async () => {
    const storage = new LocalImageStorage(directory);
    await writeFile(path.join(root, 'secret.webp'), 'outside');
    const hostile = [
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
    for (const key of hostile) {
      expect(isSafeImageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Refusing image key/);
      await expect(storage.delete(key)).rejects.toThrow(/Refusing image key/);
    }
    expect(await readFile(path.join(root, 'secret.webp'), 'utf8')).toBe('outside');
    expect(await readdir(directory)).toEqual([]);
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
    expect(keysFor({ id: ID, widths: [320, 500] })).toEqual([`${ID}-320.webp`, `${ID}-500.webp`]);
    for (const key of keysFor({ id: ID, widths: [320, 640, 960, 1280] })) expect(isSafeImageKey(key)).toBe(true);
  });
});
