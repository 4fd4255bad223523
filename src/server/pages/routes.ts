import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { storefrontPageText, type StorefrontPage } from '#contract/page-text.js';
import { listCarouselImages } from '../carousel/repository.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { findOffer } from '../offers/repository.js';
import { findProduct } from '../products/repository.js';
import { centsToDollars } from '#contract/fields.js';
import { SHARE_SIZE, shareKey, variantKey } from '../images/pipeline.js';
import { joinedImage, type JoinedImageColumns } from '../uploads/repository.js';
import { sendCompressed, type PageTemplate } from '../plugins/web.js';
import type { ApiTransport, StorefrontRenderer } from '#contract/rendering.js';
import type { ShopConfig } from '#contract/shop.js';
import { QUERY_STATE_ELEMENT_ID } from '#contract/rendering.js';
import { renderHead, type PageHead, type SharePicture } from './head.js';
import { makePage, PageCache, type MadePage } from './page-cache.js';
import { escapeMarkup, scriptJson } from '../http/markup.js';
import { publicBaseUrl } from './public-url.js';
import type { PreloadLinks } from './renderer.js';
import { listSitemapItems } from './repository.js';
import { productData, storeData } from './structured-data.js';

const HTML = 'text/html; charset=utf-8';

/** The storefront's pages without an id, as the spec lists them, and what each one is. */
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

interface ItemRow extends JoinedImageColumns {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  offer_price_cents: number | null;
  sold_out?: number;
}

export interface PageRoutesOptions {
  template: PageTemplate;
  /** Renders a page's body with the web app's components; null sends the head only (web app not built). */
  renderer: StorefrontRenderer | null;
  preloadLinks: PreloadLinks;
}

/** What one page is made for: the public address, and the shop's settings of the catalogue version read. */
interface Made {
  base: string;
  shop: ShopConfig;
}

/**
 * The storefront's pages, each sent as the web app's index.html with a head of its own (title,
 * description, canonical link, Open Graph and Twitter tags, JSON-LD), so that link previews and search
 * engines see the page without running the app, and with its body rendered by the app's own components
 * and the data it was rendered from (docs/decisions/014); an unknown product or offer answers 404. Plus
 * /sitemap.xml and /robots.txt. Everything is made once per catalogue version, public address and query.
 */
