import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from '#server/http/multipart.js';

/** Reads multipart forms (the image uploads) within the limits of http/multipart.ts. */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  },
  { name: 'multipart' },
);
