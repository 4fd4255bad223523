import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { pageQuery } from '#contract/page-query.js';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, languageBase, pathIn, type Language } from '#contract/languages.js';
import type { ApiTransport, StorefrontRenderer, StorefrontRouteInfo } from '#contract/rendering.js';
import { QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { sendCatalogueDocument, type DocumentBuild } from '../catalogue/documents.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { readCookie } from '../http/cookies.js';
import { escapeMarkup, scriptJson } from '../http/markup.js';
import { PRIVATE_HEADERS, sendCompressed } from '../http/send-compressed.js';
import { renderHead } from './head-markup.js';
import { renderedPage, PageCache, type RenderedPage } from './page-cache.js';
import { publicBaseUrl } from './public-url.js';
import type { PreloadLinks } from './renderer.js';
import { listSitemapItems } from './repository.js';
import type { TemplateFor } from './template.js';

const HTML = 'text/html; charset=utf-8';

export interface PageRoutesOptions {
  template: TemplateFor;
  /** Rendered pages are cached per catalogue version; not in development, where the code changes under them. */
  cachePages: boolean;
  /** The web app's renderer, which says what the storefront's routes are; null: none (not built), and the app routes alone. */
  renderer: StorefrontRenderer | null;
  preloadLinks: PreloadLinks;
}

/** A route's parameters, each a path segment of reasonable length (`/products/:id` has `id`). */
const paramsSchema = (path: string) =>
  z.object(Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, z.string().min(1).max(200)])));

/**
 * The storefront's pages: a route for each of the web app's storefront routes (src/web/routes/
 * storefront-routes.tsx) in each language, English without a prefix, French and Arabic under /fr and
 * /ar. Each page is the web app's index.html with its head, body and data rendered by the app's own
 * components from the API's data (docs/decisions/019), so that link previews and search engines see it
 * without running the app; an unknown product or offer responds 404. Plus /sitemap.xml and
 * /robots.txt from the same routes. Everything is rendered once per catalogue version, public address
 * and the query as the page reads it (in development, for each request, but the sitemap).
 */
