import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses responses above 1 KB on the fly. For the JSON responses only: registered in the /api scope,
 * since the web app's files are compressed once at build time (decision 004).
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
