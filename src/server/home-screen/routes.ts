import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '#contract/languages.js';
import { apiMessages } from '#contract/messages/validation.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { matchesEtag, ONE_YEAR_IMMUTABLE, sendCompressed } from '../http/send-compressed.js';
import { PageCache, renderedPage, type RenderedPage } from '../pages/page-cache.js';
import { Icons, ICON_PATH, TOUCH_ICON_PATHS } from './icons.js';
import { adminManifest, manifestPath, storefrontManifest } from './manifests.js';
import { offlinePage } from './offline-page.js';
import { OFFLINE_PATHS, serviceWorkerScript, serviceWorkerVersion } from './service-worker.js';

const MANIFEST = 'application/manifest+json; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const JAVASCRIPT = 'text/javascript; charset=utf-8';

/**
 * The shop on a phone's home screen (docs/decisions/034): the storefront's and the admin panel's
 * manifests in each language, their icons, the offline page in each language and the service worker
 * (/sw.js). All but the icons are made from the shop's settings, once per catalogue version (which a
 * change of the settings bumps), as the pages are; the icons are named by what they show and kept a year.
 */
export const homeScreenRoutes = fp(
  async (app) => {
    const cache = new PageCache(16);
    const icons = new Icons();
    const hidden = { schema: { hide: true } } as const;

    /** Responds from the cache for this catalogue version, or makes the response from that version's settings. */
    const respond = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      make: (shop: ShopConfig, version: number) => Promise<RenderedPage> | RenderedPage,
    ) => {
      const version = await readCatalogueVersion(app.db);
      const page = await cache.getOrRender(key, version, async () => make(await app.settings.at(version), version));
      return sendCompressed(request, reply, page.status, page.type, page.body, page.etag);
    };

    const offline = (shop: ShopConfig, language: Language) => offlinePage(shop, language);

    for (const language of LANGUAGES) {
      app.get(manifestPath(language, 'storefront'), hidden, (request, reply) =>
        respond(request, reply, `storefront ${language}`, (shop) =>
          renderedPage(200, MANIFEST, JSON.stringify(storefrontManifest(shop, language, icons.for(shop.name)))),
        ),
      );
      app.get(manifestPath(language, 'admin'), hidden, (request, reply) =>
        respond(request, reply, `admin ${language}`, (shop) =>
          renderedPage(200, MANIFEST, JSON.stringify(adminManifest(shop, language, icons.for(shop.name, true)))),
        ),
      );
      app.get(OFFLINE_PATHS[language], hidden, (request, reply) => {
        // A page for when there is none: not one for search engines.
        reply.header('X-Robots-Tag', 'noindex');
        return respond(request, reply, `offline ${language}`, (shop) => renderedPage(200, HTML, offline(shop, language)));
      });
    }

    app.get('/sw.js', hidden, (request, reply) => {
      // At the root, so its scope is the whole shop; said outright. `no-cache` (sendCompressed's): a
      // changed worker is picked up on the next visit.
      reply.header('Service-Worker-Allowed', '/');
      return respond(request, reply, 'sw.js', (shop) =>
        renderedPage(200, JAVASCRIPT, serviceWorkerScript(serviceWorkerVersion(LANGUAGES.map((language) => offline(shop, language))))),
      );
    });

    for (const touchApp of ['storefront', 'admin'] as const) {
      for (const path of TOUCH_ICON_PATHS[touchApp]) {
        app.get(path, hidden, async (request, reply) => {
          const icon = icons.touch((await app.settings.current()).name, touchApp === 'admin');
          const etag = `"${icon.tag}"`;
          reply.header('Cache-Control', 'no-cache').header('ETag', etag);
          if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
          return reply.type('image/png').send(await icon.png());
        });
      }
    }

    app.get('/icons/:id', hidden, async (request, reply) => {
      const file = (request.params as { id: string }).id;
      let icon = ICON_PATH.test(`/icons/${file}`) ? icons.find(file) : undefined;
      if (!icon) {
        // Asked for before any manifest since the start: the shop's icons as they are now.
        const { name } = await app.settings.current();
        icons.for(name);
        icons.for(name, true);
        icon = icons.find(file);
      }
      if (!icon) return reply.code(404).send({ message: apiMessages.notFound('Page') });
      return reply
        .header('Cache-Control', ONE_YEAR_IMMUTABLE)
        .type('image/png')
        .send(await icon.png());
    });
  },
  { name: 'home-screen', dependencies: ['database', 'settings'] },
);
