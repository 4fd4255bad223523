import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FEED_PATH } from '#contract/feed.js';
import { LANGUAGES, pathIn, type Language } from '#contract/languages.js';
import { sendCatalogueDocument } from '../catalogue/documents.js';
import { publicBaseUrl } from '../pages/public-url.js';
import { feedBuild } from './service.js';

/**
 * The product feed at its public addresses: /feed/products.xml, /fr/feed/products.xml and
 * /ar/feed/products.xml, for Meta's commerce catalogue and Google Merchant Center to fetch as often as
 * they like. Made once per catalogue version, language and public address (with PUBLIC_BASE_URL, whatever
 * the Host: docs/decisions/035); a fetch with the ETag it has gets 304.
 */
export const feedPublicRoutes = fp(
  async (app) => {
    const serve = (language: Language) => (request: FastifyRequest, reply: FastifyReply) => {
      const base = publicBaseUrl(request, app.config.publicBaseUrl);
      return sendCatalogueDocument(request, reply, {
        kind: 'feed',
        key: `${language} ${base}`,
        type: 'application/xml; charset=utf-8',
        build: async (version) => feedBuild(app.db, { base, language, shopName: (await app.settings.at(version)).name }),
      });
    };
    for (const language of LANGUAGES) app.get(pathIn(language, FEED_PATH), { schema: { hide: true } }, serve(language));
  },
  { name: 'feed', dependencies: ['database', 'settings', 'catalogue-cache'] },
);
