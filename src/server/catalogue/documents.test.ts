import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CatalogueDocuments, type DocumentBuild } from './documents.js';

/** Holds the event loop for `ms`, as making a slice of a large feed does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A build writing `parts` texts, each after holding the event loop for `ms`; it logs its start and end. */
function slowBuild(log: string[], name: string, parts: number, ms: number, text = 'x'): DocumentBuild {
  return async (write, pause) => {
    log.push(`${name} starts`);
    for (let i = 0; i < parts; i += 1) {
      busy(ms);
      write(text);
      await pause();
    }
    log.push(`${name} ends`);
  };
}

describe('the catalogue documents', () => {
  it('are made once per version and key: requests at the same time share the build, a later version makes a new one', async () => {
    const documents = new CatalogueDocuments();
    const log: string[] = [];
    const build = slowBuild(log, 'feed', 2, 1, 'made');
    const made = await Promise.all(Array.from({ length: 10 }, () => documents.get('feed', 'en https://shop.example', 1, build)));
    expect(new Set(made).size).toBe(1);
    expect(gunzipSync(made[0]!.gzip).toString()).toBe('mademade');
    expect(made[0]!.bytes).toBe(8);
    expect(made[0]!.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(log).toEqual(['feed starts', 'feed ends']);
    // Asked for with an older version, the one kept serves.
    expect(await documents.get('feed', 'en https://shop.example', 0, build)).toBe(made[0]);
    expect(documents.has('feed', 'en https://shop.example')).toBe(true);
    expect(documents.has('feed', 'fr https://shop.example')).toBe(false);
    await documents.get('feed', 'en https://shop.example', 2, build);
    expect(log).toHaveLength(4);
  });

  it('are made one at a time, letting other requests through between slices', async () => {
    const documents = new CatalogueDocuments();
    const log: string[] = [];
    // Another request's turns on the event loop while two documents of 200 ms each are made.
    let turns = 0;
    let waiting = true;
    const other = (async () => {
      while (waiting) {
        await sleep(1);
        turns += 1;
      }
    })();
    await Promise.all([
      documents.get('feed', 'en', 1, slowBuild(log, 'en', 40, 5)),
      documents.get('feed', 'fr', 1, slowBuild(log, 'fr', 40, 5)),
    ]);
    waiting = false;
    await other;
    expect(log).toEqual(['en starts', 'en ends', 'fr starts', 'fr ends']);
    // A turn at least every 10 ms of building (some slack for a busy machine).
    expect(turns).toBeGreaterThanOrEqual(20);
  });

  it('go on after a build that fails, which the next request tries again', async () => {
    const documents = new CatalogueDocuments();
    const failing: DocumentBuild = async () => {
      throw new Error('database away');
    };
    await expect(documents.get('sitemap', 'https://shop.example', 1, failing)).rejects.toThrow('database away');
    expect(documents.has('sitemap', 'https://shop.example')).toBe(false);
    const made = await documents.get('sitemap', 'https://shop.example', 1, async (write) => write('<urlset/>'));
    expect(gunzipSync(made.gzip).toString()).toBe('<urlset/>');
  });

  it('cost the cache-miss rate limit a token per MB their kind came to last time, at least one', async () => {
    const documents = new CatalogueDocuments();
    expect(documents.missCost('feed')).toBe(1);
    await documents.get('feed', 'en', 1, async (write) => write('x'.repeat(3.5 * 1024 * 1024)));
    expect(documents.missCost('feed')).toBe(4);
    expect(documents.missCost('sitemap')).toBe(1);
  });

  it('keep the most recently used, the others going first', async () => {
    const documents = new CatalogueDocuments(2);
    const build: DocumentBuild = async (write) => write('x');
    for (const key of ['a', 'b', 'c']) await documents.get('feed', key, 1, build);
    expect(['a', 'b', 'c'].map((key) => documents.has('feed', key))).toEqual([false, true, true]);
  });
});
