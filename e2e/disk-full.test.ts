import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '#contract/messages/validation.js';
import { startShop, type ShopServer } from './support/harness.js';

// The built shop on SQLite, its data folder on a real filesystem of 8 MB that fills up: writes are
// refused with the shop's message, health says the shop cannot save, nothing is half-written, and the
// shop saves again once space returns. Mounting a filesystem takes root, which CI has.

const MOUNT_SIZE = '8m';
const root = process.getuid?.() === 0;

describe.skipIf(!root)('SQLite on a full disk', () => {
  let mount: string;
  let shop: ShopServer;

  beforeAll(async () => {
    mount = mkdtempSync(path.join(os.tmpdir(), 'shop-small-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MOUNT_SIZE}`, 'tmpfs', mount]);
    shop = await startShop({ dataDir: path.join(mount, 'data'), fresh: true, env: { SEED_DEMO_DATA: 'false' } });
  });
  afterAll(async () => {
    await shop?.stop();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  const send = (i: number) =>
    fetch(`${shop.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Writer ${i}`, email: `writer${i}@example.com`, message: `${i} `.repeat(1000).trim() }),
    });

  it('refuses writes with the message while it is full, says so in health, and saves again once space returns', async () => {
    // All the space but a little is taken by another file, as a log or a backup would take it.
    const filler = path.join(mount, 'filler');
    const free = () => Number(execFileSync('df', ['--output=avail', '-B1', mount], { encoding: 'utf8' }).split('\n')[1]);
    writeFileSync(filler, Buffer.alloc(Math.max(0, free() - 64 * 1024)));

    const saved: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < 200 && !refusal; i += 1) {
      const response = await send(i);
      if (response.status === 201) saved.push(i);
      else refusal = response;
    }
    expect(refusal?.status).toBe(507);
    expect(await refusal!.json()).toEqual({ message: apiMessages.cannotSaveNow });
    const health = await fetch(`${shop.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ writes: 'failing' });
    // Reading goes on.
    expect((await fetch(`${shop.url}/api/products`)).status).toBe(200);

    rmSync(filler);
    expect((await send(1000)).status).toBe(201);
    expect(await (await fetch(`${shop.url}/api/health`)).json()).toMatchObject({ status: 'ok' });

    await shop.stop();
    const db = new Database(path.join(mount, 'data', 'shop.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      // Every acknowledged message is there, and the refused one is not.
      const names = db.prepare('select name from contact_messages').pluck().all() as string[];
      expect(names.sort()).toEqual([...saved, 1000].map((i) => `Writer ${i}`).sort());
    } finally {
      db.close();
    }
  });
});
