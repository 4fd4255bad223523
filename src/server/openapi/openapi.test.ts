import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../test-support/app.js';
import { loadConfig } from '../config.js';
import { apiTypes, SCHEMA_FILE } from '../test-support/api-types.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: unknown }>;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
  contentMediaType?: string;
  enum?: unknown[];
  readOnly?: boolean;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, url, operation })),
  );

/** Admin operations: the routes declared with `config: { auth }`. */
const ADMIN_OPERATIONS = [
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'PUT /api/auth/update-password',
  'PUT /api/auth/language',
  'POST /api/categories',
  'PUT /api/categories/{id}',
  'DELETE /api/categories/{id}',
  'POST /api/products',
  'PUT /api/products/{id}',
  'DELETE /api/products/{id}',
  'POST /api/offer',
  'PUT /api/offer/{id}',
  'DELETE /api/offer/{id}',
  'GET /api/discount-codes',
  'POST /api/discount-codes',
  'PUT /api/discount-codes/{id}',
  'DELETE /api/discount-codes/{id}',
  'POST /api/carousel',
  'DELETE /api/carousel/{id}',
  'POST /api/images',
  'GET /api/contact-us',
  'DELETE /api/contact-us/{id}',
  'GET /api/orders',
  'GET /api/orders/summary',
  'GET /api/orders/dashboard',
  'GET /api/orders/{id}',
  'POST /api/orders/sales',
  'POST /api/orders/sales/code',
  'PATCH /api/orders/{id}/status',
  'POST /api/orders/{id}/customer-message',
  'POST /api/orders/{id}/page-link',
  'PUT /api/settings',
  'GET /api/feed',
  'PUT /api/feed',
  'GET /api/stock',
  'GET /api/stock.csv',
  'PUT /api/stock',
  'GET /api/stock/{id}/history',
  'GET /api/products/{id}/stock',
  'GET /api/offer/{id}/stock',
  'GET /api/accounts',
  'POST /api/accounts',
  'PUT /api/accounts/{id}',
  'POST /api/accounts/{id}/password',
  'GET /api/accounts/{id}/sessions',
  'DELETE /api/accounts/{id}/sessions/{sessionId}',
  'GET /api/activity',
];

/** The public GETs served from the catalogue cache (ETag, 304 on a matching If-None-Match). */
const CACHED_GETS = [
  '/api/products',
  '/api/products/{id}',
  '/api/offer',
  '/api/offer/{id}',
  '/api/categories',
  '/api/categories/categories',
  '/api/carousel',
  '/api/settings',
];

