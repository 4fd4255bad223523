import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/text.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { KeyedLock } from './keyed-lock.js';

describe.each(engines)('image bookkeeping on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('sweeps image rows nothing refers to and files no row names, keeping images in use', async () => {
    const images = t.app.images;
    const used = await images.process(await pngImage(1));
    const orphan = await images.process(await pngImage(2));
    await images.saveWith(used, (trx, imageId) =>
      trx.insertInto('carousel_images').values({ id: 'c1', image_id: imageId!, created_at: nowIso() }).execute(),
    );
    // An image row whose owner was lost in a crash, and a stray file.
    await images.saveWith(orphan, async () => undefined);
    writeFileSync(path.join(t.config.uploadsDir, 'abcdef-320.webp'), 'stray');

    expect(await images.sweep()).toEqual({ rows: 1, files: 1 });
    const files = readdirSync(t.config.uploadsDir);
    expect(files.filter((name) => name.startsWith(used.id))).toHaveLength(used.variants.length);
    expect(files.some((name) => name.startsWith(orphan.id) || name.startsWith('abcdef'))).toBe(false);
    expect(await t.db.selectFrom('images').select('id').execute()).toEqual([{ id: used.id }]);
  });
});

describe('KeyedLock', () => {
  it('runs tasks of one key in order, even when one fails', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const slow = lock.run('a', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('first');
      throw new Error('boom');
    });
    const second = lock.run('a', async () => order.push('second'));
    const other = lock.run('b', async () => order.push('other'));
    await expect(slow).rejects.toThrow('boom');
    await Promise.all([second, other]);
    expect(order).toEqual(['other', 'first', 'second']);
  });
});
