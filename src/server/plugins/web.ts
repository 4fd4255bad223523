import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '#contract/shop.js';
import { direction, type Language } from '#contract/languages.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { compressedBodies, preferredEncoding, type Encoding } from '../http/encoding.js';
import { escapeMarkup, scriptJson } from '../http/markup.js';
import { isSafeImageKey } from '../images/storage.js';

const SHOP_CONFIG_PLACEHOLDER = '<!--shop-config-->';
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shop settings as an inert JSON script that no value can close. */
function shopConfigScript(shop: ShopConfig): string {
  return `<script type="application/json" id="${SHOP_CONFIG_ELEMENT_ID}">${scriptJson(shop)}</script>`;
}

function placeholderPage(shop: ShopConfig): string {
  const name = escapeMarkup(shop.name);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>${SHOP_CONFIG_PLACEHOLDER}</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${name}</h1><p>The storefront is not built yet. Run <code>npm run build</code>; the API answers under <a href="/api/docs">/api</a>.</p>
</body></html>`;
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
      if (!(await app.storage.exists(key)) && !(await app.images.addSharePicture(key))) return reply.callNotFound();
      return reply.code(304).headers(cacheHeaders).send();
    }
    // An image stored before share pictures existed gets its share picture on the first request for it.
    const image = (await app.storage.read(key)) ?? ((await app.images.addSharePicture(key)) ? await app.storage.read(key) : null);
    if (!image) return reply.callNotFound();
    reply.headers(cacheHeaders);
    reply.type(image.contentType).header('Content-Length', image.size);
    return reply.send(image.stream);
  });
}

/** If-None-Match compares weakly (RFC 9110): `W/"x"` and `"x"` are the same tag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/** What the server writes into index.html for one storefront page. */
export interface PageParts {
  /** Replaces the block between `<!--page-head-->` and `<!--/page-head-->`. */
  head: string;
  /** The rendered page, inside `#root` (at `<!--page-body-->`). */
  body?: string;
  /** The data it was rendered from, after `#root` (at `<!--page-data-->`). */
  data?: string;
  /** The page's language: `lang` and `dir` on `<html>`. English (the template's) when absent. */
  language?: Language;
}

/**
 * index.html with the shop settings filled in (they change while the shop runs, so they are given with
 * each page), in two forms: as built (`plain`: the admin panel and paths the app sends back to /), and
 * with a storefront page's own parts (`page`). A template without the head block gets the head before
 * `</head>` in place of its `<title>`; one without the body and data places (`rendersBody` false) gets
 * the head only, and the browser renders the page.
 */
export interface PageTemplate {
  built: boolean;
  rendersBody: boolean;
  plain(shop: ShopConfig): string;
  page(parts: PageParts, shop: ShopConfig): string;
}

const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const BODY_PLACE = '<!--page-body-->';
const DATA_PLACE = '<!--page-data-->';

/** The template cut once at its places; the settings go into its own pieces only, never into a page's parts. */
function cutTemplate(template: string): Omit<PageTemplate, 'built'> {
  let before: string;
  let after: string;
  const block = HEAD_BLOCK.exec(template);
  if (block) {
    before = template.slice(0, block.index);
    after = template.slice(block.index + block[0].length);
  } else {
    const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, '');
    const end = withoutTitle.search(/<\/head>/i);
    before = end === -1 ? withoutTitle : withoutTitle.slice(0, end);
    after = end === -1 ? '' : withoutTitle.slice(end);
  }
  const bodyAt = after.indexOf(BODY_PLACE);
  const dataAt = after.indexOf(DATA_PLACE);
  const rendersBody = bodyAt !== -1 && dataAt > bodyAt;
  const blank = (html: string) => html.replace(BODY_PLACE, '').replace(DATA_PLACE, '');
  const plain = blank(template);
  const fill = (html: string, shop: ShopConfig) => html.replace(SHOP_CONFIG_PLACEHOLDER, () => shopConfigScript(shop));
  // The opening <html> tag carries the page's language and its direction.
  const inLanguage = (html: string, language: Language | undefined) =>
    language ? html.replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${direction(language)}">`) : html;
  const page = ({ head, body = '', data = '', language }: PageParts, shop: ShopConfig): string =>
    rendersBody
      ? fill(inLanguage(before, language), shop) +
        head +
        fill(after.slice(0, bodyAt), shop) +
        body +
        fill(after.slice(bodyAt + BODY_PLACE.length, dataAt), shop) +
        data +
        fill(after.slice(dataAt + DATA_PLACE.length), shop)
      : fill(inLanguage(before, language), shop) + head + fill(blank(after), shop);
  return { rendersBody, plain: (shop) => fill(plain, shop), page };
}

/**
 * The template of a request's page: the build's, the same for every page, or in development
 * (src/server/dev.ts) Vite's, made again for each page from the source index.html.
 */
export type TemplateFor = (url: string) => Promise<PageTemplate>;

/** A template made from an index.html that has the page's places (the build's, or Vite's in development). */
export function pageTemplate(html: string): PageTemplate {
  return { built: true, ...cutTemplate(html) };
}

export function loadPageTemplate(webRoot: string | undefined): PageTemplate {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (indexFile !== undefined && existsSync(indexFile)) return pageTemplate(readFileSync(indexFile, 'utf8'));
  // Not built (the API alone, in development): the stand-in page names the shop, so it is made each time.
  return {
    built: false,
    rendersBody: false,
    plain: (shop) => cutTemplate(placeholderPage(shop)).plain(shop),
    page: (parts, shop) => cutTemplate(placeholderPage(shop)).page(parts, shop),
  };
}

/**
 * The built web app: its files as they are, and index.html (with the shop settings filled in) for
 * every page no route of its own serves, since the app routes in the browser. A placeholder page
 * stands in until it is built. Storefront pages get their own head (src/server/pages).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  template: PageTemplate,
  development?: TemplateFor,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  if (template.built && webRoot) {
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

  // In development the page changes with the sources: it is made for each request and never kept.
  if (development) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const html = (await development(request.url)).plain(await app.settings.current());
      return sendCompressed(request, reply, 200, 'text/html; charset=utf-8', compressedBodies(html));
    };
  }

  // Compressed once per catalogue version, which a change of the settings bumps too.
  let made: { version: number; page: Record<Encoding, Buffer> } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = await readCatalogueVersion(app.db);
    let page = made && made.version >= version ? made.page : undefined;
    if (!page) {
      page = compressedBodies(template.plain(await app.settings.at(version)));
      if (!made || made.version <= version) made = { version, page };
    }
    return sendCompressed(request, reply, 200, 'text/html; charset=utf-8', page);
  };
}

/** One answer made ahead in each encoding: the one the client takes best. */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  type: string,
  body: Record<Encoding, Buffer>,
  etag?: string,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // A route may vary on more (the home page on the language cookie): Accept-Encoding joins it.
  const vary = reply.getHeader('Vary');
  reply.header('Cache-Control', 'no-cache').header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  // A page the browser already has (`no-cache` makes it ask each time): the answer is 304, no body.
  if (etag && status === 200) {
    reply.header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  reply.code(status);
  reply.type(type);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body[encoding]);
}
