import { Ajv2020 } from 'ajv/dist/2020.js';
import createClient, { type Client } from 'openapi-fetch';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { components, paths } from '#test/api-client/schema.js';
import { ADMIN, useTestApp } from '../test-support/app.js';
import { pngImage } from '../test-support/images.js';

// The client is typed by the paths generated from /api/docs/json (openapi.test.ts keeps them current),
// and `npm run typecheck` compiles this file against them: a call the description does not allow fails
// to compile. The responses are also checked against the description's schemas with Ajv, a standard
// JSON Schema validator.

type Product = components['schemas']['Product'];

/** Multipart bodies go out as FormData; undefined fields are left out, as a browser form leaves them. */
function formData(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, `${name}.png`);
    else if (value !== undefined) form.append(name, value);
  }
  return form;
}

describe('a client generated from the API description, against the running server', () => {
  const shop = useTestApp('sqlite');
  let client: Client<paths>;
  let admin: Client<paths>;
  /** The errors a standard JSON Schema validator finds in `value` against a schema of the description. */
  let problems: (name: keyof components['schemas'], value: unknown) => unknown[];

  beforeAll(async () => {
    const baseUrl = await shop.t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createClient<paths>({ baseUrl });
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema((await (await fetch(`${baseUrl}/api/docs/json`)).json()) as object, 'api');
    problems = (name, value) => {
      const validate = ajv.getSchema(`api#/components/schemas/${name}`)!;
      return validate(value) ? [] : (validate.errors ?? []);
    };
    const { data, error } = await client.POST('/api/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    if (!data) throw new Error(`login failed: ${JSON.stringify(error)}`);
    admin = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${data.token}` } });
  });

  it('signs in, and a wrong password is a typed 401 error', async () => {
    const { data, response } = await client.POST('/api/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    expect(response.status).toBe(200);
    expectTypeOf(data!.token).toEqualTypeOf<string>();
    expect(data!.token.length).toBeGreaterThan(20);
    expect(Date.parse(data!.expiresAt)).toBeGreaterThan(Date.now());
    expect(problems('Session', data)).toEqual([]);

    const wrong = await client.POST('/api/auth/login', { body: { username: ADMIN.username, password: 'not-the-password' } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error).toEqual({ message: 'Invalid credentials' });
    expect(problems('Error', wrong.error)).toEqual([]);
  });

  it('creates a category, uploads a product with its picture, then lists and reads it', async () => {
    const category = await admin.POST('/api/categories', { body: { name: 'Eyes', nameFr: 'Yeux' } });
    expect(category.response.status).toBe(201);
    expect(category.data).toEqual({ id: expect.any(String), name: 'Eyes', translations: { fr: { name: 'Yeux' }, ar: {} } });

    const created = await admin.POST('/api/products', {
      body: {
        name: 'Kohl pencil',
        description: 'Soft black',
        nameAr: 'قلم كحل',
        price: '19.99',
        offerPrice: '14.5',
        categoryId: category.data!.id,
        soldOut: 'false',
        colors: JSON.stringify([{ name: 'Black', hexCode: '#000000' }]),
        image: new Blob([new Uint8Array(await pngImage(7, 64, 48))], { type: 'image/png' }),
      },
      bodySerializer: formData,
    });
    expect(created.response.status).toBe(201);
    const product: Product = created.data!;
    expect(product).toMatchObject({
      name: 'Kohl pencil',
      price: 19.99,
      offerPrice: 14.5,
      soldOut: false,
      translations: { fr: {}, ar: { name: 'قلم كحل' } },
      category: { id: category.data!.id, name: 'Eyes' },
      colors: [{ name: 'Black', hexCode: '#000000' }],
      imageWidth: 64,
      imageHeight: 48,
    });
    expect(product.image).toMatch(/^\/uploads\/.+\.webp$/);
    expect(problems('Product', product)).toEqual([]);

    const list = await client.GET('/api/products', { params: { query: { search: 'kohl', categoryId: category.data!.id } } });
    expect(list.response.status).toBe(200);
    expect(list.data!.data.map((item) => item.id)).toEqual([product.id]);
    expect(list.data!.pagination).toMatchObject({ currentPage: 1, totalItems: 1, totalPages: 1 });
    expect(problems('ProductList', list.data)).toEqual([]);

    const one = await client.GET('/api/products/{id}', { params: { path: { id: product.id } } });
    expect(one.data).toEqual(product);
    const unchanged = await client.GET('/api/products/{id}', {
      params: { path: { id: product.id }, header: { 'if-none-match': one.response.headers.get('etag')! } },
    });
    expect(unchanged.response.status).toBe(304);

    const missing = await client.GET('/api/products/{id}', { params: { path: { id: '0190aaaa-0000-7000-8000-000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ message: 'Product not found' });
  });

  it("uploads photos one by one, then names them in an offer's form in the order chosen", async () => {
    const upload = async (seed: number) => {
      const uploaded = await admin.POST('/api/images', {
        body: { image: new Blob([new Uint8Array(await pngImage(seed, 64, 48))], { type: 'image/png' }) },
        bodySerializer: formData,
      });
      expect(uploaded.response.status).toBe(201);
      expect(problems('Photo', uploaded.data)).toEqual([]);
      return uploaded.data!;
    };
    const [first, second] = [await upload(11), await upload(12)];
    const created = await admin.POST('/api/offer', {
      body: { name: 'Duo', description: 'Two shades', price: '30', photos: JSON.stringify([second.id, first.id]) },
      bodySerializer: formData,
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.photos).toEqual([second, first]);
    expect(created.data!.image).toBe(second.image);
    expect(problems('Offer', created.data)).toEqual([]);
  });

  it("quotes a cart, places the order at the shop's price, and the owner confirms it", async () => {
    const category = await admin.POST('/api/categories', { body: { name: 'Lips' } });
    const created = await admin.POST('/api/products', {
      body: { name: 'Gloss', description: 'Clear', price: '12', categoryId: category.data!.id },
      bodySerializer: formData,
    });
    const lines = [{ kind: 'product' as const, id: created.data!.id, colorHex: null, quantity: 2 }];

    const quote = await client.POST('/api/cart/quote', { body: { lines } });
    expect(quote.data!.lines[0]).toMatchObject({ status: 'available', unitPrice: 12, lineTotal: 24 });
    expect(problems('CartQuote', quote.data)).toEqual([]);

    const placed = await client.POST('/api/orders', {
      body: { idempotencyKey: crypto.randomUUID(), lines, delivery: { name: 'Rima', phone: '+961 70 000 000' } },
    });
    expect(placed.response.status).toBe(201);
    expectTypeOf(placed.data!.total).toEqualTypeOf<number>();
    expect(placed.data).toMatchObject({ status: 'new', total: 24, itemCount: 2, reference: expect.stringMatching(/^BB-/) });
    expect(problems('Order', placed.data)).toEqual([]);

    const confirmed = await admin.PATCH('/api/orders/{id}/status', {
      params: { path: { id: placed.data!.id } },
      body: { status: 'confirmed' },
    });
    expect(confirmed.data!.history.map((change) => change.status)).toEqual(['new', 'confirmed']);
    expect(problems('OrderDetail', confirmed.data)).toEqual([]);

    // A sale made at the counter, recorded by the owner: stored delivered, counted under its channel.
    const sale = await admin.POST('/api/orders/sales', {
      body: { idempotencyKey: crypto.randomUUID(), lines: [{ ...lines[0]!, quantity: 1 }], channel: 'shop', status: 'delivered' },
    });
    expect(sale.response.status).toBe(201);
    expect(sale.data).toMatchObject({ channel: 'shop', status: 'delivered', total: 12 });
    expect(problems('OrderDetail', sale.data)).toEqual([]);
    const dashboard = await admin.GET('/api/orders/dashboard');
    expect(dashboard.data!.today.sales).toMatchObject({
      orders: 2,
      revenue: 36,
      byChannel: { website: { orders: 1, revenue: 24 }, shop: { orders: 1, revenue: 12 } },
    });
    expect(problems('OrderDashboard', dashboard.data)).toEqual([]);
  });

  it('checks calls at compile time against the description', () => {
    expectTypeOf<Product['price']>().toEqualTypeOf<number>();
    expectTypeOf<Product['offerPrice']>().toEqualTypeOf<number | null>();
    type ProductForm = NonNullable<paths['/api/products']['post']['requestBody']>['content']['multipart/form-data'];
    expectTypeOf<ProductForm['image']>().toEqualTypeOf<Blob | undefined>();
    expectTypeOf<ProductForm['soldOut']>().toEqualTypeOf<'true' | 'false' | undefined>();
    const neverSent = () => {
      // @ts-expect-error a category has a name, not a title
      void admin.POST('/api/categories', { body: { title: 'Eyes' } });
      // @ts-expect-error there is no /api/product
      void client.GET('/api/product');
    };
    expect(neverSent).toBeTypeOf('function');
  });
});
