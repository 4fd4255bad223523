import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { storefrontPageText, type StorefrontPage } from '#contract/page-text.js';
import { pageQuery } from '#contract/page-query.js';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, languageBase, pathIn, type Language } from '#contract/languages.js';
import { catalogues } from '#contract/messages/catalogues.js';
import { localizedText } from '#contract/localized.js';
import { findPhotosOf } from '../catalogue/item/photos.js';
import { itemTranslations, type TranslatedItemColumns } from '../catalogue/translations.js';
import { listCarouselImages } from '../carousel/repository.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { findOffer } from '../offers/repository.js';
import { findProduct } from '../products/repository.js';
import { centsToDollars } from '#contract/fields.js';
import { SHARE_SIZE, shareKey, variantKey } from '../images/pipeline.js';
import { joinedImage, type JoinedImageColumns, type StoredImage } from '../uploads/repository.js';
import { sendCompressed } from '../http/send-compressed.js';
import type { TemplateFor } from './template.js';
import type { ApiTransport, StorefrontRenderer } from '#contract/rendering.js';
import type { ShopConfig } from '#contract/shop.js';
import { QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { renderHead, type PageHead, type SharePicture } from './head.js';
import { renderedPage, PageCache, type RenderedPage } from './page-cache.js';
import { readCookie } from '../http/cookies.js';
import { escapeMarkup, scriptJson } from '../http/markup.js';
import { publicBaseUrl } from './public-url.js';
import type { PreloadLinks } from './renderer.js';
import { listSitemapItems } from './repository.js';
import { productData, storeData } from './structured-data.js';
import { stockResponse, trackedCounts, type StockKind } from '../stock/service.js';

const HTML = 'text/html; charset=utf-8';

/** The storefront's pages without an id, at their English paths, and what each one is. */
const FIXED_PAGES = {
  '/': { kind: 'home' },
  '/offer': { kind: 'offers' },
  '/about': { kind: 'about' },
  '/contact-us': { kind: 'contact' },
  '/cart': { kind: 'cart' },
} as const satisfies Record<string, StorefrontPage>;

/** In the sitemap: every fixed page but the cart, which is each visitor's own and not for search engines. */
const SITEMAP_PAGES = ['/', '/offer', '/about', '/contact-us'] as const;

const idParams = z.object({ id: z.string().min(1).max(200) });

interface ItemRow extends JoinedImageColumns, TranslatedItemColumns {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  offer_price_cents: number | null;
  sold_out?: number;
  track_stock: number;
  /** A product's colours as stored (JSON); offers have none. */
  colors?: string;
}

export interface PageRoutesOptions {
  template: TemplateFor;
  /** Rendered pages are cached per catalogue version; not in development, where the code changes under them. */
  cachePages: boolean;
  /** Renders a page's body with the web app's components; null sends the head only (web app not built). */
  renderer: StorefrontRenderer | null;
  preloadLinks: PreloadLinks;
}

/**
 * What one page is rendered for: the public address, the shop's settings of the catalogue version read,
 * the page's language, and its query as the page reads it (`pageQuery`).
 */
interface PageContext {
  base: string;
  shop: ShopConfig;
  language: Language;
  search: string;
}

/**
 * The storefront's pages, each sent as the web app's index.html with a head of its own (title,
 * description, canonical link, Open Graph and Twitter tags, JSON-LD), so that link previews and search
 * engines see the page without running the app, and with its body rendered by the app's own components
 * and the data it was rendered from (docs/decisions/019); an unknown product or offer responds 404. Plus
 * /sitemap.xml and /robots.txt. Everything is rendered once per catalogue version, public address and query
 * (in development, for each request).
 */
export const pageRoutes = fp<PageRoutesOptions>(
  async (fastify, { template: templateFor, renderer, preloadLinks, cachePages }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const cache = new PageCache();
    const { publicBaseUrl: configuredBase } = app.config;

    const picture = (base: string, image: ReturnType<typeof joinedImage>, alt: string): SharePicture | null =>
      image ? { url: `${base}/uploads/${shareKey(image.id)}`, ...SHARE_SIZE, alt } : null;

    /** The head of `page` (its English path) in the page's language, with its address in each. */
    const pageHead = (page: StorefrontPage, { base, shop, language }: PageContext, path: string, extra: Partial<PageHead> = {}): PageHead => {
      const text = storefrontPageText(page, shop.name, catalogues[language]['storefront/pages'].pageText);
      return {
        ...text,
        canonical: `${base}${pathIn(language, path)}`,
        language,
        alternates: LANGUAGES.map((other) => ({ language: other, url: `${base}${pathIn(other, path)}` })),
        siteName: shop.name,
        ogType: 'website',
        picture: null,
        ...extra,
        jsonLd: [storeData(shop, base), ...(extra.jsonLd ?? [])],
      };
    };

    /**
     * The page's body from the renderer, its data reached through the API's own routes in-process, as
     * the visitor's request (the API's rate limits see the visitor). Without a renderer, or when the
     * page's data does not load, the head goes alone and the browser renders the page; that response
     * is not cached, so the next request tries again.
     */
    const renderBody = async (request: FastifyRequest, { shop, language, search }: PageContext, head: string) => {
      const template = await templateFor(request.url);
      if (!renderer || !template.rendersBody) return { html: template.page({ head, language }, shop), cacheable: true };
      const { path } = splitUrl(request.url);
      const api: ApiTransport = async (url, init) => {
        const response = await app.inject({ method: init.method as 'GET', url, headers: init.headers, remoteAddress: request.ip });
        return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
      };
      try {
        const rendered = await renderer.render({ path, search, shop }, api);
        const data = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`;
        const links = preloadLinks(rendered.modules, language);
        const pageHead = [head, rendered.head, links.head].filter(Boolean).join('\n    ');
        const pageData = [data, links.body].filter(Boolean).join('\n    ');
        return { html: template.page({ head: pageHead, body: rendered.html, data: pageData, language }, shop), cacheable: true };
      } catch (error) {
        request.log.warn({ err: error }, 'the page was sent without its body: the browser renders it');
        return { html: template.page({ head, language }, shop), cacheable: false };
      }
    };

    const htmlPage = async (request: FastifyRequest, context: PageContext, status: number, head: PageHead): Promise<RenderedPage> => {
      const { html, cacheable } = await renderBody(request, context, renderHead(head));
      return { ...renderedPage(status, HTML, html), cacheable };
    };

    /** Sold out by the owner's switch or, when tracked, by its counts (every colour at 0), as the API says. */
    const isSoldOut = async (kind: StockKind, row: ItemRow, threshold: number) => {
      if (row.sold_out === 1) return true;
      const colorHexes = row.colors ? (JSON.parse(row.colors) as Array<{ hexCode: string }>).map((color) => color.hexCode) : [];
      return stockResponse(await trackedCounts(app.db, kind, [row.id]), threshold, row, colorHexes).soldOut;
    };

    /** A product's or an offer's page: its words, picture, price and structured data, or the 404 page. */
    const itemPage = async (request: FastifyRequest, kind: 'product' | 'offer', row: ItemRow | undefined, context: PageContext, path: string) => {
      const { base, shop } = context;
      if (!row) return htmlPage(request, context, 404, pageHead({ kind, item: null }, context, path, { noindex: true }));
      // Its name and description in the page's language, each English where the owner gave none.
      const text = localizedText({ name: row.name, description: row.description, translations: itemTranslations(row) }, context.language);
      const image = joinedImage(row);
      const price = centsToDollars(row.offer_price_cents ?? row.price_cents);
      const url = `${base}${pathIn(context.language, path)}`;
      // The share picture is the main photo's; search engines are given every photo.
      const share = picture(base, image, text.name);
      const photos = (await findPhotosOf(app.db, kind, [row.id])).get(row.id) ?? (image ? [image] : []);
      const largest = (photo: StoredImage) => `${base}/uploads/${variantKey(photo.id, Math.max(...photo.widths))}`;
      const data = productData(
        {
          name: text.name,
          description: text.description,
          price,
          inStock: !(await isSoldOut(kind, row, shop.lowStockThreshold)),
          url,
          images: photos.map(largest),
        },
        shop,
        base,
      );
      return htmlPage(
        request,
        context,
        200,
        pageHead({ kind, item: text }, context, path, { ogType: 'product', picture: share, price, jsonLd: [data] }),
      );
    };

    /**
     * Responds from the cache for this catalogue version, or renders the page (with that version's settings)
     * and caches it. `path` is the page's English one; `language` says which of its addresses this is.
     */
    const respond = async (
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      kind: StorefrontPage['kind'] | null,
      render: (context: PageContext) => Promise<RenderedPage>,
      language: Language = 'en',
    ) => {
      const base = publicBaseUrl(request, configuredBase);
      // What the page reads of the query is part of what it shows (the catalogue's page, search and
      // category; a product's way back); the rest of the query is not, and makes no page of its own.
      const search = kind ? pageQuery(kind, splitUrl(request.url).search) : '';
      const key = `${base} ${pathIn(language, path)}${search}`;
      // A page not cached is rendered at the client's cost, under the same cache-miss rate limit as the
      // API's responses.
      if (cachePages && !cache.has(key)) app.catalogueCache.chargeMiss(request.ip);
      const version = await readCatalogueVersion(app.db);
      const renderNow = async () => render({ base, shop: await app.settings.at(version), language, search });
      const page = cachePages ? await cache.getOrRender(key, version, renderNow) : await renderNow();
      return sendCompressed(request, reply, page.status, page.type, page.body, page.etag);
    };

    const hidden = { schema: { hide: true } } as const;

    // Every page in each language: English without a prefix, French and Arabic under /fr and /ar.
    for (const language of LANGUAGES) {
      const prefix = languageBase(language);
      for (const [path, page] of Object.entries(FIXED_PAGES)) {
        app.get(`${prefix}${path}`, hidden, (request, reply) => {
          // The shop's bare address opens in the language the visitor chose last (the switcher remembers it).
          if (language === 'en' && path === '/') {
            reply.header('Vary', 'Cookie');
            const chosen = chosenLanguage(request);
            if (chosen !== 'en') return reply.redirect(`${pathIn(chosen, '/')}${splitUrl(request.url).search}`, 302);
          }
          return respond(
            request,
            reply,
            path,
            page.kind,
            async (context) => {
              // The home page's preview shows the first banner, when there is one.
              const banner = page.kind === 'home' ? (await listCarouselImages(app.db))[0] : undefined;
              const share = banner ? picture(context.base, joinedImage(banner), context.shop.name) : null;
              return htmlPage(request, context, 200, pageHead(page, context, path, { picture: share }));
            },
            language,
          );
        });
      }

      app.get(`${prefix}/products/:id`, { schema: { hide: true, params: idParams } }, (request, reply) => {
        const path = `/products/${encodeURIComponent(request.params.id)}`;
        return respond(request, reply, path, 'product', async (context) => itemPage(request, 'product', await findProduct(app.db, request.params.id), context, path), language);
      });

      app.get(`${prefix}/offer/:id`, { schema: { hide: true, params: idParams } }, (request, reply) => {
        const path = `/offer/${encodeURIComponent(request.params.id)}`;
        return respond(request, reply, path, 'offer', async (context) => itemPage(request, 'offer', await findOffer(app.db, request.params.id), context, path), language);
      });
    }

    app.get('/sitemap.xml', hidden, (request, reply) =>
      respond(request, reply, '/sitemap.xml', null, async ({ base }) => renderedPage(200, 'application/xml; charset=utf-8', await sitemap(base))),
    );

    app.get('/robots.txt', hidden, (request, reply) =>
      respond(request, reply, '/robots.txt', null, async ({ base }) => renderedPage(200, 'text/plain; charset=utf-8', robots(base))),
    );

    const sitemap = async (base: string): Promise<string> => {
      const { products, offers } = await listSitemapItems(app.db);
      // Each page in each language, naming its others (the same alternates as the page's head).
      const url = (language: Language, path: string) => escapeMarkup(`${base}${pathIn(language, path)}`);
      const alternates = (path: string) =>
        LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language, path)}"/>`).join('');
      const entries = (path: string, lastmod?: string) =>
        LANGUAGES.map(
          (language) =>
            `  <url><loc>${url(language, path)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}${alternates(path)}</url>`,
        );
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...SITEMAP_PAGES.flatMap((path) => entries(path)),
        ...products.flatMap((row) => entries(`/products/${encodeURIComponent(row.id)}`, row.updated_at)),
        ...offers.flatMap((row) => entries(`/offer/${encodeURIComponent(row.id)}`, row.updated_at)),
        '</urlset>',
        '',
      ].join('\n');
    };
  },
  { name: 'pages', dependencies: ['database', 'settings', 'catalogue-cache'] },
);

/** A request's path as sent, and its query with its `?` (or empty), as the address bar has them. */
function splitUrl(url: string): { path: string; search: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at) };
}

/** The admin panel, the cart (in every language) and the API are not for search engines; everything else is. */
function robots(base: string): string {
  const carts = LANGUAGES.map((language) => `Disallow: ${pathIn(language, '/cart')}`);
  return ['User-agent: *', 'Disallow: /admin', ...carts, 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** The language the visitor last chose with the switcher (its cookie), English when none. */
function chosenLanguage(request: FastifyRequest): Language {
  const chosen = readCookie(request, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : 'en';
}
