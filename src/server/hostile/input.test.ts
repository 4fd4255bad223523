import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#contract/constants.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { ADMIN, bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import {
  clientErrorProblem,
  fixturesFor,
  OFFER_FIELDS,
  PRODUCT_FIELDS,
  ROUTE_RULES,
  ruleKey,
  snapshot,
  type Fixtures,
  type RouteRule,
  VALID_SETTINGS,
} from '../test-support/hostile.js';
import { pngImage } from '../test-support/images.js';
import { multipart } from '../test-support/multipart.js';

interface HostileCase {
  label: string;
  request: InjectOptions;
  /** Exact status when one is right; otherwise any 4xx. */
  status?: number;
}

const LONG = 'x'.repeat(10_000);
const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });

/** Values a form field must never accept, with what they try. */
const BAD_TEXT_VALUES: Array<[string, string]> = [
  ['10,000 characters', LONG],
  ['only spaces', '   '],
  ['a NUL character', 'a\u0000b'],
];
const BAD_PRICES: Array<[string, string]> = [
  ['text', 'abc'],
  ['negative', '-5'],
  ['zero', '0'],
  ['huge', '1e400'],
  ['above the maximum', '99999999999'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['too many decimals', '1.999'],
  ['a comma', '1,5'],
  ['hex', '0x10'],
  ['10,000 digits', '9'.repeat(10_000)],
  ['a NUL character', '1\u00002'],
];
const BAD_JSON_FIELD_VALUES: Array<[string, string]> = [
  ['a number', '123'],
  ['a negative number', '-1'],
  ['a huge number', '1e400'],
  ['true', 'true'],
  ['null', 'null'],
  ['an object', '{}'],
  ['a list', '[]'],
  ['10,000 characters', JSON.stringify(LONG)],
  ['a NUL character', '"a\\u0000b"'],
  ['a lone surrogate half', '"a\\ud800b"'],
];

/** Valid JSON bodies per route, whose fields the cases below break one at a time. */
const JSON_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/login': { username: ADMIN.username, password: ADMIN.password },
  'PUT /api/auth/update-password': {
    username: ADMIN.username,
    oldPassword: ADMIN.password,
    newPassword: ADMIN.password,
    confirmPassword: ADMIN.password,
  },
  'PUT /api/auth/language': { language: 'fr' },
  'POST /api/categories': { name: 'Brushes' },
  'PUT /api/categories/:id': { name: 'Brushes' },
  'POST /api/contact-us': { name: 'Rima', email: 'rima@example.com', message: 'Hello' },
  'POST /api/cart/quote': { lines: [{ kind: 'product', id: 'some-product', colorHex: null, quantity: 1 }], code: 'LAYAL15' },
  'POST /api/orders': {
    idempotencyKey: '0190aaaa-0000-7000-8000-000000000001',
    lines: [{ kind: 'product', id: 'some-product', colorHex: null, quantity: 1 }],
    deliveryOption: 'pickup',
    code: 'LAYAL15',
  },
  'POST /api/orders/sales': {
    idempotencyKey: '0190aaaa-0000-7000-8000-000000000002',
    lines: [{ kind: 'product', id: 'some-product', colorHex: null, quantity: 1 }],
    channel: 'shop',
    status: 'confirmed',
    deliveryOption: 'pickup',
    code: 'LAYAL15',
  },
  'POST /api/orders/sales/code': {
    lines: [{ kind: 'product', id: 'some-product', colorHex: null, quantity: 1 }],
    code: 'LAYAL15',
    phone: '03 123 456',
  },
  'PATCH /api/orders/:id/status': { status: 'confirmed' },
  'POST /api/orders/:id/customer-message': { status: 'confirmed' },
  'POST /api/accounts': { name: 'Nour', username: 'nour', role: 'staff' },
  'POST /api/discount-codes': { code: 'HOSTILE', kind: 'percent', percent: 10 },
  'PUT /api/discount-codes/:id': { code: 'HOSTILE', kind: 'percent', percent: 10 },
  'PUT /api/accounts/:id': { name: 'Nour', role: 'staff', active: true },
  'PUT /api/feed': { brand: 'Layal', categories: {} },
  'PUT /api/settings': {
    ...VALID_SETTINGS,
    delivery: { zones: [{ name: 'Beirut', fee: 3, freeOver: 50, estimate: null }], pickup: true },
  },
};

