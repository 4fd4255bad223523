import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '#contract/shop.js';
import { preferredEncoding, type Encoding } from '../http/encoding.js';
import { isSafeImageKey } from '../images/storage.js';

const SHOP_CONFIG_PLACEHOLDER = '<!--shop-config-->';
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shop settings as an inert JSON script; `<` is escaped so no value can close the tag. */
function shopConfigScript(shop: ShopConfig): string {
  const json = JSON.stringify(shop).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHOP_CONFIG_ELEMENT_ID}">${json}</script>`;
}

function placeholderPage(shop: ShopConfig): string {
  const name = shop.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>${SHOP_CONFIG_PLACEHOLDER}</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${name}</h1><p>The storefront is not built yet. Run <code>npm run build</code>; the API answers under <a href="/api/docs">/api</a>.</p>
</body></html>`;
}

/** index.html is built once per start, so it is compressed once too. */
function compressedVariants(html: string): Record<Encoding, Buffer> {
  const identity = Buffer.from(html);
  return { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity) };
}

/**
 * /uploads/<key>: the stored images, from whichever storage holds them. A key names its content, so
 * the key is a strong ETag and the answer may be cached for a year.
 */
export function registerUploads(app: FastifyInstance): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeImageKey(key)) return reply.callNotFound();
    const etag = `"${key}"`;
    const cacheHeaders = { 'Cache-Control': ONE_YEAR_IMMUTABLE, 'X-Content-Type-Options': 'nosniff', ETag: etag };
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      if (!(await app.storage.exists(key))) return reply.callNotFound();
      return reply.code(304).headers(cacheHeaders).send();
    }
    const image = await app.storage.read(key);
    if (!image) return reply.callNotFound();
    reply.headers(cacheHeaders);
    reply.type(image.contentType).header('Content-Length', image.size);
    return reply.send(image.stream);
  });
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * The built web app: its files as they are, and index.html (with the shop settings filled in) for
 * every other page, since the app routes in the browser. A placeholder page stands in until it is built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  shop: ShopConfig,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const built = indexFile !== undefined && existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : placeholderPage(shop);
  const html = template.replace(SHOP_CONFIG_PLACEHOLDER, shopConfigScript(shop));

  if (built && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      // index.html is only ever sent with the settings filled in (by sendIndex); dot-folders such as
      // the build's .vite/manifest.json are for the build report, not for visitors.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.split('/').some((part) => part.startsWith('.')),
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? ONE_YEAR_IMMUTABLE : 'no-cache');
      },
    });
  }

  const page = compressedVariants(html);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.code(200).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(page[encoding]);
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  return sendIndex;
}
