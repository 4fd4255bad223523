import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListQuerySchema, activityListSchema } from '#contract/activity.js';
import { errors } from '../http/schemas.js';
import { ActivityService } from './service.js';

/** The owner's Activity page: every change of the shop's data and who made it. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const activity = new ActivityService(app.db);

  app.get(
    '/activity',
    {
      config: { auth: 'accounts' },
      schema: {
        tags: ['activity'],
        operationId: 'listActivity',
        summary: 'Who did what: every change of orders, sales, stock, the catalogue, the settings and accounts, newest first',
        description:
          'Each record names the person by the name their account had then, kept after it is renamed or switched off. ' +
          'Filtered by person (an account id) and by kind.',
        querystring: activityListQuerySchema,
        response: { 200: activityListSchema, ...errors(400, 401) },
      },
    },
    async (request) => activity.list(request.query),
  );
};
