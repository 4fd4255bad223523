import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository.js';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'error']).describe('`degraded`: the database answers but cannot save (a full disk)'),
    database: z.enum(['ok', 'error']),
    writes: z.enum(['ok', 'failing']).describe('`failing` from a write refused for lack of space until one is saved again'),
  })
  .meta({ id: 'Health', description: 'Whether the server and its database answer, and whether writes are saved' });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer and save (503 when the database does not answer or cannot save)',
        response: { 200: healthSchema, 503: healthSchema },
        responseDescriptions: { 503: 'The database does not answer, or it answers but cannot save (`writes: failing`)' },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'error', writes: 'failing' });
      }
      if (app.databaseState.writes === 'failing') {
        return reply.code(503).send({ status: 'degraded', database: 'ok', writes: 'failing' });
      }
      return { status: 'ok' as const, database: 'ok' as const, writes: 'ok' as const };
    },
  );
};
