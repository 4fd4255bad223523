import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCatalogueVersion } from '../catalogue/version.js';
import { compressedBodies, type Encoding } from '../http/encoding.js';
import { ONE_YEAR_IMMUTABLE, sendCompressed } from '../http/send-compressed.js';
import type { PageTemplate, TemplateFor } from '../pages/template.js';

/**
 * The built web app: its files as they are, and index.html (with the shop settings filled in) for
 * every page no route of its own serves, since the app routes in the browser. A placeholder page
 * stands in until it is built. Storefront pages get their own head (src/server/pages).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  template: PageTemplate,
  development?: TemplateFor,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  if (template.built && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      // index.html is only ever sent with the settings filled in (by sendIndex); dot-folders such as
      // the build's .vite/manifest.json are for the build report, not for visitors.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.split('/').some((part) => part.startsWith('.')),
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? ONE_YEAR_IMMUTABLE : 'no-cache');
      },
    });
  }

  // In development the page changes with the sources: it is rendered for each request and never cached.
  if (development) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const html = (await development(request.url)).plain(await app.settings.current());
      return sendCompressed(request, reply, 200, 'text/html; charset=utf-8', compressedBodies(html));
    };
  }

  // Compressed once per catalogue version, which a change of the settings bumps too.
  let cached: { version: number; page: Record<Encoding, Buffer> } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = await readCatalogueVersion(app.db);
    let page = cached && cached.version >= version ? cached.page : undefined;
    if (!page) {
      page = compressedBodies(template.plain(await app.settings.at(version)));
      if (!cached || cached.version <= version) cached = { version, page };
    }
    return sendCompressed(request, reply, 200, 'text/html; charset=utf-8', page);
  };
}