export const pageRoutes = fp<PageRoutesOptions>(
  async (fastify, { template: templateFor, renderer, preloadLinks, cachePages }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const cache = new PageCache();
    const { publicBaseUrl: configuredBase } = app.config;
    const routes = renderer?.routes ?? [];

    /**
     * The page from the renderer, its data reached through the API's own routes in-process, as the
     * visitor's request (the API's rate limits see the visitor). When its data does not load, the head
     * goes alone and the browser renders the page; when the renderer fails, the app as built does. Neither
     * response is cached, so the next request tries again.
     */
    const renderPage = async (request: FastifyRequest, search: string, base: string, version: number): Promise<RenderedPage> => {
      const template = await templateFor(request.url);
      const shop = await app.settings.at(version);
      const { path } = splitUrl(request.url);
      const api: ApiTransport = async (url, init) => {
        const response = await app.inject({ method: init.method as 'GET', url, headers: init.headers, remoteAddress: request.ip });
        return new Response(response.body, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? '') },
        });
      };
      try {
        const rendered = await renderer!.render({ path, search, shop, base }, api);
        const head = renderHead(rendered.head);
        const { language } = rendered.head;
        if (rendered.html === null || !template.rendersBody) {
          return { ...renderedPage(rendered.status, HTML, template.page({ head, language }, shop)), cacheable: rendered.html !== null };
        }
        const data = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`;
        const links = preloadLinks(rendered.modules, language);
        const pageHead = [head, rendered.hints, links.head].filter(Boolean).join('\n    ');
        const pageData = [data, links.body].filter(Boolean).join('\n    ');
        return renderedPage(rendered.status, HTML, template.page({ head: pageHead, body: rendered.html, data: pageData, language }, shop));
      } catch (error) {
        request.log.warn({ err: error }, 'the page could not be rendered: the browser renders it');
        return { ...renderedPage(200, HTML, template.plain(shop)), cacheable: false };
      }
    };

    /**
     * Responds from the cache for this catalogue version, or renders the page (with that version's
     * settings) and caches it.
     */
    const respond = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      render: (base: string, version: number) => Promise<RenderedPage>,
    ) => {
      const base = publicBaseUrl(request, configuredBase);
      const cacheKey = `${base} ${key}`;
      // A page not cached is rendered at the client's cost, under the same cache-miss rate limit as the
      // API's responses.
      if (cachePages && !cache.has(cacheKey)) app.catalogueCache.countCacheMiss(request.ip);
      const version = await readCatalogueVersion(app.db);
      const renderNow = () => render(base, version);
      const page = cachePages ? await cache.getOrRender(cacheKey, version, renderNow) : await renderNow();
      return sendCompressed(request, reply, page.status, page.type, page.body, page.etag);
    };

    /**
     * One visitor's own page (an order's, by its token): rendered for each request, so always at the
     * visitor's cost, and kept by no cache, here or on the way, nor by a search engine.
     */
    const respondPrivately = async (request: FastifyRequest, reply: FastifyReply, read: string) => {
      if (cachePages) app.catalogueCache.countCacheMiss(request.ip);
      const page = await renderPage(request, read, publicBaseUrl(request, configuredBase), await readCatalogueVersion(app.db));
      reply.headers(PRIVATE_HEADERS);
      return sendCompressed(request, reply, page.status, page.type, page.body);
    };

    const servePage = (route: StorefrontRouteInfo, language: Language) => (request: FastifyRequest, reply: FastifyReply) => {
      const { path, search } = splitUrl(request.url);
      // The shop's bare address opens in the language the visitor chose last (the switcher remembers it).
      if (language === 'en' && route.path === '/') {
        reply.header('Vary', 'Cookie');
        const chosen = chosenLanguage(request);
        if (chosen !== 'en') return reply.redirect(`${pathIn(chosen, '/')}${search}`, 302);
      }
      // What the page reads of the query is part of what it shows (the catalogue's page, search and
      // category; a product's way back); the rest of the query is not, and makes no page of its own.
      const read = pageQuery(route.reads, search);
      if (route.private) return respondPrivately(request, reply, read);
      return respond(request, reply, `${path}${read}`, (base, version) => renderPage(request, read, base, version));
    };

    for (const language of LANGUAGES) {
      for (const route of routes) {
        app.get(
          `${languageBase(language)}${route.path}`,
          { schema: { hide: true, params: paramsSchema(route.path) } },
          servePage(route, language),
        );
      }
    }

    const hidden = { schema: { hide: true } } as const;
    // Made once per catalogue version (with PUBLIC_BASE_URL, whatever the Host), as the product feed is: tens of MB for a large shop.
    app.get('/sitemap.xml', hidden, (request, reply) => {
      const base = publicBaseUrl(request, configuredBase);
      return sendCatalogueDocument(request, reply, {
        kind: 'sitemap',
        key: base,
        type: 'application/xml; charset=utf-8',
        build: async () => sitemap(base),
      });
    });
    app.get('/robots.txt', hidden, (request, reply) =>
      respond(request, reply, '/robots.txt', async (base) => renderedPage(200, 'text/plain; charset=utf-8', robots(base, routes))),
    );

    /** Each route search engines may list, in each language: a page, or one per product or offer. */
    const sitemap =
      (base: string): DocumentBuild =>
      async (write, pause) => {
        const { products, offers } = await listSitemapItems(app.db);
        // Each page in each language, naming its others (the same alternates as the page's head).
        const url = (language: Language, path: string) => escapeMarkup(`${base}${pathIn(language, path)}`);
        const alternates = (path: string) =>
          LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language, path)}"/>`).join('');
        const entries = (path: string, lastmod?: string) =>
          LANGUAGES.map(
            (language) =>
              `  <url><loc>${url(language, path)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}${alternates(path)}</url>\n`,
          ).join('');
        write('<?xml version="1.0" encoding="UTF-8"?>\n');
        write('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n');
        for (const route of routes) if (route.sitemap === 'page') write(entries(route.path));
        for (const route of routes) {
          const rows = route.sitemap === 'each product' ? products : route.sitemap === 'each offer' ? offers : [];
          for (const row of rows) {
            write(entries(route.path.replace(/:\w+/, encodeURIComponent(row.id)), row.updated_at));
            await pause();
          }
        }
        write('</urlset>\n');
      };
  },
  { name: 'pages', dependencies: ['database', 'settings', 'catalogue-cache'] },
);

/** A request's path as sent, and its query with its `?` (or empty), as the address bar has them. */
function splitUrl(url: string): { path: string; search: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at) };
}

/**
 * The admin panel, the API and the pages never listed (the cart, in every language) are not for search
 * engines; everything else is. A visitor's own page is not named: its address would be a path with a
 * parameter, and a crawler kept out could not read the `noindex` it answers with.
 */
function robots(base: string, routes: readonly StorefrontRouteInfo[]): string {
  const never = routes
    .filter((route) => route.sitemap === 'never' && !route.private)
    .flatMap((route) => LANGUAGES.map((language) => `Disallow: ${pathIn(language, route.path)}`));
  return ['User-agent: *', 'Disallow: /admin', ...never, 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** The language the visitor last chose with the switcher (its cookie), English when none. */
function chosenLanguage(request: FastifyRequest): Language {
  const chosen = readCookie(request, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : 'en';
}
