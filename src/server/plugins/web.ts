import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCatalogueVersion } from '../catalogue/version.js';
import { compressedBodies, type Encoding } from '../http/encoding.js';
import { ONE_YEAR_IMMUTABLE, sendCompressed } from '../http/send-compressed.js';
import type { PageTemplate, TemplateFor } from '../pages/template.js';

/** Sends the web app's page; `head` adds to its head (the admin panel's manifest). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply, head?: string) => Promise<FastifyReply>;

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
): Promise<SendPage> {
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
    return async (request, reply, head) => {
      const html = (await development(request.url)).plain(await app.settings.current(), head);
      return sendCompressed(request, reply, 200, 'text/html; charset=utf-8', compressedBodies(html));
    };
  }

  // Compressed once per catalogue version, which a change of the settings bumps too, and per head (one
  // for each language's admin panel).
  const cached = new Map<string, { version: number; page: Record<Encoding, Buffer> }>();
  return async (request, reply, head = '') => {
    const version = await readCatalogueVersion(app.db);
    const entry = cached.get(head);
    let page = entry && entry.version >= version ? entry.page : undefined;
    if (!page) {
      page = compressedBodies(template.plain(await app.settings.at(version), head));
      const current = cached.get(head);
      if (!current || current.version <= version) cached.set(head, { version, page });
    }
    return sendCompressed(request, reply, 200, 'text/html; charset=utf-8', page);
  };
}
