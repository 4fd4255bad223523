import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FEED_PATH } from '#contract/feed.js';
import { LANGUAGES, pathIn, type Language } from '#contract/languages.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { preferredEncoding } from '../http/encoding.js';
import { matchesEtag } from '../http/send-compressed.js';
import { publicBaseUrl } from '../pages/public-url.js';
import { FeedCache } from './service.js';

const XML = 'application/xml; charset=utf-8';

/**
 * The product feed at its public addresses: /feed/products.xml, /fr/feed/products.xml and
 * /ar/feed/products.xml, for Meta's commerce catalogue and Google Merchant Center to fetch as often as
 * they like. Made once per catalogue version and address; a fetch with the ETag it has gets 304.
 */
export const feedPublicRoutes = fp(
  async (app) => {
    const cache = new FeedCache(app.db);
    const serve = (language: Language) => async (request: FastifyRequest, reply: FastifyReply) => {
      const base = publicBaseUrl(request, app.config.publicBaseUrl);
      // A feed not made yet is made at the client's cost, as a page not cached is.
      if (!cache.has(base, language)) app.catalogueCache.countCacheMiss(request.ip);
      const version = await readCatalogueVersion(app.db);
      const shopName = (await app.settings.at(version)).name;
      const entry = await cache.get(version, { base, language, shopName });
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', entry.etag);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = await cache.body(entry, encoding);
      reply.type(XML);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(body);
    };
    for (const language of LANGUAGES) app.get(pathIn(language, FEED_PATH), { schema: { hide: true } }, serve(language));
  },
  { name: 'feed', dependencies: ['database', 'settings', 'catalogue-cache'] },
);
