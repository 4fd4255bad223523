import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, pathIn, splitLanguage, type Language } from '#contract/languages.js';
import { apiMessages } from '#contract/messages/validation.js';
import { homeScreenHead } from '../home-screen/service-worker.js';
import { readCookie } from '../http/cookies.js';
import type { SendPage } from './web.js';

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

/** The admin panel's pages (in any language), which its own routes in the browser tell apart (and send to its sign-in). */
const ADMIN_PAGE = /^\/admin(?:[/?#]|$)/;

/**
 * The language a person reads the panel in when the address names none: the one they chose last
 * with the language links (the cookie they set), else the first of their browser's the panel has.
 */
function panelLanguage(request: FastifyRequest): Language {
  const chosen = readCookie(request, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const offered = new Negotiator(request).language([...LANGUAGES]);
  return isLanguage(offered) ? offered : DEFAULT_LANGUAGE;
}

/**
 * What no route matched. Every storefront page has a route of its own (src/server/pages/routes.ts, from the web app's route table),
 * so any other path but the admin panel's goes to `/`: the server redirects it at
 * once (to the home page in the path's language, `/fr/…` to `/fr/`), so a visitor sees no page in
 * between and a search engine no page at an address that has none. The admin panel gets the web app
 * (`sendPage`), in English at /admin, in French and Arabic at /fr/admin and /ar/admin; anything else
 * the API's 404.
 */
export const notFoundPlugin = fp<{ sendPage: SendPage; storefrontRoutes: boolean }>(
  async (app, { sendPage, storefrontRoutes }) => {
    app.setNotFoundHandler((request, reply) => {
      if (!isPage(request)) return reply.code(404).send({ message: apiMessages.notFound('Page') });
      // No renderer, so no storefront routes (the web app not built): the app, as built, routes every page.
      if (!storefrontRoutes) return sendPage(request, reply);
      const { language, page } = splitLanguage(request.url);
      if (ADMIN_PAGE.test(page)) {
        // The bare address (English's) opens in the person's language; one with /fr or /ar is in it.
        const wanted = language === DEFAULT_LANGUAGE ? panelLanguage(request) : language;
        reply.header('Vary', 'Cookie, Accept-Language');
        if (wanted !== language) return reply.redirect(pathIn(wanted, page), 302);
        // The panel's own manifest, so that the owner can open it from the home screen.
        return sendPage(request, reply, homeScreenHead(language, 'admin').join('\n    '));
      }
      // Temporary: a page may be added at this address later, and a browser keeps a permanent redirect.
      return reply.redirect(pathIn(language, '/'), 302);
    });
  },
  { name: 'not-found' },
);
