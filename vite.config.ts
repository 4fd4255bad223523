import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { arabicFont } from './scripts/arabic-font.js';

/**
 * An inline favicon: public/favicon.svg goes inside the built page as a data address, one request
 * fewer on a first visit. The file is still served, and the dev server links it as it is.
 */
function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'inline-favicon',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset' || typeof page.source !== 'string') return;
      // An SVG in a data address needs only these escaped (its double quotes become single ones).
      const icon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
        .trim()
        .replace(/"/g, "'")
        .replace(/[%#<>\n]/g, encodeURIComponent);
      const link = '<link rel="icon" href="/favicon.svg"';
      if (!page.source.includes(link)) throw new Error(`index.html no longer has ${link}>: see inlineFavicon in vite.config.ts`);
      page.source = page.source.replace(link, `<link rel="icon" href="data:image/svg+xml,${icon}"`);
    },
  };
}

// The storefront and admin are one app, built into dist/web and served by the API server. A second,
// `--ssr` build of src/web/entry-server.tsx goes to dist/ssr: the server renders storefront pages with
// it (docs/decisions/019). Packages stay outside that bundle and load from node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineFavicon(), arabicFont()],
  // package.json `imports`: the "source" condition resolves #contract/* and #web/* to the TypeScript sources.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // wouter imports useSyncExternalStore through the shim written for React 17; React 19 has its own.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // scripts/bundle-report.mjs reads it to print the first-load JS of `/`; the server reads it to
        // preload a rendered page's own code.
        manifest: true,
        reportCompressedSize: true,
        target: 'es2022',
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry loads statically goes in the entry chunk. Left to itself the bundler
              // puts each module the entry shares with lazy pages in a common chunk per set of pages (it
              // names them after one of their modules: discount-*.js, Button-*.js), so a first visit to
              // `/` fetched ten files that compress apart and link by imports and exports: 4.5 KB more
              // gzipped than the same code in one file (docs/decisions/001). Lazy pages import from the
              // entry chunk, which is always loaded before them. Likewise the storefront's other pages
              // (src/web/routes/pages.ts) and everything they import that the entry does not are one
              // chunk: a page's own code in one request beside the entry. The cart's
              // page is one chunk too, with the list of orders not yet recorded that the app also loads on
              // its own (left to itself, that list was a chunk of its own beside the cart's); what it
              // shares with the other pages stays in theirs. A group's chunk is named after its module,
              // which is how the server finds it to preload (src/server/pages/renderer.ts).
              groups: [
                { name: 'index', tags: ['$initial'], priority: 3 },
                { name: 'pages', test: /src[\\/]web[\\/]routes[\\/]pages\.ts$/, priority: 2 },
                {
                  name: 'CartPage',
                  test: /src[\\/]web[\\/](features[\\/]cart[\\/]CartPage\.tsx|shop[\\/]unrecorded-orders\.ts)$/,
                  priority: 1,
                },
                // zod with the line that turns its eval off (http/zod-without-eval.ts), in one chunk that every
                // chunk using zod imports: the line runs before any schema is built, wherever the bundler puts
                // the schemas (zod checks for eval as it builds an object schema, and the policy refuses it).
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]http[\\/]zod-without-eval\.ts$/, priority: 1 },
              ],
            },
          },
        },
      },
}));
