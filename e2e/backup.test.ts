import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, startShop, type ShopServer } from './support/harness.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist/server/cli/backup.js');

async function png(seed: number): Promise<Blob> {
  const bytes = await sharp({
    create: { width: 24, height: 18, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } },
  })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

interface Api {
  token: string;
  shop: ShopServer;
}

async function createProduct(
  api: Api,
  categoryId: string,
  seed: number,
  withImage: boolean,
): Promise<{ id: string; image: string | null }> {
  const form = new FormData();
  form.set('name', `Product ${seed}`);
  form.set('description', `Made for the backup test (${seed})`);
  form.set('price', '9.5');
  form.set('categoryId', categoryId);
  if (withImage) form.set('image', await png(seed), `p${seed}.png`);
  const response = await fetch(`${api.shop.url}/api/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; image: string | null };
}

async function deleteProduct(api: Api, id: string): Promise<void> {
  const response = await fetch(`${api.shop.url}/api/products/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${api.token}` },
  });
  if (response.status !== 204) throw new Error(`delete failed: ${response.status}`);
}

async function allProducts(shop: ShopServer): Promise<Array<{ id: string; name: string; image: string | null }>> {
  const response = await fetch(`${shop.url}/api/products?limit=100`);
  return ((await response.json()) as { data: Array<{ id: string; name: string; image: string | null }> }).data;
}

function cli(args: string[], dataDir: string, port?: string) {
  return run(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(port ? { PORT: port } : {}) },
  });
}

describe('backup and restore', () => {
  let dataDir = '';
  let shop: ShopServer | undefined;
  afterAll(async () => {
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('takes a consistent backup while a client writes, and restores a stopped shop to exactly it', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
    // The restored database keeps the admin password it had, so both starts use the same one.
    const env = { SEED_DEMO_DATA: 'false', ADMIN_PASSWORD: 'backup-test-password' };
    const signIn = async (server: ShopServer) => adminToken({ ...server, adminPassword: env.ADMIN_PASSWORD });
    shop = await startShop({ dataDir, env });
    const api: Api = { shop, token: await signIn(shop) };
    const category = await fetch(`${shop.url}/api/categories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Backed up' }),
    });
    const categoryId = ((await category.json()) as { id: string }).id;
    const before: string[] = [];
    for (let i = 0; i < 6; i += 1) before.push((await createProduct(api, categoryId, i, i % 3 !== 2)).id);
    await fetch(`${shop.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rima', email: 'rima@example.com', message: 'Kept by the backup' }),
    });

    // A client keeps creating and deleting products (with images) while the backup runs.
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      let seed = 100;
      const recent: string[] = [];
      while (writing) {
        recent.push((await createProduct(api, categoryId, (seed += 1), true)).id);
        if (recent.length > 2) await deleteProduct(api, recent.shift()!);
        writes += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const backup = await cli(['backup'], dataDir);
    writing = false;
    await writer;
    expect(writes).toBeGreaterThan(0);
    const snapshotDir = /Backup written to (.+?) in \d+ ms/.exec(backup.stdout)?.[1];
    expect(snapshotDir, backup.stdout + backup.stderr).toBeTruthy();
    await cli(['verify', snapshotDir!], dataDir);

    // What the snapshot holds, read from its own database file.
    const snapshotDb = new SQLite(path.join(snapshotDir!, 'shop.db'), { readonly: true });
    const snapshotProducts = snapshotDb.prepare('select id, name, image_id from products order by id').all() as Array<{
      id: string;
      name: string;
      image_id: string | null;
    }>;
    expect(snapshotDb.pragma('integrity_check', { simple: true })).toBe('ok');
    snapshotDb.close();
    const snapshotIds = snapshotProducts.map((p) => p.id);
    for (const id of before) expect(snapshotIds).toContain(id);
    const snapshotFiles = (await readdir(path.join(snapshotDir!, 'uploads'))).sort();
    for (const product of snapshotProducts) {
      if (product.image_id) expect(snapshotFiles.some((name) => name.startsWith(`${product.image_id}-`))).toBe(true);
    }

    // Restore refuses while the shop runs.
    const port = new URL(shop.url).port;
    const refused = await cli(['restore', snapshotDir!], dataDir, port).then(
      () => null,
      (error: { stderr: string; code: number }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/running|stop the shop/i);

    // Change and delete data after the backup, then stop.
    await deleteProduct(api, before[0]!);
    await deleteProduct(api, before[1]!);
    const after = await createProduct(api, categoryId, 999, true);
    await shop.stop();
    shop = undefined;

    const restored = await cli(['restore', snapshotDir!], dataDir);
    expect(restored.stdout).toMatch(/Restored the backup/);

    shop = await startShop({ dataDir, env });
    const products = await allProducts(shop);
    expect(products.map((p) => p.id).sort()).toEqual(snapshotIds);
    expect(products.map((p) => p.id)).not.toContain(after.id);
    for (const product of products) {
      expect(product.name).toBe(snapshotProducts.find((p) => p.id === product.id)!.name);
      if (!product.image) continue;
      const served = await fetch(`${shop.url}${product.image}`);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(await readFile(path.join(snapshotDir!, 'uploads', path.basename(product.image))))).toBe(true);
    }
    // The start-up sweep keeps every file the snapshot's rows use and nothing else.
    expect((await readdir(path.join(dataDir, 'uploads'))).filter((n) => !n.startsWith('.')).sort()).toEqual(snapshotFiles);
    const messages = await fetch(`${shop.url}/api/contact-us`, {
      headers: { authorization: `Bearer ${await signIn(shop)}` },
    });
    expect(((await messages.json()) as { data: Array<{ message: string }> }).data.map((m) => m.message)).toContain('Kept by the backup');
  });
});
