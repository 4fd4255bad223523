import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import { bearer, useSignedInShop, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';
import { newPageKey, OrderPageTokens } from './token.js';

/** The 16 bytes of a page key read as a UUID, as an older order's token carries its id. */
const idFromKey = (key: string) =>
  Buffer.from(key, 'base64url')
    .toString('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

const ORDER_ID = '01934f7e-8a2b-7c3d-9e4f-5a6b7c8d9e0f';
/** An order placed before page keys: its link is made from its id. */
const older = (id: string) => ({ id, page_key: null });
/** The order id a token leads to, for an order without a page key. */
const idOf = async (tokens: OrderPageTokens, token: string) => (await tokens.claim(token)).id;

/** The token with its character at `at` swapped for another of the alphabet. */
const altered = (token: string, at: number) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;

describe.each(engines)("an order page's token on %s", (engine) => {
  // Its fields are set once the block starts.
  const shop = useTestApp(engine);
  const other = useTestApp(engine);

  it('is the same every time and on every instance, and leads back to its order alone', async () => {
    const token = await new OrderPageTokens(shop.t.db).pageToken(older(ORDER_ID));
    expect(token).toMatch(/^[\w-]{43}$/);
    // Another instance of the shop reads the same secret from the database.
    const elsewhere = new OrderPageTokens(shop.t.db);
    expect(await elsewhere.pageToken(older(ORDER_ID))).toBe(token);
    expect(await idOf(elsewhere, token)).toBe(ORDER_ID);
    const next = await elsewhere.pageToken(older('01934f7e-8a2b-7c3d-9e4f-5a6b7c8d9e10'));
    expect(next).not.toBe(token);
    expect(next.slice(0, 22)).not.toBe(token.slice(0, 22));
  });

  it('refuses a token altered anywhere, cut short, made longer, or made under another secret', async () => {
    const tokens = new OrderPageTokens(shop.t.db);
    const token = await tokens.pageToken(older(ORDER_ID));
    for (let at = 0; at < token.length; at += 1) expect(await idOf(tokens, altered(token, at)), `at ${at}`).toBeNull();
    for (const length of [0, 1, 22, 42]) expect(await idOf(tokens, token.slice(0, length))).toBeNull();
    expect(await idOf(tokens, `${token}A`)).toBeNull();
    expect(await idOf(tokens, `${token}.`)).toBeNull();
    expect(
      await idOf(
        tokens,
        token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      ),
    ).toBeNull();
    // The same bytes spelled otherwise: padded, or base64 rather than base64url.
    expect(await idOf(tokens, `${token}=`)).toBeNull();
    expect(await idOf(tokens, Buffer.from(token, 'base64url').toString('base64'))).toBeNull();
    expect(await idOf(tokens, 'x'.repeat(10_000))).toBeNull();
    expect(await idOf(tokens, ORDER_ID)).toBeNull();
    // The other shop's secret is its own.
    expect(await idOf(new OrderPageTokens(other.t.db), token)).toBeNull();
    expect(await new OrderPageTokens(other.t.db).pageToken(older(ORDER_ID))).not.toBe(token);
  });

  it('refuses the last character spelled with other unused bits, though it decodes to the same bytes', async () => {
    const tokens = new OrderPageTokens(shop.t.db);
    const token = await tokens.pageToken(older(ORDER_ID));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    // 43 characters carry 258 bits for 256: the last character's two lowest bits are not read.
    for (const spare of [1, 2, 3]) {
      const twin = `${token.slice(0, -1)}${alphabet[(last & ~3) | spare]}`;
      expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(token, 'base64url'));
      expect(await idOf(tokens, twin)).toBeNull();
    }
  });

  it('made from a page key, leads back to that key alone, never to an id', async () => {
    const tokens = new OrderPageTokens(shop.t.db);
    const key = newPageKey();
    const token = await tokens.pageToken({ id: ORDER_ID, page_key: key });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await tokens.claim(token)).toEqual({ key, id: null });
    expect(token).not.toBe(await tokens.pageToken(older(ORDER_ID)));
    // An id's token carrying a key's bytes is not a key's token: the MACs are over different texts.
    expect(await tokens.claim(await tokens.pageToken(older(idFromKey(key))))).toEqual({ key: null, id: idFromKey(key) });
    for (let at = 0; at < token.length; at += 1)
      expect(await tokens.claim(altered(token, at)), `at ${at}`).toEqual({ key: null, id: null });
    expect(await new OrderPageTokens(other.t.db).claim(token)).toEqual({ key: null, id: null });
  });

  it('leads back to an id that is not a UUID too', async () => {
    const tokens = new OrderPageTokens(shop.t.db);
    for (const id of ['o1', 'order-from-elsewhere-0001']) expect(await idOf(tokens, await tokens.pageToken(older(id)))).toBe(id);
  });
});

describe.each(engines)("an order's language and page token on %s", (engine) => {
  const shop = useSignedInShop(engine);

  const newProduct = async () => {
    const body = multipart({ name: 'Kohl', description: 'Soft black', price: '12', categoryId: shop.categoryId });
    const response = await shop.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(shop.token), ...body.headers },
      payload: body.payload,
    });
    return response.json().id as string;
  };
  const lines = (id: string) => [{ kind: 'product', id, colorHex: null, quantity: 1 }];
  const detail = async (id: string) =>
    (await shop.t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(shop.token) })).json();

  it('keeps the language the customer ordered in, English when none is sent, and gives the same token each time', async () => {
    const id = await newProduct();
    const arabic = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: lines(id), language: 'ar' },
    });
    expect(arabic.statusCode, arabic.body).toBe(201);
    const placed = arabic.json();
    expect(await detail(placed.id)).toMatchObject({ language: 'ar', pageToken: placed.pageToken });
    // Made from the order's page key, never its id: the link says nothing of when the order was placed.
    expect(await new OrderPageTokens(shop.t.db).claim(placed.pageToken)).toEqual({ key: expect.any(String), id: null });
    expect(Buffer.from(placed.pageToken, 'base64url').toString('hex')).not.toContain(placed.id.replaceAll('-', ''));

    const plain = (
      await shop.t.app.inject({ method: 'POST', url: '/api/orders', payload: { idempotencyKey: randomUUID(), lines: lines(id) } })
    ).json();
    expect((await detail(plain.id)).language).toBe('en');
    expect(plain.pageToken).not.toBe(placed.pageToken);
  });

  it('answers a retry in another language with the same order, in the language it was placed in', async () => {
    const id = await newProduct();
    const payload = { idempotencyKey: randomUUID(), lines: lines(id), language: 'fr' };
    const first = await shop.t.app.inject({ method: 'POST', url: '/api/orders', payload });
    const again = await shop.t.app.inject({ method: 'POST', url: '/api/orders', payload: { ...payload, language: 'en' } });
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect((await detail(first.json().id)).language).toBe('fr');
  });

  it('refuses a language the shop does not speak, storing nothing', async () => {
    const id = await newProduct();
    const response = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: lines(id), language: 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ language: validation.languageInvalid });
  });

  it('records a sale in English unless it is given a language', async () => {
    const id = await newProduct();
    const sale = (extra: Record<string, unknown>) =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/orders/sales',
        headers: bearer(shop.token),
        payload: { idempotencyKey: randomUUID(), lines: lines(id), channel: 'phone', status: 'confirmed', ...extra },
      });
    const english = await sale({});
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json()).toMatchObject({ language: 'en', pageToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await sale({ language: 'ar' })).json().language).toBe('ar');
  });
});
