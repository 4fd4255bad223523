import type { FastifyInstance } from 'fastify';
import { matchesEtag, ONE_YEAR_IMMUTABLE } from '../http/send-compressed.js';
import { isSafeImageKey } from '../images/storage.js';

/**
 * /uploads/<key>: the stored images, from whichever storage holds them. A key names its content, so
 * the key is a strong ETag and the response may be cached for a year.
 */
export function registerUploads(app: FastifyInstance): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeImageKey(key)) return reply.callNotFound();
    const etag = `"${key}"`;
    const cacheHeaders = { 'Cache-Control': ONE_YEAR_IMMUTABLE, 'X-Content-Type-Options': 'nosniff', ETag: etag };
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      if (!(await app.storage.exists(key)) && !(await app.images.addMadeOnRequest(key))) return reply.callNotFound();
      return reply.code(304).headers(cacheHeaders).send();
    }
    // An image stored before share pictures existed gets its share picture on the first request for it,
    // and every image its feed picture.
    const image = (await app.storage.read(key)) ?? ((await app.images.addMadeOnRequest(key)) ? await app.storage.read(key) : null);
    if (!image) return reply.callNotFound();
    reply.headers(cacheHeaders);
    reply.type(image.contentType).header('Content-Length', image.size);
    return reply.send(image.stream);
  });
}
