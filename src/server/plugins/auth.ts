import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AuthService } from '../auth/service.js';
import { apiMessages } from '#contract/messages/validation.js';
import { can, PERMISSIONS, type Permission } from '#contract/roles.js';
import { HttpError, unauthorized } from '../http/errors.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer\s+(\S+)\s*$/i;

function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** Responses for a signed-in admin, or that hand out credentials, are never cached by browsers or proxies. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/**
 * Decorates `auth` and enforces sign-in and permission per route: `config: { auth: permission }`
 * adds the check (and `Cache-Control: no-store` on every response of the route, 401 and 403
 * included), read against the account's role as it is at this request; a writing /api route that
 * declares neither `auth` nor `public` fails at start-up, so none can forget it.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorate('auth', new AuthService(app.db, app.config));
    app.decorateRequest('admin', null);

    const requireAdmin =
      (access: Permission | 'self'): onRequestHookHandler =>
      async (request, reply) => {
        await noStore(request, reply);
        const token = bearerToken(request);
        const session = token ? await app.auth.authenticate(token) : null;
        if (!session) throw unauthorized();
        if (access !== 'self') {
          // A one-time password opens nothing but the page that replaces it.
          if (session.mustChangePassword) throw new HttpError(403, apiMessages.changePasswordFirst);
          if (!can(session.role, access)) throw new HttpError(403, apiMessages.notAllowed);
        }
        request.admin = { ...session, access };
      };

    app.addHook('onRoute', (route) => {
      const access = route.config?.auth;
      if (access) {
        if (access !== 'self' && !(PERMISSIONS as readonly string[]).includes(access)) {
          throw new Error(`${String(route.method)} ${route.url} names no permission of contract/roles.ts: ${String(access)}`);
        }
        const existing = route.onRequest ? [route.onRequest].flat() : [];
        route.onRequest = [requireAdmin(access), ...existing];
        return;
      }
      const writes = [route.method].flat().some((method) => !READ_METHODS.has(method));
      if (writes && route.url.startsWith('/api') && !route.config?.public) {
        throw new Error(`${String(route.method)} ${route.url} must declare config.auth or config.public`);
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
