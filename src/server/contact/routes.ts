import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInputSchema, contactListQuerySchema, contactListResponseSchema, contactMessageSchema } from '#contract/contact.js';
import { errors, idParams, noContent } from '../http/schemas.js';
import { ContactService, contactRateLimit } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = new ContactService(app.db);
  const tags = ['contact'];
  const { contactMax, contactWindowMs } = app.config.rateLimits;

  app.post(
    '/contact-us',
    {
      config: { public: true, rateLimit: contactRateLimit(app.config.rateLimits) },
      schema: {
        tags,
        operationId: 'sendContactMessage',
        summary: `Send a contact message (public; at most ${contactMax} per client per ${Math.round(contactWindowMs / 60_000)} min)`,
        body: contactInputSchema,
        response: { 201: contactMessageSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.create(request.body)),
  );

  app.get(
    '/contact-us',
    {
      config: { auth: 'messages' },
      schema: {
        tags,
        operationId: 'listContactMessages',
        summary: 'Contact messages, newest first',
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => contact.list(request.query.page, request.query.limit),
  );

  app.delete(
    '/contact-us/:id',
    {
      config: { auth: 'deleteMessages' },
      schema: {
        tags,
        operationId: 'deleteContactMessage',
        summary: 'Delete a contact message',
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await contact.delete(request.admin!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
