import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPageSchema } from '#contract/order-page.js';
import { errors } from '../http/schemas.js';
import { notFound } from '../http/errors.js';
import { PRIVATE_HEADERS } from '../http/send-compressed.js';
import { readOrderPage } from './service.js';

/**
 * An order's own page's data, for whoever has its link (the customer's WhatsApp message). Read only:
 * the token opens this page and nothing else. Each request is worked out afresh, so it counts against
 * the client's cache-miss rate limit as an uncached catalogue response does; a wrong token of any kind
 * is the 404 of an address the API does not have.
 */
export const orderPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order-page/:token',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrderPage',
        summary: "An order as its customer sees it on its own page, by the page's token (public, read only, never cached)",
        description:
          "The token is the order's pageToken, which the order placed and the owner's order give. Any other text, an order's id or " +
          'reference among them, answers 404 as an unknown address does. Counted against the cache-miss rate limit.',
        // Any text: a token the shop did not make is told apart by no rule but its MAC.
        params: z.strictObject({ token: z.string() }),
        response: { 200: orderPageSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      app.catalogueCache.countCacheMiss(request.ip);
      const page = await readOrderPage(app.db, request.params.token);
      if (!page) throw notFound('Page');
      return page;
    },
  );
};
