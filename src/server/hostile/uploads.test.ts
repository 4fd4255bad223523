import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCRIPTED_SVG, blackPng } from '#test/fixtures/images.js';
import { validation } from '#contract/messages/validation.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { fixturesFor, OFFER_FIELDS, PRODUCT_FIELDS, snapshot, type Fixtures } from '../test-support/hostile.js';
import { jpegWithGps, pngImage } from '../test-support/images.js';
import { multipart, type FilePart } from '../test-support/multipart.js';

interface UploadRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: (f: Fixtures) => Promise<string>;
  fields: (f: Fixtures) => Promise<Record<string, string>>;
}

const UPLOAD_ROUTES: UploadRoute[] = [
  {
    name: 'POST /api/products',
    method: 'POST',
    url: async () => '/api/products',
    fields: async (f) => ({ ...PRODUCT_FIELDS, categoryId: await f.categoryId() }),
  },
  {
    name: 'PUT /api/products/:id',
    method: 'PUT',
    url: async (f) => `/api/products/${await f.productId()}`,
    fields: async (f) => ({ ...PRODUCT_FIELDS, categoryId: await f.categoryId() }),
  },
  { name: 'POST /api/offer', method: 'POST', url: async () => '/api/offer', fields: async () => OFFER_FIELDS },
  {
    name: 'PUT /api/offer/:id',
    method: 'PUT',
    url: async (f) => `/api/offer/${await f.offerId()}`,
    fields: async () => OFFER_FIELDS,
  },
  { name: 'POST /api/carousel', method: 'POST', url: async () => '/api/carousel', fields: async () => ({}) },
  { name: 'POST /api/images', method: 'POST', url: async () => '/api/images', fields: async () => ({}) },
];

/** A width in WebP, or the share picture in JPEG: content-id names only. */
const STORED_NAME = /^[0-9a-f]{32}-(?:\d+\.webp|share\.jpg)$/;

describe.each(engines)('hostile uploads on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });
  let fixtures: Fixtures;
  const refused: Array<[label: string, file: FilePart, status: number]> = [];

  beforeAll(async () => {
    fixtures = fixturesFor(shop.t, async () => shop.token);
    const jpeg = await jpegWithGps();
    refused.push(
      ['a text file named .jpg', { data: Buffer.from('just some text, not a picture\n'), filename: 'photo.jpg' }, 415],
      ['an SVG carrying a script', { data: SCRIPTED_SVG, filename: 'logo.svg', contentType: 'image/svg+xml' }, 415],
      ['an SVG carrying a script, named .jpg', { data: SCRIPTED_SVG, filename: 'logo.jpg' }, 415],
      [
        'an HTML page named .png',
        { data: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'a.png', contentType: 'image/png' },
        415,
      ],
      ['a truncated JPEG', { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'cut.jpg' }, 415],
      [
        'JPEG magic followed by HTML',
        { data: Buffer.concat([jpeg.subarray(0, 4), Buffer.from('<script>alert(1)</script>')]), filename: 'x.jpg' },
        415,
      ],
      [
        'a 30,000 × 30,000 PNG (decompression bomb)',
        { data: blackPng(30_000, 30_000), filename: 'bomb.png', contentType: 'image/png' },
        415,
      ],
      [
        'a GIF',
        {
          data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
            .gif()
            .toBuffer(),
          filename: 'a.gif',
          contentType: 'image/gif',
        },
        415,
      ],
      ['an empty-looking PNG header only', { data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), filename: 'h.png' }, 415],
    );
  });

  const send = async (route: UploadRoute, file: FilePart) => {
    const body = multipart(await route.fields(fixtures), file);
    return shop.t.app.inject({
      method: route.method,
      url: await route.url(fixtures),
      headers: { ...bearer(shop.token), ...body.headers },
      payload: body.payload,
    });
  };

  it.each(UPLOAD_ROUTES.map((route) => [route.name, route] as const))(
    '%s refuses every file that is not a safe JPEG, PNG or WebP, and stores nothing',
    async (_name, route) => {
      for (const [label, file, status] of refused) {
        // Fixture rows are made first, so the snapshot compares only what the upload did.
        const url = await route.url(fixtures);
        const fields = await route.fields(fixtures);
        const body = multipart(fields, file);
        const before = await snapshot(shop.t.db, shop.t.config.uploadsDir);
        const response = await shop.t.app.inject({
          method: route.method,
          url,
          headers: { ...bearer(shop.token), ...body.headers },
          payload: body.payload,
        });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        expect(response.json(), label).toEqual({ message: validation.selectImageFile });
        expect(await snapshot(shop.t.db, shop.t.config.uploadsDir), label).toEqual(before);
      }
    },
  );

  it.each(UPLOAD_ROUTES.map((route) => [route.name, route] as const))(
    '%s re-encodes PNG bytes named and typed as JPEG, and stores them under a content id whatever the file name',
    async (_name, route) => {
      for (const filename of ['photo.jpg', '../../etc/passwd.jpg', '/etc/passwd.jpg', '..\\..\\boot.ini.jpg', `${'a'.repeat(300)}.jpg`]) {
        const png = await pngImage(Math.floor(Math.random() * 1e6), 48, 36);
        const response = await send(route, { data: png, filename, contentType: 'image/jpeg' });
        expect(response.statusCode, response.body).toBeLessThan(300);
        const image = response.json().image as string;
        expect(image, filename).toMatch(/^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
        const served = await shop.t.app.inject({ method: 'GET', url: image });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      // Nothing was written where the names pointed, and the uploads folder holds only content-id files.
      const uploads = shop.t.config.uploadsDir;
      for (const target of [
        path.resolve(uploads, '../../etc/passwd.jpg'),
        path.resolve(uploads, '../etc/passwd.jpg'),
        path.resolve(shop.t.config.dataDir, 'etc/passwd.jpg'),
        path.resolve(uploads, '..', 'boot.ini.jpg'),
      ]) {
        expect(existsSync(target), target).toBe(false);
      }
      expect(readdirSync(shop.t.config.dataDir).sort()).toEqual(
        readdirSync(shop.t.config.dataDir)
          .filter((name) => name === 'uploads' || name.startsWith('shop.db'))
          .sort(),
      );
      for (const name of readdirSync(uploads)) {
        expect(name).toMatch(STORED_NAME);
        const bytes = readFileSync(path.join(uploads, name));
        if (name.endsWith('.jpg')) expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        else expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    },
  );

  it('strips EXIF (GPS) from what it stores', async () => {
    const route = UPLOAD_ROUTES[0]!;
    const response = await send(route, { data: await jpegWithGps(), filename: 'gps.jpg' });
    expect(response.statusCode).toBe(201);
    const served = await shop.t.app.inject({ method: 'GET', url: response.json().image });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe('webp');
  });
});
