import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '#server/http/errors.js';
import { clientKey } from '#server/rate-limit/client-key.js';
import { databaseRateLimitStore } from '#server/rate-limit/store.js';

/**
 * Limits only the routes that declare `config.rateLimit` (contact, orders), per `clientKey`, counted
 * in the database so that a limit holds across every instance. The store reads `db` per request: this
 * plugin is registered before the database plugin decorates it.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(() => app.db),
      keyGenerator: (request) => clientKey(request.ip),
      // Counted once a request has passed its content type, origin and validation checks: requests
      // the shop refuses anyway (another site's forms, say) must not spend a visitor's allowance.
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    });
  },
  { name: 'rate-limit' },
);