describe('the OpenAPI document', () => {
  // The real rate limits: the operations' summaries quote them.
  const shop = useTestApp('sqlite', { rateLimits: loadConfig({}).rateLimits });
  let document: Document;

  beforeAll(async () => {
    document = (await shop.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });

  it('gives every operation a unique camelCase operationId and every response a description', () => {
    const all = operations(document);
    expect(all).toHaveLength(61);
    const ids = all.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of all) {
      for (const [code, response] of Object.entries(operation.responses)) {
        expect(response.description, `${key} ${code}`).not.toBe('Default Response');
        expect(response.description.length, `${key} ${code}`).toBeGreaterThan(3);
      }
    }
  });

  it('requires the bearer token exactly on admin operations and says so on the others', () => {
    for (const { key, operation } of operations(document)) {
      expect(operation.security, key).toEqual(ADMIN_OPERATIONS.includes(key) ? [{ bearer: [] }] : []);
    }
  });

  it('names the shared schemas and refers to them', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Product',
        'ProductList',
        'Offer',
        'Photo',
        'Category',
        'CarouselImage',
        'ContactMessage',
        'Pagination',
        'Error',
        'Session',
        'CartQuote',
        'Order',
        'OrderDetail',
        'OrderList',
        'OrderDashboard',
      ]),
    );
    const json = JSON.stringify(document);
    expect(document.paths['/api/products/{id}']!.get!.responses['200']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Product' } },
    });
    expect(json).not.toContain('multipleOf');
    expect(json).not.toMatch(/"\$(id|schema)"/);
    expect(json.match(/"\$ref":"#\/components\/schemas\/Error"/g)!.length).toBeGreaterThan(40);
  });

  it('describes money so that a standard JSON Schema validator accepts every price the server sends', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const price = ajv.compile(document.components.schemas.Product!.properties!.price!);
    const refused: string[] = [];
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      if (!price(cents / 100)) refused.push((cents / 100).toFixed(2));
    }
    for (const dollars of [99_999.99, 999_999.99]) if (!price(dollars)) refused.push(String(dollars));
    expect(refused).toEqual([]);
    expect(price(-1)).toBe(false);
  });

  it("marks a colour's stock figures read-only: returned, and ignored when a client sends the colours back", () => {
    const color = document.components.schemas.Color!.properties!;
    const readOnly = Object.keys(color).filter((key) => color[key]!.readOnly === true);
    expect(readOnly).toEqual(['soldOut', 'left']);
  });

  it('describes the multipart forms with their fields and what is required', () => {
    const TRANSLATION_FIELDS = ['nameFr', 'nameAr', 'descriptionFr', 'descriptionAr'];
    const form = (key: string) => {
      const [method, url] = key.split(' ') as [string, string];
      const body = document.paths[url]![method.toLowerCase()]!.requestBody!;
      expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
      return body.content['multipart/form-data']!.schema;
    };
    for (const key of ['POST /api/products', 'PUT /api/products/{id}']) {
      const schema = form(key);
      expect(Object.keys(schema.properties!).sort()).toEqual(
        [
          'categoryId',
          'colors',
          'description',
          'image',
          'name',
          'offerPrice',
          'photos',
          'price',
          'soldOut',
          'stock',
          'trackStock',
          ...TRANSLATION_FIELDS,
        ].sort(),
      );
      expect(schema.required).toEqual(['name', 'description', 'price', 'categoryId']);
      expect(schema.properties!.soldOut).toMatchObject({ type: 'string', enum: ['true', 'false'] });
      expect(schema.properties!.colors).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
      expect(schema.properties!.stock).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
      expect(schema.properties!.photos).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
      expect(schema.properties!.image).toMatchObject({ type: 'string', format: 'binary' });
      expect(schema.properties!.nameAr).toMatchObject({ type: 'string', maxLength: 200, description: expect.stringContaining('Arabic') });
    }
    for (const key of ['POST /api/offer', 'PUT /api/offer/{id}']) {
      const schema = form(key);
      expect(Object.keys(schema.properties!).sort()).toEqual(
        ['description', 'image', 'name', 'offerPrice', 'photos', 'price', 'stock', 'trackStock', ...TRANSLATION_FIELDS].sort(),
      );
      expect(schema.required).toEqual(['name', 'description', 'price']);
    }
    for (const key of ['POST /api/carousel', 'POST /api/images']) {
      const schema = form(key);
      expect(Object.keys(schema.properties!), key).toEqual(['image']);
      expect(schema.required, key).toEqual(['image']);
    }
    expect(document.paths['/api/images']!.post!.responses['201']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Photo' } },
    });
  });

  it('documents the stock CSV as text/csv, its errors as JSON', () => {
    const { responses } = document.paths['/api/stock.csv']!.get!;
    expect(Object.keys(responses['200']!.content as object)).toEqual(['text/csv']);
    expect(Object.keys(responses['401']!.content as object)).toEqual(['application/json']);
  });

  it('documents the 304 of the cached GETs and the 400 and 414 of every id route, which the server really returns', async () => {
    for (const { key, url, operation } of operations(document)) {
      const cached = key.startsWith('GET ') && CACHED_GETS.includes(url);
      expect(Object.keys(operation.responses).includes('304'), key).toBe(cached);
      if (cached)
        expect(
          operation.parameters?.some((p) => p.in === 'header' && p.name === 'if-none-match'),
          key,
        ).toBe(true);
      if (url.includes('{id}')) expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining(['400', '414']));
    }
    const first = await shop.t.app.inject({ method: 'GET', url: '/api/carousel' });
    const again = await shop.t.app.inject({
      method: 'GET',
      url: '/api/carousel',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const token = await shop.t.login();
    for (const [length, status] of [
      [65, 400],
      [201, 414],
    ] as const) {
      const id = 'a'.repeat(length);
      expect((await shop.t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(status);
      expect((await shop.t.app.inject({ method: 'DELETE', url: `/api/offer/${id}`, headers: bearer(token) })).statusCode).toBe(status);
    }
  });

  it('passes redocly lint with the recommended rules: no errors, only the warnings redocly.yaml explains', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document, null, 2));
      const { stdout } = await run(
        path.join(ROOT, 'node_modules/.bin/redocly'),
        ['lint', '--config', path.join(ROOT, 'redocly.yaml'), '--format=json', file],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' } },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: Array<{ ruleId: string; severity: string; location: Array<{ pointer: string }> }>;
      };
      expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // redocly.yaml: the health check takes no input and is never limited, so no 4xx response exists for it.
      expect(report.problems.map((problem) => `${problem.ruleId} ${problem.location[0]!.pointer}`).sort()).toEqual([
        'operation-4xx-response #/paths/~1api~1health/get/responses',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`generates the typed client's paths committed in ${SCHEMA_FILE}`, async () => {
    await expect(await apiTypes(document)).toMatchFileSnapshot(path.join(ROOT, SCHEMA_FILE));
  });
});
