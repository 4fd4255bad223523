import type { FastifyRequest } from 'fastify';

/** The value of the request's cookie `name`, or undefined when it has none. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}