export const pageRoutes = fp<PageRoutesOptions>(
  async (fastify, { template, renderer, preloadLinks }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const cache = new PageCache();
    const { publicBaseUrl: configuredBase } = app.config;

    const picture = (base: string, image: ReturnType<typeof joinedImage>, alt: string): SharePicture | null =>
      image ? { url: `${base}/uploads/${shareKey(image.id)}`, ...SHARE_SIZE, alt } : null;

    const pageHead = (page: StorefrontPage, { base, shop }: Made, path: string, extra: Partial<PageHead> = {}): PageHead => {
      const text = storefrontPageText(page, shop.name);
      return {
        ...text,
        canonical: `${base}${path}`,
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
     * page's data does not load, the head goes alone and the browser renders the page; that answer is
     * not kept, so the next request tries again.
     */
    const renderBody = async (request: FastifyRequest, shop: ShopConfig, head: string) => {
      if (!renderer || !template.rendersBody) return { html: template.page({ head }, shop), kept: true };
      const { path, search } = splitUrl(request.url);
      const api: ApiTransport = async (url, init) => {
        const answer = await app.inject({ method: init.method as 'GET', url, headers: init.headers, remoteAddress: request.ip });
        return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
      };
      try {
        const rendered = await renderer.render({ path, search, shop }, api);
        const data = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`;
        const preload = preloadLinks(rendered.modules);
        return { html: template.page({ head: preload ? `${head}\n    ${preload}` : head, body: rendered.html, data }, shop), kept: true };
      } catch (error) {
        request.log.warn({ err: error }, 'the page was sent without its body: the browser renders it');
        return { html: template.page({ head }, shop), kept: false };
      }
    };

    const htmlPage = async (request: FastifyRequest, made: Made, status: number, head: PageHead): Promise<MadePage> => {
      const { html, kept } = await renderBody(request, made.shop, renderHead(head));
      return { ...makePage(status, HTML, html), kept };
    };

    /** A product's or an offer's page: its words, picture, price and structured data, or the 404 page. */
    const itemPage = (request: FastifyRequest, kind: 'product' | 'offer', row: ItemRow | undefined, made: Made, path: string) => {
      const { base, shop } = made;
      if (!row) return htmlPage(request, made, 404, pageHead({ kind, item: null }, made, path, { noindex: true }));
      const image = joinedImage(row);
      const price = centsToDollars(row.offer_price_cents ?? row.price_cents);
      const url = `${base}${path}`;
      const share = picture(base, image, row.name);
      const largest = image ? `${base}/uploads/${variantKey(image.id, Math.max(...image.widths))}` : null;
      const data = productData(
        {
          name: row.name,
          description: row.description,
          price,
          inStock: row.sold_out !== 1,
          url,
          image: largest,
        },
        shop,
        base,
      );
      return htmlPage(
        request,
        made,
        200,
        pageHead({ kind, item: row }, made, path, { ogType: 'product', picture: share, price, jsonLd: [data] }),
      );
    };

    /** Answers from the cache for this catalogue version, or makes the answer (with that version's settings) and keeps it. */
    const answer = async (request: FastifyRequest, reply: FastifyReply, path: string, make: (made: Made) => Promise<MadePage>) => {
      const base = publicBaseUrl(request, configuredBase);
      const version = await readCatalogueVersion(app.db);
      // The query is part of what a page shows (the catalogue's page, search and category; a product's way back).
      const page = await cache.answer(`${base} ${path}${splitUrl(request.url).search}`, version, async () => make({ base, shop: await app.settings.at(version) }));
      return sendCompressed(request, reply, page.status, page.type, page.body, page.etag);
    };

    const hidden = { schema: { hide: true } } as const;

    for (const [path, page] of Object.entries(FIXED_PAGES)) {
      app.get(path, hidden, (request, reply) =>
        answer(request, reply, path, async (made) => {
          // The home page's preview shows the first banner, when there is one.
          const banner = page.kind === 'home' ? (await listCarouselImages(app.db))[0] : undefined;
          const share = banner ? picture(made.base, joinedImage(banner), made.shop.name) : null;
          return htmlPage(request, made, 200, pageHead(page, made, path, { picture: share }));
        }),
      );
    }

    app.get('/products/:id', { schema: { hide: true, params: idParams } }, (request, reply) => {
      const path = `/products/${encodeURIComponent(request.params.id)}`;
      return answer(request, reply, path, async (made) => itemPage(request, 'product', await findProduct(app.db, request.params.id), made, path));
    });

    app.get('/offer/:id', { schema: { hide: true, params: idParams } }, (request, reply) => {
      const path = `/offer/${encodeURIComponent(request.params.id)}`;
      return answer(request, reply, path, async (made) => itemPage(request, 'offer', await findOffer(app.db, request.params.id), made, path));
    });

    app.get('/sitemap.xml', hidden, (request, reply) =>
      answer(request, reply, '/sitemap.xml', async ({ base }) => makePage(200, 'application/xml; charset=utf-8', await sitemap(base))),
    );

    app.get('/robots.txt', hidden, (request, reply) =>
      answer(request, reply, '/robots.txt', async ({ base }) => makePage(200, 'text/plain; charset=utf-8', robots(base))),
    );

    const sitemap = async (base: string): Promise<string> => {
      const { products, offers } = await listSitemapItems(app.db);
      const entry = (path: string, lastmod?: string) =>
        `  <url><loc>${escapeMarkup(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SITEMAP_PAGES.map((path) => entry(path)),
        ...products.map((row) => entry(`/products/${encodeURIComponent(row.id)}`, row.updated_at)),
        ...offers.map((row) => entry(`/offer/${encodeURIComponent(row.id)}`, row.updated_at)),
        '</urlset>',
        '',
      ].join('\n');
    };
  },
  { name: 'pages', dependencies: ['database', 'settings'] },
);

/** A request's path as sent, and its query with its `?` (or empty), as the address bar has them. */
function splitUrl(url: string): { path: string; search: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at) };
}

/** The admin panel, the cart and the API are not for search engines; everything else is. */
function robots(base: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /cart', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
