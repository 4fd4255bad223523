import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '#contract/messages/validation.js';
import { bearer, createCategory, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';
import { refuseUnstorableTextInRequest } from './validation.js';

const LONE_HALF = 'Lip\ud800stick';
const refused = (field: string) => ({ message: apiMessages.invalidCharacters, errors: { [field]: apiMessages.invalidCharacters } });

/** A multipart offer form whose `name` part is sent as UTF-16LE text, which the form reader decodes as sent. */
function offerFormWithUtf16Name(name: string, token: string) {
  const boundary = '----shopUtf16';
  const part = (headers: string, body: Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), body, Buffer.from('\r\n')]);
  const payload = Buffer.concat([
    part('Content-Disposition: form-data; name="name"\r\nContent-Type: text/plain; charset=utf-16le', Buffer.from(name, 'utf16le')),
    part('Content-Disposition: form-data; name="description"', Buffer.from('Two for one')),
    part('Content-Disposition: form-data; name="price"', Buffer.from('20')),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(engines)('lone surrogate halves on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });

  it('are refused in JSON bodies, so two such names cannot both be stored as U+FFFD', async () => {
    for (const name of ['\ud800', '\udfff']) {
      const response = await shop.t.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(shop.token), payload: { name } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused('name'));
    }
    const contact = await shop.t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'Rima', email: 'rima@example.com', message: LONE_HALF },
    });
    expect(contact.json()).toEqual(refused('message'));
    expect(await shop.t.db.selectFrom('categories').select('name').execute()).toEqual([]);
    expect(await shop.t.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it('are refused in multipart fields, plain and JSON text alike', async () => {
    const post = (url: string, form: { payload: Buffer; headers: Record<string, string> }) =>
      shop.t.app.inject({ method: 'POST', url, ...form });
    const plain = await post('/api/offer', offerFormWithUtf16Name(LONE_HALF, shop.token));
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual(refused('name'));
    // A whole pair is a real character (an emoji) and passes.
    const emoji = await post('/api/offer', offerFormWithUtf16Name('Duo 💄', shop.token));
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().name).toBe('Duo 💄');

    const categoryId = await createCategory(shop.t, shop.token);
    const colors = '[{"name":"Ro\\ud800se","hexCode":"#AA0000"}]';
    const form = multipart({ name: 'Kohl', description: 'Soft black', price: '12.5', categoryId, colors });
    const product = await post('/api/products', { payload: form.payload, headers: { ...form.headers, ...bearer(shop.token) } });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual(refused('colors'));
  });

  it('are refused in query strings and path parameters', async () => {
    const request = (query: object, params: object = {}) => ({ query, params, body: undefined }) as unknown as FastifyRequest;
    await expect(refuseUnstorableTextInRequest(request({ search: LONE_HALF }))).rejects.toMatchObject({
      statusCode: 400,
      errors: { search: apiMessages.invalidCharacters },
    });
    await expect(refuseUnstorableTextInRequest(request({}, { id: '\udc00' }))).rejects.toMatchObject({ statusCode: 400 });
    // Sent over HTTP, a half's escaped bytes are not decoded into one: they are searched for as typed.
    const search = await shop.t.app.inject({ method: 'GET', url: '/api/products?search=%ED%A0%80' });
    expect(search.statusCode).toBe(200);
  });
});
