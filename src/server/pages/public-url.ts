import type { FastifyRequest } from 'fastify';

/** A host name (or IPv4/IPv6 address) with an optional port: nothing that could carry markup or a path. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's address for absolute links: PUBLIC_BASE_URL when set, otherwise what the request was
 * sent to (its protocol and Host, or X-Forwarded-* behind a trusted proxy). A Host that is not a
 * plain host name falls back to `localhost`, so no request can put text of its choosing in a page.
 */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const host = PLAIN_HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
