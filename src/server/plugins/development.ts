import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What `npm run dev` (src/server/dev.ts) gives the app in place of the build: Vite, serving the web
 * app's sources. The app never imports Vite itself, so the production server cannot load it.
 */
export interface Development {
  /** The HTTP server the app listens on; Vite's socket that pushes changes to the browser shares it. */
  server: Server;
  /** Vite's own responses (the app's modules, its client, the public files); `next` for a path it does not serve. */
  middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  /** index.html as Vite serves it for the page at `url`: with Vite's client and React's refresh preamble. */
  template(url: string): Promise<string>;
  /** `'sha256-…'` of each script written in that page, for the Content-Security-Policy. */
  scriptHashes: string[];
  /** Stops Vite: its watcher and its socket. */
  close(): Promise<void>;
}

/**
 * Vite responds to the paths no route of the shop's matches. The API, /uploads and the pages stay the
 * shop's even where a source file has the same address (/api/products is src/web/api/products.ts too).
 */
export const developmentPlugin = fp<{ development: Development }>(
  async (app, { development }) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.is404) return done();
      // When Vite has responded, the reply is left to it: Fastify sends nothing more.
      const responded = () => {
        reply.hijack();
        done();
      };
      reply.raw.once('finish', responded);
      development.middleware(request.raw, reply.raw, (error) => {
        reply.raw.off('finish', responded);
        done(error as FastifyError | undefined);
      });
    });
    // Before the server closes: a browser's open socket to Vite would keep it from closing.
    app.addHook('preClose', () => development.close());
  },
  { name: 'development' },
);
