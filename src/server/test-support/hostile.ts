import { TOUCH_ICON_PATHS } from '../home-screen/icons.js';
import { randomUUID } from 'node:crypto';
import { LANGUAGES, pathIn } from '#contract/languages.js';
import { readdirSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { openDatabase, type Db } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { DEFAULT_WEEK } from '#contract/shop-defaults.js';
import type { Permission } from '#contract/roles.js';
import { bearer, type TestApp } from './app.js';
import { pngImage } from './images.js';
import { multipart } from './multipart.js';
import { sourceRenderer } from '#test/storefront-renderer.js';

// The hostile-input suites start from the server's own route table: every registered route must have
// a rule here (and every rule a route), so a new route cannot go untested.

export interface RouteKey {
  method: string;
  url: string;
}

/** A registered route and the permission it declares (`config.auth`), if any. */
export interface RegisteredRoute extends RouteKey {
  auth?: Permission | 'self';
}

/** Every method + URL the app registers, as Fastify reports them while building it. */
export async function collectRoutes(config: AppConfig): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = [];
  const app = await buildApp(config, {
    db: openDatabase(config.database),
    logger: false,
    // The storefront's pages are routes of the renderer's route table.
    renderer: await sourceRenderer(),
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, auth: route.config?.auth });
    },
  });
  await app.close();
  const unique = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
  return [...unique.values()];
}

/** `form`: the contact page's own form, sent by the browser (application/x-www-form-urlencoded). */
export type BodyKind = 'json' | 'multipart' | 'form' | 'none';

export interface Fixtures {
  categoryId(): Promise<string>;
  productId(): Promise<string>;
  offerId(): Promise<string>;
  carouselId(): Promise<string>;
  /** An uploaded photo no form names yet. */
  photoId(): Promise<string>;
  messageId(): Promise<string>;
  /** A new order (status new) of a fresh product. */
  orderId(): Promise<string>;
  /** The count of a fresh tracked product, and the count it holds. */
  stock(): Promise<{ id: string; count: number }>;
  /** A fresh staff account, added by the owner (with its one-time password unchanged). */
  accountId(): Promise<string>;
  /** A fresh staff account signed in once: the account and that session. */
  accountSession(): Promise<{ accountId: string; sessionId: string }>;
  /** A fresh discount code no order has used. */
  discountCodeId(): Promise<string>;
}

export interface RouteRule {
  method: string;
  url: string;
  /** Signed-in only (changes data or reads contact messages). */
  auth: boolean;
  body: BodyKind;
  /** Lists: page, limit and (for some) search are validated query parameters. */
  list?: { search: boolean; categoryId?: boolean };
  /** Takes an image upload (multipart `image`). */
  upload?: boolean;
  /** Registered only when the built web app exists (not in server tests). */
  optional?: boolean;
  /** A storefront page: bad input gets the app's HTML (a 404 for an unknown id), never a JSON error. */
  page?: boolean;
  /** A request that succeeds with a valid token: what the 401 checks must refuse. */
  valid?: (fixtures: Fixtures) => Promise<InjectOptions>;
  /**
   * Open to visitors, so limited per client: a request the route takes and counts (for sign-in, a
   * wrong password). Every open writing route must have one; the suites check that refused input
   * spends none of the allowance and that one past it gets 429.
   */
  allowance?: (fixtures: Fixtures) => Promise<InjectOptions>;
}

/** A message the contact form and the API both take. */
const CONTACT_MESSAGE = { name: 'Rima', email: 'rima@example.com', message: 'Hello' };

/** Settings the owner could save: every field valid, the number as typed. */
export const VALID_SETTINGS = {
  name: 'Beirut Beauty',
  whatsappNumber: '+961 71 123 456',
  whatsappGreeting: 'Hello!',
  orderGreeting: 'Hello! I would like to order:',
  phone: '+961 1 234 567',
  hours: { alwaysOpen: true, days: DEFAULT_WEEK },
  address: 'Hamra Street, Beirut',
  facebookUrl: 'https://www.facebook.com/beirutbeauty',
  instagramUrl: 'https://www.instagram.com/beirutbeauty',
  aboutText: 'A family shop.',
  poundRate: { rate: 89_500, step: 1000 },
} as const;

export const PRODUCT_FIELDS = { name: 'Kohl', description: 'Soft black', price: '12.5', soldOut: 'false' };
export const OFFER_FIELDS = { name: 'Duo', description: 'Two for one', price: '20', offerPrice: '15' };

