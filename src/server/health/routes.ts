import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository.js';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['ok', 'error']),
  })
  .meta({ id: 'Health', description: 'Whether the server and its database answer' });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer (503 when the database does not)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};
