import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '#contract/messages/validation.js';
import type { AppConfig } from '../config.js';

// The host names the shop answers for (docs/decisions/035-the-shops-own-host-names.md): a page, the
// product feed or the sitemap is never made for a Host the owner did not name.

/**
 * The machine's own names: a browser elsewhere cannot send them (it sends the name it resolved), so
 * answering them builds nothing for a stranger, and the tests, the end-to-end suite and a proxy on the
 * machine reach the shop by them without configuration.
 */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Answered whatever the Host: a load balancer's or a proxy's health check names an instance by its address. */
const ANY_HOST_ROUTES = new Set(['/api/health']);

/** A host name as compared: lower case, without a port or the root's trailing dot. */
export function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;
  return name.toLowerCase().replace(/\.$/, '');
}

/** `shop.com` and `www.shop.com` are one shop: each names the other. */
const wwwTwin = (name: string) => (name.startsWith('www.') ? name.slice(4) : `www.${name}`);

/**
 * The shop's own host names: PUBLIC_BASE_URL's and its twin with or without `www.`, ALLOWED_HOSTS, and
 * the loopback names.
 */
export function shopHostNames(config: Pick<AppConfig, 'publicBaseUrl' | 'allowedHosts'>): Set<string> {
  const names = new Set<string>([...LOOPBACK_HOSTS, ...(config.allowedHosts ?? [])]);
  if (config.publicBaseUrl) {
    const name = hostName(new URL(config.publicBaseUrl).host);
    names.add(name);
    if (!name.startsWith('[') && isIP(name) === 0) names.add(wwwTwin(name));
  }
  return names;
}

/**
 * Refuses a request for a host name that is not the shop's with 421 Misdirected Request, a line of text
 * that no cache keeps, before any route (or the not-found handler) runs; `/api/health` answers any.
 */
export const shopHostsPlugin = fp(
  async (app) => {
    const names = shopHostNames(app.config);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (names.has(hostName(request.host)) || ANY_HOST_ROUTES.has(request.routeOptions.url ?? '')) return;
      return reply.code(421).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(apiMessages.otherHost);
    });
  },
  { name: 'shop-hosts' },
);
