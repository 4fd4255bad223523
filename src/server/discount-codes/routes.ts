import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountCodeInputSchema, discountCodeListSchema, discountCodeSchema } from '#contract/discount-code.js';
import { errors, idParams, noContent } from '../http/schemas.js';
import { DiscountCodeService } from './service.js';

export interface DiscountCodeRoutesOptions {
  /** The clock a code's state (scheduled, ended) is read by; tests set it. */
  now?: () => Date;
}

/** The owner's Codes page: discount codes, their limits and the sales they brought. */
export const discountCodeRoutes: FastifyPluginAsyncZod<DiscountCodeRoutesOptions> = async (app, options) => {
  const codes = new DiscountCodeService(app.db, options.now);
  const tags = ['discount codes'];

  app.get(
    '/discount-codes',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'listDiscountCodes',
        summary:
          'Every discount code, newest first, with its uses, and the orders, revenue and discounts of its confirmed and delivered orders',
        response: { 200: discountCodeListSchema, ...errors(401, 403) },
      },
    },
    async () => codes.list(),
  );

  app.post(
    '/discount-codes',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'createDiscountCode',
        summary: 'Create a discount code',
        body: discountCodeInputSchema,
        response: { 201: discountCodeSchema, ...errors(400, 401, 403, 409, 413, 415) },
        responseDescriptions: {
          409: 'Another code is written this way (codes that differ in case, spaces or look-alike letters are one code)',
        },
      },
    },
    async (request, reply) => reply.code(201).send(await codes.create(request.admin!, request.body)),
  );

  app.put(
    '/discount-codes/:id',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'updateDiscountCode',
        summary: 'Change a discount code, or switch it off or on (active); orders already placed keep what it took off',
        params: idParams,
        body: discountCodeInputSchema,
        response: { 200: discountCodeSchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => codes.update(request.admin!, request.params.id, request.body),
  );

  app.delete(
    '/discount-codes/:id',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'deleteDiscountCode',
        summary: 'Delete a discount code no order ever used (one that was used is switched off instead: 409)',
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await codes.delete(request.admin!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