/** Fields a body may leave out: without them it is still valid, so only their broken values are cases. */
const OPTIONAL_FIELDS: Record<string, string[]> = {
  'POST /api/cart/quote': ['code'],
  'POST /api/orders': ['deliveryOption', 'code'],
  'POST /api/orders/sales': ['deliveryOption', 'code'],
  'POST /api/orders/sales/code': ['phone'],
  'PUT /api/settings': ['delivery'],
};

/** Fields where null is a valid value (no pound rate: dollars only; no phone for a sale's code). */
const NULLABLE_FIELDS: Record<string, string[]> = {
  'PUT /api/settings': ['poundRate'],
  'PUT /api/feed': ['brand'],
  'POST /api/orders/sales/code': ['phone'],
};

/** Map fields, where an empty object is a valid value (no category mapped). */
const MAP_FIELDS: Record<string, string[]> = { 'PUT /api/feed': ['categories'] };

/** Yes/no fields, where true is a valid value (an account switched on). */
const BOOLEAN_FIELDS: Record<string, string[]> = { 'PUT /api/accounts/:id': ['active'] };

function jsonText(body: Record<string, unknown>, field: string, rawValue: string): string {
  const parts = Object.entries(body).map(([key, value]) => `${JSON.stringify(key)}:${key === field ? rawValue : JSON.stringify(value)}`);
  return `{${parts.join(',')}}`;
}

