import fp from 'fastify-plugin';
import { apiMessages } from '#contract/messages/validation.js';
import { HttpError } from '../http/errors.js';

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** Routes with a JSON body refuse other body types (415) instead of reading them as a missing body. */
export const jsonOnlyPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.schema?.body) return;
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [
        async (request) => {
          const type = request.headers['content-type'];
          if (type !== undefined && !JSON_CONTENT_TYPE.test(type)) {
            throw new HttpError(415, apiMessages.unsupportedMediaType);
          }
        },
        ...existing,
      ];
    });
  },
  { name: 'json-only' },
);
