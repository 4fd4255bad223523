import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_SCRIPT_HASH } from '../home-screen/service-worker.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { uploadCarouselImage } from '../test-support/uploads.js';

// The web app's files go out compressed: assets from the .br/.gz the build writes, index.html
// compressed once per start, and API responses compressed on the fly.
describe('compression', () => {
  let test: TestApp;
  let webRoot: string;
  const script = `console.log(${JSON.stringify('shop '.repeat(500))});`;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><title>${'x'.repeat(2000)}</title><!--shop-config-->`);
    writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), script);
    writeFileSync(path.join(webRoot, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webRoot, 'assets', 'app-1.js.gz'), gzipSync(script));
    mkdirSync(path.join(webRoot, '.vite'));
    writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{"build-only":true}');
    test = await createTestApp('sqlite', { webRoot });
    const token = await test.login();
    for (let i = 0; i < 12; i += 1) {
      await test.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: `Category number ${i} with a long enough name` },
      });
    }
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends the precompressed asset the browser accepts', async () => {
    const br = await test.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await test.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await test.app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("never sends the build's own dot-folders (the Vite manifest)", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/../.vite/manifest.json', '/%2Evite/manifest.json']) {
      const response = await test.app.inject({ url });
      expect(response.body).not.toContain('build-only');
    }
  });

  it('compresses index.html for every page and says it varies by encoding', async () => {
    for (const url of ['/', '/offer']) {
      const response = await test.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="shop-config"');
    }
  });

  it('compresses JSON responses above 1 KB', async () => {
    const response = await test.app.inject({ url: '/api/categories/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveLength(12);
    const small = await test.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

// One route serves the images from whichever storage holds them, with the same response.
describe.each(engines.flatMap((engine) => (['files', 'database'] as const).map((images) => [engine, images] as const)))(
  '/uploads on %s with images in %s',
  (engine, imageStorage) => {
    let test: TestApp;
    let image: string;

    beforeAll(async () => {
      test = await createTestApp(engine, { imageStorage });
      image = (await uploadCarouselImage(test, 5, { width: 1400, height: 1000 })).image;
    });
    afterAll(() => test.close());

    it('sends the stored bytes as immutable WebP with a strong ETag, and 304 to a matching If-None-Match', async () => {
      const key = image.slice('/uploads/'.length);
      const stored = await test.app.storage.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
      const response = await test.app.inject({ method: 'GET', url: image, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        etag: `"${key}"`,
        'content-length': String(stored!.size),
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
      const head = await test.app.inject({ method: 'HEAD', url: image });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(stored!.size));

      const again = await test.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': `"${key}"` } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('responds 404 with the API message for a key it does not hold', async () => {
      const missing = image.replace(/-(\d+)\.webp$/, '-7.webp');
      for (const headers of [{}, { 'if-none-match': `"${missing.slice('/uploads/'.length)}"` }]) {
        const response = await test.app.inject({ method: 'GET', url: missing, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Page not found' });
      }
    });

    it('sends the share picture as a JPEG, and makes it on the first request for an image stored before it existed', async () => {
      const id = /\/uploads\/([0-9a-f]+)-/.exec(image)![1]!;
      const share = `/uploads/${id}-share.jpg`;
      const first = await test.app.inject({ url: share });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/jpeg');
      expect(first.rawPayload.length).toBeLessThanOrEqual(300 * 1024);

      // As for an image uploaded before share pictures: only its widths are stored.
      await test.app.storage.delete(`${id}-share.jpg`);
      expect(await test.app.storage.exists(`${id}-share.jpg`)).toBe(false);
      const made = await test.app.inject({ url: share });
      expect(made.statusCode).toBe(200);
      expect(made.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(made.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      expect(await test.app.storage.exists(`${id}-share.jpg`)).toBe(true);

      // No image, no picture: nothing is made for an id no row names.
      const unknown = await test.app.inject({ url: `/uploads/${'0'.repeat(32)}-share.jpg` });
      expect(unknown.statusCode).toBe(404);
      expect(await test.app.storage.exists(`${'0'.repeat(32)}-share.jpg`)).toBe(false);
    });
  },
);

// The page runs no script written in it: the policy allows the shop's own files only.
describe("the page's script policy", () => {
  let test: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><head><meta charset="UTF-8" /><!--shop-config--></head><body><script type="module" src="/assets/a.js"></script></body>`,
    );
    test = await createTestApp('sqlite', { webRoot });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("allows only the shop's own script files and the service worker's registration, on every page the template makes", async () => {
    for (const url of ['/', '/about', '/admin/login']) {
      const page = await test.app.inject({ url });
      const scripts = /(?:^|;)script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))![1];
      expect(scripts, url).toBe(`'self' ${REGISTER_SCRIPT_HASH}`);
    }
  });
});
