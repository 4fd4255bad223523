import type { FastifyRequest } from 'fastify';

/** The value of the request's cookie `name`, or undefined when it has none. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * `; Secure` for a cookie the shop sets when its public address (PUBLIC_BASE_URL) is HTTPS: behind a TLS
 * proxy the request itself arrives over plain HTTP. Without one, by the request's own protocol (a shop
 * on a local network may be plain HTTP).
 */
export function secureAttribute(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  const protocol = publicBaseUrl ? new URL(publicBaseUrl).protocol : `${request.protocol}:`;
  return protocol === 'https:' ? '; Secure' : '';
}
