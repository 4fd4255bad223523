import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerFieldsSchema, offerListQuerySchema, offerListResponseSchema, offerSchema } from '../../contract/offer.js';
import { readMultipartForm } from '../http/multipart.js';
import { errors, idParams, multipartBody, noContent, notModified } from '../http/schemas.js';
import { parseOr400 } from '../http/validation.js';
import { OfferService } from './service.js';

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = new OfferService(app.db, app.images);
  const tags = ['offers'];
  const form = multipartBody(offerFieldsSchema, 'optional');

  app.get(
    '/offer',
    {
      config: { catalogCache: true },
      schema: {
        tags,
        operationId: 'listOffers',
        summary: 'Offers, newest first; search matches name or description',
        querystring: offerListQuerySchema,
        response: { 200: offerListResponseSchema, ...notModified, ...errors(400) },
      },
    },
    async (request) => {
      const { page, limit, search } = request.query;
      return offers.list(page, limit, search);
    },
  );

  app.get(
    '/offer/:id',
    {
      config: { catalogCache: true },
      schema: {
        tags,
        operationId: 'getOffer',
        summary: 'One offer',
        params: idParams,
        response: { 200: offerSchema, ...notModified, ...errors(400, 404) },
      },
    },
    async (request) => offers.get(request.params.id),
  );

  app.post(
    '/offer',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'createOffer',
        summary: 'Create an offer (multipart)',
        ...form,
        response: { 201: offerSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readMultipartForm(request);
      return reply.code(201).send(await offers.create(parseOr400(offerFieldsSchema, fields), image));
    },
  );

  app.put(
    '/offer/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'updateOffer',
        summary: 'Replace an offer (multipart); without an image the current one stays',
        params: idParams,
        ...form,
        response: { 200: offerSchema, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const { fields, image } = await readMultipartForm(request);
      return offers.update(request.params.id, parseOr400(offerFieldsSchema, fields), image);
    },
  );

  app.delete(
    '/offer/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'deleteOffer',
        summary: 'Delete an offer',
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await offers.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
