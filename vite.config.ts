import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { arabicFont } from './scripts/arabic-font.js';
import { BROWSER_ALIASES, SERVER_ALIASES } from './scripts/aliases.js';
import { earlyTapsScript } from './src/web/before-start.js';

/**
 * Every page arrives rendered (docs/decisions/014), so the app's code loads at low priority: on a slow
 * line the page's text, styles and pictures come before the code that takes the page over. (Vite
 * writes the entry's tag itself and drops attributes given in the source, hence this step.) The icon,
 * public/favicon.svg, goes inside the page as a data address: one request fewer on a first visit, and
 * none beside the page's code before it is shown (bench/README.md, Record 020). The file is still
 * served, and the dev server links it as it is.
 */
function paintFirst(): Plugin {
  let publicDir = '';
  return {
    name: 'paint-first',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset' || typeof page.source !== 'string') return;
      // An SVG in a data address needs only these escaped (its double quotes become single ones).
      const icon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim().replace(/"/g, "'").replace(/[%#<>\n]/g, encodeURIComponent);
      const link = '<link rel="icon" href="/favicon.svg"';
      if (!page.source.includes(link)) throw new Error(`index.html no longer has ${link}>: see paintFirst in vite.config.ts`);
      page.source = page.source
        .replace(/<script type="module" crossorigin src=/g, '<script type="module" fetchpriority="low" crossorigin src=')
        .replace(link, `<link rel="icon" href="data:image/svg+xml,${icon}"`);
    },
  };
}

/** V8's explicit compile hint (Chrome 136 on): the file's functions are compiled as it arrives. */
const COMPILE_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * The entry's code runs almost all of it as the app takes the page over. Left to itself, V8 compiles a
 * function only when it is first called, on the main thread, in the middle of that takeover; with this
 * comment at the top of the file Chromium compiles all of them beforehand, on a background thread,
 * while the file streams in. Measured on `/` and `/offer` (bench/README.md, Record 027): the takeover's
 * main-thread work about a quarter and a half shorter. Other browsers read a comment. Lazily loaded
 * chunks, which run only part of their code, are left as they are.
 */
function compileOnLoad(): Plugin {
  return {
    name: 'compile-on-load',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the entry (its list of lazily loaded files), so the comment is first.
      order: 'post',
      handler(_options, bundle) {
        if (!bundle['index.html']) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `${COMPILE_ON_LOAD}\n${chunk.code}`;
          // A source map, when built (`--sourcemap`), moves down the line the comment takes.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The page's first script, inline right after its character set: it keeps the taps that come before
 * the app has started (src/web/before-start.ts). Minified, it is about 400 bytes; the server allows it by
 * its hash, which it reads off the built index.html (src/server/plugins/web.ts).
 */
function earlyTaps(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  // The same for every page and every build: minified once (the dev server asks for each page).
  let script: Promise<string> | undefined;
  const minified = async () => {
    const { code, errors } = await minify('before-start.js', earlyTapsScript(), {});
    if (errors.length > 0) throw new Error(`The early-taps script does not minify: ${errors.map((error) => error.message).join('; ')}`);
    return code.trim();
  };
  return {
    name: 'early-taps',
    async transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html no longer has ${charset}: see earlyTaps in vite.config.ts`);
      return html.replace(charset, `${charset}\n    <script>${await (script ??= minified())}</script>`);
    },
  };
}

// The storefront and admin are one app, built into dist/web and served by the API server. A second,
// `--ssr` build of src/web/entry-server.tsx goes to dist/ssr: the server renders storefront pages with
// it (docs/decisions/014). Packages stay outside that bundle and load from node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), paintFirst(), arabicFont(), earlyTaps(), compileOnLoad()],
  // package.json `imports`: the "source" condition resolves #contract/* and #web/* to the TypeScript sources.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: isSsrBuild ? SERVER_ALIASES : BROWSER_ALIASES,
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
              // chunk: a page's own code in one request beside the entry (docs/decisions/018). The cart's
              // page is one chunk too, with the list of orders not yet recorded that the app also loads on
              // its own (left to itself, that list was a chunk of its own beside the cart's); what it
              // shares with the other pages stays in theirs. A group's chunk is named after its module,
              // which is how the server finds it to preload (src/server/pages/renderer.ts).
              groups: [
                { name: 'index', tags: ['$initial'], priority: 3 },
                { name: 'pages', test: /src[\\/]web[\\/]routes[\\/]pages\.ts$/, priority: 2 },
                { name: 'CartPage', test: /src[\\/]web[\\/](features[\\/]cart[\\/]CartPage\.tsx|shop[\\/]unrecorded-orders\.ts)$/, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      // The API, but not the app's own modules under src/web/api/ (products.ts…), which share its prefix.
      '^/api/(?!.*\\.tsx?(\\?.*)?$)': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
}));