async function casesFor(rule: RouteRule, url: string, fixtures: Fixtures, ids: Record<string, string>): Promise<HostileCase[]> {
  const { method } = rule;
  const writes = !['GET', 'HEAD'].includes(method);
  const cases: HostileCase[] = [];
  const add = (label: string, request: Omit<InjectOptions, 'method' | 'url'> & { url?: string }, status?: number) =>
    cases.push({ label, request: { method: method as InjectOptions['method'], url, ...request }, status });

  if (writes) {
    add('malformed JSON', json('{"name": "x",'), 400);
    add('a JSON body over the limit', json(JSON.stringify({ name: 'x'.repeat(200 * 1024) })), 413);
    add('an unsupported content type', { headers: { 'content-type': 'application/xml' }, payload: '<name>x</name>' }, 415);
    add('a __proto__ key', json('{"__proto__": {"admin": true}, "name": "x"}'), 400);
  }
  if (rule.body !== 'none') add('JSON nested 10,000 deep', json('['.repeat(10_000) + ']'.repeat(10_000)));

  if (rule.url.includes(':id')) {
    const withId = (id: string) => rule.url.replace(':id', id);
    for (const [label, id] of [
      ['an id of 10,000 characters', LONG],
      ['an id of 65 characters', 'a'.repeat(65)],
      ['an unknown id', '0190aaaa-0000-7000-8000-000000000000'],
      ['a percent-encoded NUL id', '%00'],
      ['a malformed percent escape', '%E0%A4%A'],
      ['a path-traversal id', '..%2F..%2Fetc%2Fpasswd'],
      ['a blank id', '%20'],
      ['an SQL-looking id', "1'%20OR%20'1'%3D'1"],
    ] as const) {
      if (rule.body === 'json')
        add(label, {
          url: withId(id),
          payload: JSON.parse(JSON_BODIES[ruleKey(rule)] ? JSON.stringify(JSON_BODIES[ruleKey(rule)]) : '{}'),
        });
      else if (rule.body === 'multipart') {
        const body = multipart(
          rule.url.startsWith('/api/products') ? { ...PRODUCT_FIELDS, categoryId: await fixtures.categoryId() } : OFFER_FIELDS,
        );
        add(label, { url: withId(id), ...body });
      } else add(label, { url: withId(id) });
    }
  }

  if (rule.list) {
    const query = (q: string) => `${url}?${q}`;
    for (const q of [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=1e400',
      'page=99999999999999999999',
      'limit=100000',
      'limit=0',
      'limit=-5',
      'limit=1e3',
      'page=1&page=2',
      'hostile=1',
      '__proto__=1',
      'page=1%00',
      ...(rule.list.search ? [`search=${LONG}`, 'search=a&search=b', 'search=a%00b'] : []),
      ...(rule.list.categoryId ? [`categoryId=${LONG}`, 'categoryId=a%00'] : []),
    ]) {
      add(q.length > 60 ? `${q.slice(0, 40)}…` : q, { url: query(q) }, 400);
    }
  }

  const key = ruleKey(rule);
  const body = JSON_BODIES[key];
  if (rule.body === 'json' && body) {
    for (const whole of ['null', '"text"', '42', '[]', '[{}]', '{}', '']) add(`the body ${whole || '(empty)'}`, json(whole), 400);
    add('an unknown field', { payload: { ...body, isAdmin: true } }, 400);
    for (const field of Object.keys(body)) {
      for (const [label, raw] of BAD_JSON_FIELD_VALUES) {
        if (raw === 'null' && NULLABLE_FIELDS[key]?.includes(field)) continue;
        if (raw === 'true' && BOOLEAN_FIELDS[key]?.includes(field)) continue;
        if (raw === '{}' && MAP_FIELDS[key]?.includes(field)) continue;
        // The password fields take any text up to 200 characters; 10,000 is still too long.
        add(`${field} as ${label}`, json(jsonText(body, field, raw)), 400);
      }
      if (OPTIONAL_FIELDS[key]?.includes(field)) continue;
      add(`without ${field}`, { payload: Object.fromEntries(Object.entries(body).filter(([k]) => k !== field)) }, 400);
    }
  }

  if (rule.body === 'multipart') {
    const base: Record<string, string> = rule.url.startsWith('/api/products')
      ? { ...PRODUCT_FIELDS, categoryId: await fixtures.categoryId() }
      : rule.url.startsWith('/api/offer')
        ? OFFER_FIELDS
        : {};
    const form = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => multipart(fields, file);
    const png = await pngImage(7, 40, 30);
    const withImage = { data: png, filename: 'p.png', contentType: 'image/png' };

    add('an unknown field', form({ ...base, isAdmin: 'true' }, withImage), 400);
    add('a JSON body instead of a form', { payload: base }, 415);
    add('a form without a boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: 'name=x' });
    add('a form with garbage between boundaries', {
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\ngarbage\r\n\r\n--zz--\r\n',
    });
    const whole = form(base, withImage);
    add('a form cut short', { headers: whole.headers, payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)) });
    add('the file under another field name', form(base, { ...withImage, field: 'photo' }), 400);
    add('the image sent as text', form({ ...base, image: 'data:image/png;base64,AAAA' }), 415);
    add('an 11 MB file', form(base, { ...withImage, data: Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]) }), 413);
    add('25 fields', form({ ...base, ...Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'x'])) }), 413);
    add('a 100 KB field', form({ ...base, name: 'n'.repeat(100 * 1024) }));
    {
      const two = form(base, withImage);
      const boundary = two.headers['content-type']!.split('boundary=')[1]!;
      const extra = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from('\r\n'),
      ]);
      add('two image files', { headers: two.headers, payload: Buffer.concat([extra, two.payload]) }, 400);
    }
    for (const field of Object.keys(base)) {
      if (field === 'soldOut') {
        add('soldOut as "maybe"', form({ ...base, soldOut: 'maybe' }), 400);
        continue;
      }
      const values = field === 'price' || field === 'offerPrice' ? BAD_PRICES : BAD_TEXT_VALUES;
      for (const [label, value] of values) add(`${field} as ${label}`, form({ ...base, [field]: value }), 400);
      if (field !== 'offerPrice') add(`without ${field}`, form(Object.fromEntries(Object.entries(base).filter(([k]) => k !== field))), 400);
    }
    if ('price' in base) add('an offer price above the price', form({ ...base, offerPrice: '999' }), 400);
    if ('categoryId' in base) add('an unknown category', form({ ...base, categoryId: 'no-such-category' }), 400);
    if (rule.url.startsWith('/api/products')) {
      for (const [label, colors] of [
        ['not JSON', 'red'],
        ['a JSON object', '{"name":"Red","hexCode":"#FF0000"}'],
        ['a list of numbers', '[1,2,3]'],
        ['a colour with a number for a name', '[{"name":1,"hexCode":"#FF0000"}]'],
        ['a colour with a bad hex code', '[{"name":"Red","hexCode":"red"}]'],
        ['duplicate colour names', '[{"name":"Red","hexCode":"#FF0000"},{"name":"red","hexCode":"#EE0000"}]'],
        ['51 colours', JSON.stringify(Array.from({ length: 51 }, (_, i) => ({ name: `c${i}`, hexCode: '#000000' })))],
        ['a 10,000-character name', JSON.stringify([{ name: LONG, hexCode: '#000000' }])],
        ['a name with a NUL character', '[{"name":"a\\u0000b","hexCode":"#000000"}]'],
        ['a name with a lone surrogate half', '[{"name":"a\\udc00b","hexCode":"#000000"}]'],
      ] as const) {
        add(`colors as ${label}`, form({ ...base, colors }), 400);
      }
    }
    if (rule.url.startsWith('/api/products') || rule.url.startsWith('/api/offer')) {
      const photo = ids.photo!;
      for (const [label, photos, status] of [
        ['not JSON', 'photo-1', 400],
        ['a JSON object', `{"id":"${photo}"}`, 400],
        ['a list of numbers', '[1,2,3]', 400],
        ['a list with an empty id', '[""]', 400],
        ['a 65-character id', JSON.stringify(['a'.repeat(65)]), 400],
        ['a 10,000-character id', JSON.stringify([LONG]), 400],
        ['an id with a NUL character', '["a\\u0000b"]', 400],
        ['an id with a lone surrogate half', '["a\\ud800b"]', 400],
        [`${LIMITS.photosMax + 1} ids`, JSON.stringify(Array.from({ length: LIMITS.photosMax + 1 }, (_, i) => `${photo}-${i}`)), 400],
        ['the same id twice', JSON.stringify([photo, photo]), 400],
        ['an id no upload has', '["0190aaaa-0000-7000-8000-000000000000"]', 400],
        ['a path-traversal id', '["../../etc/passwd"]', 400],
      ] as const) {
        add(`photos as ${label}`, form({ ...base, photos }), status);
      }
      if (rule.url.startsWith('/api/products')) {
        add(
          'a colour showing a photo the product does not have',
          form({ ...base, photos: '[]', colors: JSON.stringify([{ name: 'Red', hexCode: '#FF0000', photo }]) }),
          400,
        );
      }
    }
    if (rule.url === '/api/carousel' || rule.url === '/api/images') add('no image at all', form({}), 400);
  }

  if (rule.url === '/uploads/*') {
    for (const path of [
      '/uploads/../../etc/passwd',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/shop.db',
      '/uploads/../shop.db',
      '/uploads/shop.db',
      '/uploads/.tmp-0000-a-320.webp',
      `/uploads/${LONG}`,
      '/uploads/%00.webp',
    ]) {
      cases.push({ label: path.slice(0, 50), request: { method: method as InjectOptions['method'], url: path } });
    }
  }
  return cases;
}

