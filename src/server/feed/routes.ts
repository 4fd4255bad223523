import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEED_PATH, feedSchema, feedSettingsInputSchema } from '#contract/feed.js';
import { errors } from '../http/schemas.js';
import { publicBaseUrl } from '../pages/public-url.js';
import { describeFeed, saveFeedSettings } from './service.js';

/** The owner's side of the product feed: its addresses, what it sends and leaves out, its brand and categories. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['feed'];
  const describe = async (request: Parameters<typeof publicBaseUrl>[0]) =>
    describeFeed(app.db, publicBaseUrl(request, app.config.publicBaseUrl), (await app.settings.current()).name);

  app.get(
    '/feed',
    {
      config: { auth: 'settings' },
      schema: {
        tags,
        operationId: 'getFeed',
        summary: `The product feed (${FEED_PATH}, also under /fr and /ar): its addresses, brand, categories' Google product categories, rows and the items it leaves out`,
        response: { 200: feedSchema, ...errors(401, 403) },
      },
    },
    async (request) => describe(request),
  );

  app.put(
    '/feed',
    {
      config: { auth: 'settings' },
      schema: {
        tags,
        operationId: 'updateFeed',
        summary: "Save the product feed's brand and categories' Google product categories; the feed shows them at once",
        description:
          'The brand: null or empty for the shop’s name; one line, no control characters. categories: a Google product category’s number ' +
          "from Google's Health & Beauty taxonomy for each category id named, null or empty to send none; categories not named keep theirs, " +
          'ids that are not categories are ignored.',
        body: feedSettingsInputSchema,
        response: { 200: feedSchema, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      await saveFeedSettings(app.db, request.admin!, request.body);
      return describe(request);
    },
  );
};
