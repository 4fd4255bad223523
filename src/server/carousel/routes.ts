import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carouselImageSchema, carouselListResponseSchema } from '#contract/carousel.js';
import { readImageOnlyForm } from '../http/multipart.js';
import { errors, idParams, multipartBody, noContent, noFormFields, notModified } from '../http/schemas.js';
import { CarouselService } from './service.js';

export const carouselRoutes: FastifyPluginAsyncZod = async (app) => {
  const carousel = new CarouselService(app.db, app.images);
  const tags = ['carousel'];

  app.get(
    '/carousel',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        operationId: 'listCarouselImages',
        summary: 'Every carousel image, in the order added',
        response: { 200: carouselListResponseSchema, ...notModified },
      },
    },
    async () => carousel.list(),
  );

  app.post(
    '/carousel',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'createCarouselImage',
        summary: 'Add a carousel image (multipart)',
        ...multipartBody(noFormFields, 'required'),
        response: { 201: carouselImageSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => reply.code(201).send(await carousel.create(request.admin!, await readImageOnlyForm(request))),
  );

  app.delete(
    '/carousel/:id',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'deleteCarouselImage',
        summary: 'Delete a carousel image',
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await carousel.delete(request.admin!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
