import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pathIn, splitLanguage } from '#contract/languages.js';
import { apiMessages } from '#contract/messages/validation.js';

type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A page of the web app, which routes in the browser; not the API, an upload or a built asset. */
function isPage(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.startsWith('/api/') &&
    url !== '/api' &&
    !url.startsWith('/uploads/') &&
    // A missing script or stylesheet must fail as such, not arrive as HTML.
    !url.startsWith('/assets/')
  );
}

/** The admin panel's pages, which its own routes in the browser tell apart (and send to its sign-in). */
const ADMIN_PAGE = /^\/admin(?:[/?#]|$)/;

/**
 * What no route matched. Every storefront page has a route of its own (src/server/pages/routes.ts),
 * so any other path but the admin panel's goes to `/`: the server redirects it at
 * once (to the home page in the path's language, `/fr/…` to `/fr/`), so a visitor sees no page in
 * between and a search engine no page at an address that has none. The admin panel gets the web app
 * (`sendPage`); anything else the API's 404.
 */
export const notFoundPlugin = fp<{ sendPage: SendPage }>(
  async (app, { sendPage }) => {
    app.setNotFoundHandler((request, reply) => {
      if (!isPage(request)) return reply.code(404).send({ message: apiMessages.notFound('Page') });
      if (ADMIN_PAGE.test(request.url)) return sendPage(request, reply);
      // Temporary: a page may be added at this address later, and a browser keeps a permanent redirect.
      return reply.redirect(pathIn(splitLanguage(request.url).language, '/'), 302);
    });
  },
  { name: 'not-found' },
);
