import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactText } from '#contract/messages/storefront/contact.js';
import { sourceRenderer } from '#test/storefront-renderer.js';
import { bearer, createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';

const TEMPLATE = `<!doctype html><html lang="en" dir="ltr"><head><!--page-head--><title>Shop</title><!--/page-head--><!--shop-config--></head>
<body><div id="root"><!--page-body--></div><!--page-data--><script type="module" src="/assets/app.js"></script></body></html>`;

describe.each(engines)('the contact form sent by the browser itself, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let webRoot: string;
  const CONTACT_MAX = 100;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    t = await createTestApp(engine, { webRoot, allowedHosts: ['shop.example'], rateLimits: { contactMax: CONTACT_MAX } }, false, {
      renderer: await sourceRenderer(),
    });
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const messages = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/contact-us?limit=100', headers: bearer(token) })).json<{
      data: { name: string; message: string }[];
    }>().data;

  it('keeps the message and sends the browser back to the page, in its language, saying so', async () => {
    const english = await post('/contact-us', { name: 'Form visitor', email: 'form@example.com', message: 'Rose Nude in stock? شكراً' });
    expect(english.statusCode).toBe(303);
    expect(english.headers.location).toBe('/contact-us?form=sent');
    const arabic = await post('/ar/contact-us?form=sent', { name: 'زائرة', email: 'zaira@example.com', message: 'هل يتوفر؟' });
    expect(arabic.headers.location).toBe('/ar/contact-us?form=sent');
    expect((await messages()).map(({ name, message }) => `${name}: ${message}`)).toEqual(
      expect.arrayContaining(['Form visitor: Rose Nude in stock? شكراً', 'زائرة: هل يتوفر؟']),
    );

    const page = await t.app.inject({ method: 'GET', url: english.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`role="status"`);
    expect(page.body).toContain(contactText.sent);
    // The form itself is sent by the browser until React hydrates the page.
    expect(page.body).toMatch(/<form [^>]*method="post"/);
  });

  it('keeps nothing it would refuse through the API, and says the message was not sent', async () => {
    const before = (await messages()).length;
    for (const fields of <Record<string, string>[]>[
      { name: ' ', email: 'a@example.com', message: 'Hello' },
      { name: 'Rima', email: 'not-an-email', message: 'Hello' },
      { name: 'Rima', email: 'a@example.com', message: 'x'.repeat(5001) },
      { name: 'Rima', email: 'a@example.com', message: 'Hello', phone: '123' },
    ]) {
      const response = await post('/fr/contact-us', fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/fr/contact-us?form=failed');
    }
    expect((await messages()).length).toBe(before);
    const page = await t.app.inject({ method: 'GET', url: '/contact-us?form=failed' });
    expect(page.body).toContain(`role="alert"`);
    expect(page.body).toContain(contactText.failed);
  });

  it('refuses a form another site sends on a visitor’s behalf (403), and anything but a form (415)', async () => {
    const before = (await messages()).length;
    const fields = { name: 'Spam', email: 'spam@example.com', message: 'Buy now' };
    expect((await post('/contact-us', fields, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const fromOrigin = await t.app.inject({
      method: 'POST',
      url: '/contact-us',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', host: 'shop.example' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(fromOrigin.statusCode).toBe(403);
    // Only a form: the JSON the API takes is refused here (415).
    const json = await t.app.inject({ method: 'POST', url: '/contact-us', headers: { 'sec-fetch-site': 'same-origin' }, payload: fields });
    expect(json.statusCode).toBe(415);
    expect((await messages()).length).toBe(before);
  });
});

describe('the contact form and the contact API', () => {
  it('count one allowance per visitor between them', async () => {
    const t = await createTestApp('sqlite', { rateLimits: { contactMax: 3 } });
    try {
      const fields = { name: 'Rima', email: 'rima@example.com', message: 'Hello' };
      const form = () =>
        t.app.inject({
          method: 'POST',
          url: '/contact-us',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const api = () => t.app.inject({ method: 'POST', url: '/api/contact-us', payload: fields });
      expect((await api()).statusCode).toBe(201);
      expect((await form()).statusCode).toBe(303);
      expect((await api()).statusCode).toBe(201);
      expect((await form()).statusCode).toBe(429);
      expect((await api()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
