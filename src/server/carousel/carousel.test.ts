import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { multipart, type FilePart } from '../test-support/multipart.js';

describe.each(engines)('carousel on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });

  const upload = (file?: FilePart, fields: Record<string, string> = {}, auth = shop.token) => {
    const body = multipart(fields, file);
    return shop.t.app.inject({
      method: 'POST',
      url: '/api/carousel',
      headers: { ...bearer(auth), ...body.headers },
      payload: body.payload,
    });
  };

  it('adds images (201) and lists them in the order added', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await upload({ data: await pngImage(10 + i), contentType: 'image/png' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ id: expect.any(String), createdAt: expect.any(String), imageWidth: 64 });
      ids.push(response.json().id);
    }
    const list = await shop.t.app.inject({ method: 'GET', url: '/api/carousel' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { id: string }) => item.id)).toEqual(ids);
  });

  it('requires an image (400), an image file (415), under 10 MB (413), no other fields', async () => {
    const none = await upload();
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: validation.selectImage, errors: { image: validation.selectImage } });
    const text = await upload({ data: Buffer.from('hello'), filename: 'a.png', contentType: 'image/png' });
    expect(text.statusCode).toBe(415);
    const big = await upload({ data: Buffer.alloc(11 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(validation.imageTooLarge);
    const extra = await upload({ data: await pngImage(20), contentType: 'image/png' }, { caption: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ caption: 'Unknown field' });
  });

  it('deletes with 204 and removes the files; 401 without a token; 404 for unknown ids', async () => {
    const created = (await upload({ data: await pngImage(30), contentType: 'image/png' })).json();
    const fileName = created.image.split('/').pop();
    expect(readdirSync(shop.t.config.uploadsDir)).toContain(fileName);
    expect((await upload({ data: await pngImage(31) }, {}, 'bad')).statusCode).toBe(401);
    expect((await shop.t.app.inject({ method: 'DELETE', url: `/api/carousel/${created.id}` })).statusCode).toBe(401);
    const deleted = await shop.t.app.inject({ method: 'DELETE', url: `/api/carousel/${created.id}`, headers: bearer(shop.token) });
    expect(deleted.statusCode).toBe(204);
    expect(readdirSync(shop.t.config.uploadsDir)).not.toContain(fileName);
    const missing = await shop.t.app.inject({ method: 'DELETE', url: `/api/carousel/${created.id}`, headers: bearer(shop.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Carousel image not found' });
  });
});
