// Prints the gzipped JavaScript a first visit to `/` downloads: the entry chunk and every chunk it
// imports statically (lazy pages excluded), read from Vite's manifest, and how much of it is React.
// The target is 100 KB; with React it is a little over (docs/decisions/019), so the build fails above
// a ceiling just over today's size: growth is a decision, not an accident. Then what a French or Arabic
// page adds to that (its words; docs/decisions/016), the Arabic typeface and the stylesheets.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from 'vite';

const TARGET_KB = 100;
const CEILING_KB = 105;
const outDir = 'dist/web';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle-report: the Vite manifest has no entry chunk');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

// kB as Vite prints them (1000 bytes), level 9 like most servers' precompressed assets.
let totalBytes = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  totalBytes += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`  ${(size / 1000).toFixed(1).padStart(6)} KB  ${file}`);

const totalKb = totalBytes / 1000;
const gzipped = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
for (const [language, key] of [
  ['French', 'i18n/french.ts'],
  ['Arabic', 'i18n/arabic.ts'],
]) {
  const chunk = manifest[key];
  if (!chunk) {
    console.error(`bundle-report: the Vite manifest has no ${key}: the ${language} words must be a chunk of their own`);
    process.exit(1);
  }
  if (files.has(chunk.file)) {
    console.error(`bundle-report: the ${language} words are in the first load of /: they must load only for their pages`);
    process.exit(1);
  }
  console.log(`  ${language} pages add ${(gzipped(chunk.file) / 1000).toFixed(1)} KB of words`);
}
// The cart page: what a visit to /cart loads beyond the first load of /, and the discount code's field,
// a chunk of its own fetched only when the visitor opens it (or has a code remembered).
const cartKey = Object.keys(manifest).find((key) => manifest[key].file.startsWith('assets/CartPage-'));
const codeField = manifest['features/cart/DiscountCode.tsx'];
if (!cartKey || !codeField) {
  console.error('bundle-report: the cart page and its discount-code field must each be a chunk of their own');
  process.exit(1);
}
const cartFiles = new Set();
const visitCart = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file) || cartFiles.has(chunk.file)) return;
  cartFiles.add(chunk.file);
  for (const imported of chunk.imports ?? []) visitCart(imported);
};
visitCart(cartKey);
if (cartFiles.has(codeField.file)) {
  console.error("bundle-report: the discount-code field is in the cart's first load: it must load only when opened");
  process.exit(1);
}
const cartBytes = [...cartFiles].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipped(file), 0);
// The field's chunk and what it imports beside it (the code it shares with the panel's sale dialog).
const fieldFiles = [codeField.file, ...(codeField.imports ?? []).map((key) => manifest[key].file)].filter(
  (file) => file.endsWith('.js') && !files.has(file) && !cartFiles.has(file),
);
const fieldBytes = fieldFiles.reduce((sum, file) => sum + gzipped(file), 0);
console.log(
  `  The cart page adds ${(cartBytes / 1000).toFixed(1)} KB (${cartBytes} bytes); its discount-code field ${(fieldBytes / 1000).toFixed(1)} KB more (${fieldFiles.length} files), fetched only when opened`,
);
// The admin panel's own chunk, and each of its languages beside it: loaded only for a panel in it.
const adminChunk = manifest['features/admin/AdminApp.tsx'];
if (!adminChunk || files.has(adminChunk.file)) {
  console.error("bundle-report: the admin panel must be a chunk of its own, out of the storefront's first load");
  process.exit(1);
}
console.log(`  The admin panel: ${(gzipped(adminChunk.file) / 1000).toFixed(1)} KB, fetched only under /admin`);
for (const [language, key] of [
  ['French', 'features/admin/i18n/french.ts'],
  ['Arabic', 'features/admin/i18n/arabic.ts'],
]) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file) || chunk.file === adminChunk.file) {
    console.error(
      `bundle-report: the admin panel's ${language} words must be a chunk of their own, loaded only for a panel in ${language}`,
    );
    process.exit(1);
  }
  console.log(`  The admin panel in ${language} adds ${(gzipped(chunk.file) / 1000).toFixed(1)} KB of words`);
}
// The Arabic typeface, as the build cuts it (scripts/arabic-font.ts): WOFF2 is compressed already.
const arabicFonts = Object.keys(manifest).filter((key) => /noto-sans-arabic-\d+\.woff2$/.test(key));
if (arabicFonts.length === 0) {
  console.error('bundle-report: the Vite manifest has no Arabic typeface (noto-sans-arabic-<weight>.woff2)');
  process.exit(1);
}
const fontBytes = arabicFonts.map((key) => statSync(join(outDir, manifest[key].file)).size);
console.log(
  `  Arabic pages add ${(fontBytes.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} KB of typeface (${fontBytes.map((size) => (size / 1000).toFixed(1)).join(' + ')} KB, WOFF2)`,
);
// The stylesheet every storefront page waits for before it paints, and the admin panel's own, which
// its lazily loaded code brings (src/web/styles.css leaves the panel's utilities to it).
const storefrontCss = manifest[entryKey].css ?? [];
const adminCss = manifest['features/admin/AdminApp.tsx']?.css ?? [];
if (storefrontCss.length !== 1 || adminCss.length !== 1) {
  console.error('bundle-report: expected one stylesheet for the storefront (entry-client.tsx) and one for the admin panel (AdminApp.tsx)');
  process.exit(1);
}
const cssKb = (file) => (gzipped(file) / 1000).toFixed(1);
console.log(`  Stylesheet: ${cssKb(storefrontCss[0])} KB gzipped on every storefront page, ${cssKb(adminCss[0])} KB for the admin panel`);
// The service worker (src/server/home-screen, docs/decisions/034) adds nothing to the first load: no
// chunk of it may name it, since the server registers it from the page once the page has loaded. Its
// script, the registration written in the page, and the offline pages it keeps, as the server makes them.
for (const file of files) {
  if (file.endsWith('.js') && readFileSync(join(outDir, file), 'utf8').includes('serviceWorker')) {
    console.error(`bundle-report: ${file} is in the first load of / and names serviceWorker: the server registers the worker after load`);
    process.exit(1);
  }
}
const worker = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=source',
      '--input-type=module',
      '-e',
      `import { serviceWorkerScript, REGISTER_SCRIPT } from './src/server/home-screen/service-worker.ts';
       import { offlinePage } from './src/server/home-screen/offline-page.ts';
       import { DEFAULT_SHOP_CONFIG } from './src/contract/shop-defaults.ts';
       console.log(JSON.stringify({ script: serviceWorkerScript('0123456789abcdef'), register: REGISTER_SCRIPT,
         offline: ['en', 'fr', 'ar'].map((language) => offlinePage(DEFAULT_SHOP_CONFIG, language)) }));`,
    ],
    { encoding: 'utf8' },
  ),
);
const gzippedText = (text) => gzipSync(text, { level: 9 }).length;
console.log(
  `  The service worker adds 0 bytes to the first load (no first-load chunk names it): /sw.js ${gzippedText(worker.script)} bytes gzipped, ` +
    `fetched after load; its registration ${Buffer.byteLength(worker.register)} bytes written in the page; ` +
    `it keeps the offline page, ${worker.offline.map(gzippedText).join(' + ')} bytes gzipped (en, fr, ar)`,
);
// React's share: its production files minified and compressed as the build does, on their own.
const require = createRequire(import.meta.url);
const packageDir = (name) => join(require.resolve(`${name}/package.json`), '..');
const reactFiles = [
  ['react', 'react.production.js'],
  ['react-dom', 'react-dom-client.production.js'],
  ['scheduler', 'scheduler.production.js'],
];
// Each inside a function, as the bundler wraps a CommonJS module, so that its names are shortened too.
const reactSource = reactFiles
  .map(([name, file]) => `(function(exports){${readFileSync(join(packageDir(name), 'cjs', file), 'utf8')}})({});`)
  .join('\n');
const { code: reactMinified } = await minify('react.js', reactSource, { compress: true, mangle: true });
const reactKb = gzipSync(reactMinified, { level: 9 }).length / 1000;
console.log(`First-load JS for /: ${totalKb.toFixed(1)} KB gzipped (target ${TARGET_KB} KB, ceiling ${CEILING_KB} KB)`);
console.log(
  `  of which React, ReactDOM and its scheduler about ${reactKb.toFixed(1)} KB, the shop and its other libraries about ${(totalKb - reactKb).toFixed(1)} KB`,
);
if (totalKb > CEILING_KB) {
  console.error(`First-load JS is over the ceiling of ${CEILING_KB} KB: see docs/decisions/031 before raising it`);
  process.exit(1);
}
