import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type Encoding } from './encoding.js';

// Responses prepared ahead of the request (a rendered page, the shop's index.html) and cached files:
// sent compressed in the encoding the client takes best, 304 when the client has them.

/** For a file whose name changes with its content (the build's hashed assets, stored images). */
export const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** One visitor's own response (an order's page and its data): kept by no cache, shared or the browser's, and never indexed. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

/** If-None-Match compares weakly (RFC 9110): `W/"x"` and `"x"` are the same tag. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/** One response prepared ahead in each encoding: the one the client takes best. */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  type: string,
  body: Record<Encoding, Buffer>,
  etag?: string,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // A route may vary on more (the home page on the language cookie): Accept-Encoding joins it. It may
  // keep its response from caches (PRIVATE_HEADERS); else a cache must ask again each time.
  const vary = reply.getHeader('Vary');
  reply
    .header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-cache')
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  // A page the browser already has (`no-cache` makes it ask each time): the response is 304, no body.
  if (etag && status === 200) {
    reply.header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  reply.code(status);
  reply.type(type);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body[encoding]);
}
