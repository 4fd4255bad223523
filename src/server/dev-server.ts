import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createServer as createViteServer } from 'vite';
import type { RendererModule, StorefrontRenderer } from '#contract/rendering.js';
import type { AppConfig } from './config.js';
import { startShop } from './start.js';

// `npm run dev`: the shop's own server, with Vite serving the web app's sources behind it. Pages are
// rendered by the same routes as in production, with the renderer and index.html taken from the
// sources on each request, so an edit shows on the next page without a restart (and at once through
// Vite's hot reload).

const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_ROOT = `${PACKAGE_ROOT}src/web`;
const INDEX_HTML = `${WEB_ROOT}/index.html`;
/** src/web/entry-server.tsx, as Vite names it from its root. */
const SERVER_ENTRY = '/entry-server.tsx';
/**
 * The stylesheet entry-client.tsx imports. The build links it in the page's head; linked here too, a
 * rendered page paints with its styles rather than before its code has loaded (Vite keeps the link
 * up to date when the file changes).
 */
const STYLESHEET = '/styles.css';

/** `'sha256-…'` of each script written in a page that runs (not loaded from a file, nor data), for the Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const runs = (attributes: string) =>
    !/\bsrc=/i.test(attributes) && /^(?:module|text\/javascript|)$/i.test(/\btype="([^"]*)"/i.exec(attributes)?.[1] ?? '');
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => runs(attributes!))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
}

/** Starts the shop with Vite in development; closing the app closes Vite too. */
export async function startDevServer(config: AppConfig): Promise<{ app: FastifyInstance; address: string }> {
  const server = createHttpServer();
  const vite = await createViteServer({
    configFile: `${PACKAGE_ROOT}vite.config.ts`,
    root: WEB_ROOT,
    appType: 'custom',
    server: { middlewareMode: true, ws: { server } },
  });
  try {
    const template = async (url: string) =>
      (await vite.transformIndexHtml(url, await readFile(INDEX_HTML, 'utf8'))).replace(
        '</head>',
        `  <link rel="stylesheet" href="${STYLESHEET}">\n  </head>`,
      );
    const renderer: StorefrontRenderer = {
      // Read once: the server's routes are made at start (a new page needs a restart, as a new API route does).
      routes: ((await vite.ssrLoadModule(SERVER_ENTRY)) as RendererModule).createRenderer().routes,
      async render(request, api) {
        // Loaded again after an edit: Vite drops the modules that changed.
        const entry = (await vite.ssrLoadModule(SERVER_ENTRY)) as RendererModule;
        try {
          return await entry.createRenderer().render(request, api);
        } catch (error) {
          // The stack as in the sources, for the warning the page routes log.
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          throw error;
        }
      },
    };
    return await startShop(
      // The sources only: a build left in dist/ is neither served nor rendered with.
      { ...config, webRoot: undefined },
      {
        renderer,
        development: {
          server,
          middleware: vite.middlewares,
          template,
          // The policy is set once: the script Vite writes in the page (React's refresh preamble) is the same on every page.
          scriptHashes: inlineScriptHashes(await template('/')),
          close: () => vite.close(),
        },
      },
    );
  } catch (error) {
    await vite.close();
    throw error;
  }
}
