import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '#contract/constants.js';
import { photoSchema } from '#contract/photo.js';
import { readImageOnlyForm } from '../http/multipart.js';
import { errors, multipartBody, noFormFields } from '../http/schemas.js';
import { photoFor } from '../images/storage.js';

/**
 * A photo is uploaded alone, as soon as the owner picks it, and the item's form then names it by id:
 * a save never carries several large files, and a failed one does not send them again.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/images',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags: ['images'],
        operationId: 'uploadImage',
        summary: `Upload a photo (multipart) for a product's or an offer's form to name in its photos (at most ${LIMITS.photosMax}); one no form names is removed after a day`,
        ...multipartBody(noFormFields, 'required'),
        response: { 201: photoSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => reply.code(201).send(photoFor(await app.images.upload(await readImageOnlyForm(request), request.admin!))),
  );
};