describe.each(engines)('hostile input on every route, on %s', (engine) => {
  // An allowance of one per client: a refused request that was counted would leave none for the
  // rule's own request (each route's cases come from an address of their own).
  const shop = useTestApp(
    engine,
    { rateLimits: { contactMax: 1, ordersMax: 1, quotesMax: 1, loginMaxFailuresPerIp: 1 } },
    { signIn: true, storefront: true },
  );
  let fixtures: Fixtures;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    fixtures = fixturesFor(shop.t, async () => shop.token);
    ids.category = await fixtures.categoryId();
    ids.product = await fixtures.productId();
    ids.offer = await fixtures.offerId();
    ids.carousel = await fixtures.carouselId();
    ids.message = await fixtures.messageId();
    ids.order = await fixtures.orderId();
    ids.photo = await fixtures.photoId();
    const { accountId, sessionId } = await fixtures.accountSession();
    ids.account = accountId;
    ids.discountCode = await fixtures.discountCodeId();
    ids.session = sessionId;
  });

  const concreteUrl = (rule: RouteRule) =>
    rule.url
      .replace('/api/categories/:id', `/api/categories/${ids.category}`)
      .replace('/api/products/:id', `/api/products/${ids.product}`)
      .replace('/api/offer/:id', `/api/offer/${ids.offer}`)
      .replace('/api/carousel/:id', `/api/carousel/${ids.carousel}`)
      .replace('/api/contact-us/:id', `/api/contact-us/${ids.message}`)
      .replace('/api/orders/:id', `/api/orders/${ids.order}`)
      .replace('/api/accounts/:id', `/api/accounts/${ids.account}`)
      .replace('/api/discount-codes/:id', `/api/discount-codes/${ids.discountCode}`)
      .replace(':sessionId', ids.session!)
      .replace('/*', '/anything');

  const rules = ROUTE_RULES.filter((rule) => !rule.optional);

  it.each(rules.map((rule, index) => [ruleKey(rule), rule, index] as const))(
    '%s refuses malformed input with a 4xx and a message, stores nothing and counts none of it against the client',
    async (_key, rule, index) => {
      // A fresh session per route, so one that a case wrongly ended does not hide the next route's responses.
      shop.token = await shop.t.login();
      const remoteAddress = `2001:db8:${index.toString(16)}::1`;
      const cases = await casesFor(rule, concreteUrl(rule), fixtures, ids);
      const problems: string[] = [];
      for (const hostile of cases) {
        const before = await snapshot(shop.t.db, shop.t.config.uploadsDir);
        const headers = { ...hostile.request.headers, ...(rule.auth ? bearer(shop.token) : {}) };
        const response = await shop.t.app.inject({ ...hostile.request, headers, remoteAddress });
        const after = await snapshot(shop.t.db, shop.t.config.uploadsDir);
        const where = `${hostile.label} → ${response.statusCode}`;
        if (rule.url === '/uploads/*') {
          // A path that normalises out of /uploads is just another unknown path: redirected to the home
          // page, never a file.
          const home = response.statusCode === 302 && response.headers.location === '/';
          if (!home && response.statusCode !== 404 && response.statusCode !== 400) {
            problems.push(`${where}: ${response.body.slice(0, 80)}`);
          }
          if (/SQLite format|root:/.test(response.body)) problems.push(`${where}: served a file from outside the uploads`);
        } else if (rule.page) {
          // An unknown or malformed id is a page that says so (404), still the app's HTML; nothing it sent is echoed as markup.
          const html = /^text\/html|^application\/xml|^text\/plain/.test(String(response.headers['content-type']));
          // What the router itself refuses (over-long or badly escaped URLs) stays the API's 4xx.
          const refused =
            response.statusCode >= 400 && response.statusCode < 500 && (rule.method === 'HEAD' || !clientErrorProblem(response));
          if (!refused && (!html || (response.statusCode !== 200 && response.statusCode !== 404))) problems.push(`${where}: not a page`);
          if (/<script>alert|<img src|onerror=/i.test(response.body)) problems.push(`${where}: echoed markup`);
        } else if (rule.method === 'HEAD') {
          if (response.statusCode >= 500 || response.statusCode < 400) problems.push(`${where}: not a 4xx`);
        } else {
          const problem = clientErrorProblem(response);
          if (problem) problems.push(`${where}: ${problem}`);
          else if (hostile.status !== undefined && response.statusCode !== hostile.status) {
            problems.push(`${where}: expected ${hostile.status} (${response.json().message})`);
          }
        }
        if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${hostile.label}: the database or the uploads changed`);
      }
      if (rule.allowance) {
        const counted = { ...(await rule.allowance(fixtures)), remoteAddress };
        const first = await shop.t.app.inject(counted);
        if (first.statusCode === 429 || first.statusCode >= 500)
          problems.push(`refused input spent the allowance: ${first.statusCode} ${first.body.slice(0, 80)}`);
        const past = await shop.t.app.inject(counted);
        if (past.statusCode !== 429) problems.push(`one past the allowance → ${past.statusCode}, not 429`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('refuses keys a colour does not have, like any unknown field, and stores nothing', async () => {
    const before = await shop.t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const body = multipart({
      ...PRODUCT_FIELDS,
      categoryId: ids.category!,
      colors: '[{"name":"Red","hexCode":"#FF0000","onload":"alert(1)"}]',
    });
    const response = await shop.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(shop.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('colors');
    const after = await shop.t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('names the field and the rule in validation responses', async () => {
    const response = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(shop.token),
      payload: { name: 'x'.repeat(10_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: validation.tooLong(100), errors: { name: validation.tooLong(100) } });
    const json = await shop.t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...bearer(shop.token), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(json.json()).toEqual({ message: apiMessages.invalidJson });
    const longId = await shop.t.app.inject({ method: 'GET', url: `/api/products/${LONG}` });
    expect([longId.statusCode, longId.json()]).toEqual([414, { message: apiMessages.addressTooLong }]);
    const badEscape = await shop.t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect([badEscape.statusCode, badEscape.json()]).toEqual([400, { message: apiMessages.invalidRequest }]);
  });
});