async function multipartRequest(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  image?: Buffer,
): Promise<InjectOptions> {
  const body = multipart(fields, image ? { data: image, filename: 'p.png', contentType: 'image/png' } : undefined);
  return { method, url, headers: body.headers, payload: body.payload };
}

let imageSeed = 1000;
const productLine = (id: string) => ({ kind: 'product', id, colorHex: null, quantity: 1 });
const freshPng = () => pngImage((imageSeed += 1), 40, 30);

/** The rule for every route the shop serves. Writes and the contact-message list need a token. */
export const ROUTE_RULES: RouteRule[] = [
  { method: 'GET', url: '/', auth: false, body: 'none' },
  { method: 'HEAD', url: '/', auth: false, body: 'none' },
  { method: 'GET', url: '/*', auth: false, body: 'none', optional: true },
  { method: 'HEAD', url: '/*', auth: false, body: 'none', optional: true },
  // The storefront's pages with a head of their own (src/server/pages), in English and under /fr and
  // /ar, the sitemap and robots.txt.
  ...[
    ...['/offer', '/about', '/contact-us', '/cart', '/products/:id', '/offer/:id', '/order/:token'].flatMap((page) =>
      LANGUAGES.map((language) => pathIn(language, page)),
    ),
    '/fr/',
    '/ar/',
    '/sitemap.xml',
    '/robots.txt',
    // The product feed in each language (src/server/feed).
    ...LANGUAGES.map((language) => pathIn(language, '/feed/products.xml')),
  ].flatMap((url) => (['GET', 'HEAD'] as const).map((method): RouteRule => ({ method, url, auth: false, body: 'none', page: true }))),
  // The shop on a home screen (src/server/home-screen): the manifests, the offline page, the service
  // worker, in each language, the icons by name and an iPhone's at its fixed addresses.
  ...[
    ...LANGUAGES.flatMap((language) => ['/manifest.webmanifest', '/admin.webmanifest', '/offline'].map((page) => pathIn(language, page))),
    '/sw.js',
    '/icons/:id',
    ...Object.values(TOUCH_ICON_PATHS).flat(),
  ].flatMap((url) => (['GET', 'HEAD'] as const).map((method): RouteRule => ({ method, url, auth: false, body: 'none' }))),
  // The contact page's form as the browser sends it before React hydrates the page (src/server/contact/form.ts).
  ...LANGUAGES.map((language): RouteRule => ({
    method: 'POST',
    url: pathIn(language, '/contact-us'),
    auth: false,
    body: 'form',
    allowance: async () => ({
      method: 'POST',
      url: pathIn(language, '/contact-us'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams(CONTACT_MESSAGE).toString(),
    }),
  })),
  { method: 'GET', url: '/uploads/*', auth: false, body: 'none' },
  { method: 'HEAD', url: '/uploads/*', auth: false, body: 'none' },
  { method: 'GET', url: '/api/health', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/health', auth: false, body: 'none' },
  { method: 'GET', url: '/api/docs', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/docs', auth: false, body: 'none' },
  { method: 'GET', url: '/api/docs/json', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/docs/json', auth: false, body: 'none' },
  {
    method: 'POST',
    url: '/api/auth/login',
    auth: false,
    body: 'json',
    // Failures are what sign-in counts; a username of its own keeps the suites' admin out of it.
    allowance: async () => ({ method: 'POST', url: '/api/auth/login', payload: { username: 'allowance', password: 'not-the-password' } }),
  },
  ...(['GET', 'HEAD'] as const).map((method): RouteRule => ({
    method,
    url: '/api/auth/me',
    auth: true,
    body: 'none',
    valid: async () => ({ method, url: '/api/auth/me' }),
  })),
  {
    method: 'POST',
    url: '/api/auth/logout',
    auth: true,
    body: 'none',
    valid: async () => ({ method: 'POST', url: '/api/auth/logout' }),
  },
  {
    method: 'PUT',
    url: '/api/auth/language',
    auth: true,
    body: 'json',
    valid: async () => ({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ar' } }),
  },
  {
    method: 'PUT',
    url: '/api/auth/update-password',
    auth: true,
    body: 'json',
    valid: async () => ({
      method: 'PUT',
      url: '/api/auth/update-password',
      // The suites' admin password (test-support/app.ts), changed to itself.
      payload: {
        username: 'admin',
        oldPassword: 'correct-horse-battery',
        newPassword: 'correct-horse-battery',
        confirmPassword: 'correct-horse-battery',
      },
    }),
  },
  { method: 'GET', url: '/api/categories/categories', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/categories/categories', auth: false, body: 'none' },
  { method: 'GET', url: '/api/categories', auth: false, body: 'none', list: { search: false } },
  { method: 'HEAD', url: '/api/categories', auth: false, body: 'none', list: { search: false } },
  {
    method: 'POST',
    url: '/api/categories',
    auth: true,
    body: 'json',
    valid: async () => ({ method: 'POST', url: '/api/categories', payload: { name: `Cat ${(imageSeed += 1)}` } }),
  },
  {
    method: 'PUT',
    url: '/api/categories/:id',
    auth: true,
    body: 'json',
    valid: async (f) => ({
      method: 'PUT',
      url: `/api/categories/${await f.categoryId()}`,
      payload: { name: `Renamed ${(imageSeed += 1)}` },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/categories/:id',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'DELETE', url: `/api/categories/${await f.categoryId()}` }),
  },
  {
    method: 'GET',
    url: '/api/products',
    auth: false,
    body: 'none',
    list: { search: true, categoryId: true },
  },
  {
    method: 'HEAD',
    url: '/api/products',
    auth: false,
    body: 'none',
    list: { search: true, categoryId: true },
  },
  { method: 'GET', url: '/api/products/:id', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/products/:id', auth: false, body: 'none' },
  {
    method: 'POST',
    url: '/api/products',
    auth: true,
    body: 'multipart',
    upload: true,
    valid: async (f) =>
      multipartRequest('POST', '/api/products', { ...PRODUCT_FIELDS, categoryId: await f.categoryId() }, await freshPng()),
  },
  {
    method: 'PUT',
    url: '/api/products/:id',
    auth: true,
    body: 'multipart',
    upload: true,
    valid: async (f) =>
      multipartRequest(
        'PUT',
        `/api/products/${await f.productId()}`,
        { ...PRODUCT_FIELDS, name: 'Changed', categoryId: await f.categoryId() },
        await freshPng(),
      ),
  },
  {
    method: 'DELETE',
    url: '/api/products/:id',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'DELETE', url: `/api/products/${await f.productId()}` }),
  },
  { method: 'GET', url: '/api/offer', auth: false, body: 'none', list: { search: true } },
  { method: 'HEAD', url: '/api/offer', auth: false, body: 'none', list: { search: true } },
  { method: 'GET', url: '/api/offer/:id', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/offer/:id', auth: false, body: 'none' },
  {
    method: 'POST',
    url: '/api/offer',
    auth: true,
    body: 'multipart',
    upload: true,
    valid: async () => multipartRequest('POST', '/api/offer', OFFER_FIELDS, await freshPng()),
  },
  {
    method: 'PUT',
    url: '/api/offer/:id',
    auth: true,
    body: 'multipart',
    upload: true,
    valid: async (f) => multipartRequest('PUT', `/api/offer/${await f.offerId()}`, { ...OFFER_FIELDS, name: 'Changed' }, await freshPng()),
  },
  {
    method: 'DELETE',
    url: '/api/offer/:id',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'DELETE', url: `/api/offer/${await f.offerId()}` }),
  },
  { method: 'GET', url: '/api/carousel', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/carousel', auth: false, body: 'none' },
  {
    method: 'POST',
    url: '/api/carousel',
    auth: true,
    body: 'multipart',
    upload: true,
    valid: async () => multipartRequest('POST', '/api/carousel', {}, await freshPng()),
  },
  {
    method: 'POST',
    url: '/api/images',
    auth: true,
    body: 'multipart',
    upload: true,
    valid: async () => multipartRequest('POST', '/api/images', {}, await freshPng()),
  },
  {
    method: 'DELETE',
    url: '/api/carousel/:id',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'DELETE', url: `/api/carousel/${await f.carouselId()}` }),
  },
  {
    method: 'POST',
    url: '/api/contact-us',
    auth: false,
    body: 'json',
    allowance: async () => ({ method: 'POST', url: '/api/contact-us', payload: CONTACT_MESSAGE }),
  },
  {
    method: 'GET',
    url: '/api/contact-us',
    auth: true,
    body: 'none',
    list: { search: false },
    valid: async () => ({ method: 'GET', url: '/api/contact-us' }),
  },
  {
    method: 'HEAD',
    url: '/api/contact-us',
    auth: true,
    body: 'none',
    list: { search: false },
    valid: async () => ({ method: 'HEAD', url: '/api/contact-us' }),
  },
  {
    method: 'DELETE',
    url: '/api/contact-us/:id',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'DELETE', url: `/api/contact-us/${await f.messageId()}` }),
  },
  {
    method: 'POST',
    url: '/api/cart/quote',
    auth: false,
    body: 'json',
    allowance: async (f) => ({ method: 'POST', url: '/api/cart/quote', payload: { lines: [productLine(await f.productId())] } }),
  },
  {
    method: 'POST',
    url: '/api/orders',
    auth: false,
    body: 'json',
    allowance: async (f) => ({
      method: 'POST',
      url: '/api/orders',
      payload: { idempotencyKey: randomUUID(), lines: [productLine(await f.productId())] },
    }),
  },
  // An order's own page, by its token: read only, any wrong token the API's 404.
  { method: 'GET', url: '/api/order-page/:token', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/order-page/:token', auth: false, body: 'none' },
  ...(['GET', 'HEAD'] as const).flatMap((method): RouteRule[] => [
    { method, url: '/api/orders', auth: true, body: 'none', list: { search: true }, valid: async () => ({ method, url: '/api/orders' }) },
    { method, url: '/api/orders/summary', auth: true, body: 'none', valid: async () => ({ method, url: '/api/orders/summary' }) },
    { method, url: '/api/orders/dashboard', auth: true, body: 'none', valid: async () => ({ method, url: '/api/orders/dashboard' }) },
    {
      method,
      url: '/api/orders/:id',
      auth: true,
      body: 'none',
      valid: async (f) => ({ method, url: `/api/orders/${await f.orderId()}` }),
    },
  ]),
  ...(['GET', 'HEAD'] as const).map((method): RouteRule => ({
    method,
    url: '/api/feed',
    auth: true,
    body: 'none',
    valid: async () => ({ method, url: '/api/feed' }),
  })),
  {
    method: 'PUT',
    url: '/api/feed',
    auth: true,
    body: 'json',
    valid: async () => ({ method: 'PUT', url: '/api/feed', payload: { brand: 'Layal', categories: {} } }),
  },
  { method: 'GET', url: '/api/settings', auth: false, body: 'none' },
  { method: 'HEAD', url: '/api/settings', auth: false, body: 'none' },
  {
    method: 'PUT',
    url: '/api/settings',
    auth: true,
    body: 'json',
    valid: async () => ({ method: 'PUT', url: '/api/settings', payload: VALID_SETTINGS }),
  },
  ...(['GET', 'HEAD'] as const).map((method): RouteRule => ({
    method,
    url: '/api/activity',
    auth: true,
    body: 'none',
    list: { search: false },
    valid: async () => ({ method, url: '/api/activity' }),
  })),
  ...(['GET', 'HEAD'] as const).flatMap((method): RouteRule[] => [
    { method, url: '/api/stock', auth: true, body: 'none', list: { search: true }, valid: async () => ({ method, url: '/api/stock' }) },
    { method, url: '/api/stock.csv', auth: true, body: 'none', valid: async () => ({ method, url: '/api/stock.csv' }) },
    {
      method,
      url: '/api/stock/:id/history',
      auth: true,
      body: 'none',
      valid: async (f) => ({ method, url: `/api/stock/${(await f.stock()).id}/history` }),
    },
    {
      method,
      url: '/api/products/:id/stock',
      auth: true,
      body: 'none',
      valid: async (f) => ({ method, url: `/api/products/${await f.productId()}/stock` }),
    },
    {
      method,
      url: '/api/offer/:id/stock',
      auth: true,
      body: 'none',
      valid: async (f) => ({ method, url: `/api/offer/${await f.offerId()}/stock` }),
    },
  ]),
  {
    method: 'PUT',
    url: '/api/stock',
    auth: true,
    body: 'json',
    valid: async (f) => {
      const { id, count } = await f.stock();
      return { method: 'PUT', url: '/api/stock', payload: { counts: [{ id, count: count + 1, seen: count }] } };
    },
  },
  {
    method: 'POST',
    url: '/api/orders/sales',
    auth: true,
    body: 'json',
    valid: async (f) => ({
      method: 'POST',
      url: '/api/orders/sales',
      payload: {
        idempotencyKey: crypto.randomUUID(),
        lines: [{ kind: 'offer', id: await f.offerId(), colorHex: null, quantity: 1 }],
        channel: 'shop',
        status: 'delivered',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/orders/sales/code',
    auth: true,
    body: 'json',
    valid: async (f) => ({
      method: 'POST',
      url: '/api/orders/sales/code',
      payload: { lines: [{ kind: 'offer', id: await f.offerId(), colorHex: null, quantity: 1 }], code: 'LAYAL15' },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/orders/:id/status',
    auth: true,
    body: 'json',
    valid: async (f) => ({ method: 'PATCH', url: `/api/orders/${await f.orderId()}/status`, payload: { status: 'confirmed' } }),
  },
  {
    method: 'POST',
    url: '/api/orders/:id/page-link',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'POST', url: `/api/orders/${await f.orderId()}/page-link` }),
  },
  {
    method: 'POST',
    url: '/api/orders/:id/customer-message',
    auth: true,
    body: 'json',
    valid: async (f) => ({ method: 'POST', url: `/api/orders/${await f.orderId()}/customer-message`, payload: { status: 'new' } }),
  },
  ...(['GET', 'HEAD'] as const).map((method): RouteRule => ({
    method,
    url: '/api/discount-codes',
    auth: true,
    body: 'none',
    valid: async () => ({ method, url: '/api/discount-codes' }),
  })),
  {
    method: 'POST',
    url: '/api/discount-codes',
    auth: true,
    body: 'json',
    valid: async () => ({
      method: 'POST',
      url: '/api/discount-codes',
      payload: { code: `HOSTILE${(imageSeed += 1)}`, kind: 'percent', percent: 10 },
    }),
  },
  {
    method: 'PUT',
    url: '/api/discount-codes/:id',
    auth: true,
    body: 'json',
    valid: async (f) => ({
      method: 'PUT',
      url: `/api/discount-codes/${await f.discountCodeId()}`,
      payload: { code: `CHANGED${(imageSeed += 1)}`, kind: 'amount', amount: 5 },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/discount-codes/:id',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'DELETE', url: `/api/discount-codes/${await f.discountCodeId()}` }),
  },
  ...(['GET', 'HEAD'] as const).flatMap((method): RouteRule[] => [
    { method, url: '/api/accounts', auth: true, body: 'none', valid: async () => ({ method, url: '/api/accounts' }) },
    {
      method,
      url: '/api/accounts/:id/sessions',
      auth: true,
      body: 'none',
      valid: async (f) => ({ method, url: `/api/accounts/${await f.accountId()}/sessions` }),
    },
  ]),
  {
    method: 'POST',
    url: '/api/accounts',
    auth: true,
    body: 'json',
    valid: async () => ({
      method: 'POST',
      url: '/api/accounts',
      payload: { name: 'Nour', username: `nour${(imageSeed += 1)}`, role: 'staff' },
    }),
  },
  {
    method: 'PUT',
    url: '/api/accounts/:id',
    auth: true,
    body: 'json',
    valid: async (f) => ({
      method: 'PUT',
      url: `/api/accounts/${await f.accountId()}`,
      payload: { name: `Renamed ${(imageSeed += 1)}`, role: 'staff', active: true },
    }),
  },
  {
    method: 'POST',
    url: '/api/accounts/:id/password',
    auth: true,
    body: 'none',
    valid: async (f) => ({ method: 'POST', url: `/api/accounts/${await f.accountId()}/password` }),
  },
  {
    method: 'DELETE',
    url: '/api/accounts/:id/sessions/:sessionId',
    auth: true,
    body: 'none',
    valid: async (f) => {
      const { accountId, sessionId } = await f.accountSession();
      return { method: 'DELETE', url: `/api/accounts/${accountId}/sessions/${sessionId}` };
    },
  },
];

export const ruleKey = (route: RouteKey) => `${route.method} ${route.url}`;

/** Creates a fresh row of each kind through the API, so a request that wrongly succeeds has something to change. */
export function fixturesFor(t: TestApp, token: () => Promise<string>): Fixtures {
  const send = async (options: InjectOptions) => {
    const response = await t.app.inject({ ...options, headers: { ...options.headers, ...bearer(await token()) } });
    if (response.statusCode !== 201) throw new Error(`fixture failed: ${response.statusCode} ${response.body}`);
    return (response.json() as { id: string }).id;
  };
  const categoryId = () => send({ method: 'POST', url: '/api/categories', payload: { name: `Fixture ${(imageSeed += 1)}` } });
  const productId = async () =>
    send(await multipartRequest('POST', '/api/products', { ...PRODUCT_FIELDS, categoryId: await categoryId() }, await freshPng()));
  /** A staff account as the owner adds it: its id, username and one-time password. */
  const addAccount = async () => {
    const username = `fixture${(imageSeed += 1)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: bearer(await token()),
      payload: { name: 'Fixture', username, role: 'staff' },
    });
    if (response.statusCode !== 201) throw new Error(`fixture failed: ${response.statusCode} ${response.body}`);
    const { account, password } = response.json() as { account: { id: string }; password: string };
    return { id: account.id, username, password };
  };
  return {
    categoryId,
    productId,
    offerId: async () => send(await multipartRequest('POST', '/api/offer', OFFER_FIELDS, await freshPng())),
    carouselId: async () => send(await multipartRequest('POST', '/api/carousel', {}, await freshPng())),
    photoId: async () => send(await multipartRequest('POST', '/api/images', {}, await freshPng())),
    messageId: async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: { name: 'Fixture', email: 'fixture@example.com', message: 'Hello' },
      });
      if (response.statusCode !== 201) throw new Error(`fixture failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { id: string }).id;
    },
    stock: async () => {
      const fields = {
        ...PRODUCT_FIELDS,
        categoryId: await categoryId(),
        trackStock: 'true',
        stock: JSON.stringify([{ colorHex: null, count: 5, seen: null }]),
      };
      const id = await send(await multipartRequest('POST', '/api/products', fields));
      const response = await t.app.inject({ method: 'GET', url: '/api/stock?limit=100', headers: bearer(await token()) });
      const row = (response.json() as { data: Array<{ id: string; itemId: string; count: number }> }).data.find(
        (level) => level.itemId === id,
      );
      if (!row) throw new Error(`fixture failed: no count for ${id}`);
      return { id: row.id, count: row.count };
    },
    accountId: async () => (await addAccount()).id,
    discountCodeId: () =>
      send({ method: 'POST', url: '/api/discount-codes', payload: { code: `FIXTURE${(imageSeed += 1)}`, kind: 'percent', percent: 10 } }),
    accountSession: async () => {
      const { id, username, password } = await addAccount();
      const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      if (signedIn.statusCode !== 200) throw new Error(`fixture failed: ${signedIn.statusCode} ${signedIn.body}`);
      const sessions = await t.app.inject({ method: 'GET', url: `/api/accounts/${id}/sessions`, headers: bearer(await token()) });
      const [session] = (sessions.json() as { data: Array<{ id: string }> }).data;
      if (!session) throw new Error(`fixture failed: no session of ${id}`);
      return { accountId: id, sessionId: session.id };
    },
    orderId: async () => {
      const lines = [productLine(await productId())];
      const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: { idempotencyKey: randomUUID(), lines } });
      if (response.statusCode !== 201) throw new Error(`fixture failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { id: string }).id;
    },
  };
}

const TABLES: Array<keyof Database> = [
  'categories',
  'images',
  'products',
  'offers',
  'item_photos',
  'carousel_images',
  'contact_messages',
  'admin_users',
  'sessions',
  'orders',
  'order_lines',
  'order_status_changes',
  'shop_settings',
  'stock_levels',
  'stock_changes',
  'activity',
  'discount_codes',
  'feed_settings',
];

/** Every row of every table and every file in the uploads folder: equal before and after means nothing was stored. */
export async function snapshot(db: Db, uploadsDir: string): Promise<{ rows: Record<string, unknown[]>; files: string[] }> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    // Sorted as text: not every table has an id column (order lines are keyed by order and position).
    rows[table] = (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
  }
  return { rows, files: readdirSync(uploadsDir).sort() };
}

/** A 4xx with a sentence in `message` (never a 5xx, never an empty or HTML response). */
export function clientErrorProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `status ${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`;
  }
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string' || message.trim().length === 0) return `no message: ${response.body.slice(0, 200)}`;
  if (message.length > 300) return `message too long to be a sentence: ${message.slice(0, 100)}…`;
  return null;
}
