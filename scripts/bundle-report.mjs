// Prints the gzipped JavaScript a first visit to `/` downloads: the entry chunk and every chunk it
// imports statically (lazy pages excluded), read from Vite's manifest. Fails above the budget
// (docs/decisions/001): a size is exact, so the build can hold it. Then what a French or Arabic page
// adds to that (its words; docs/decisions/016), the Arabic typeface and the stylesheets.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
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
// The Arabic typeface, as the build cuts it (scripts/arabic-font.ts): WOFF2 is compressed already.
const arabicFonts = Object.keys(manifest).filter((key) => /noto-sans-arabic-\d+\.woff2$/.test(key));
if (arabicFonts.length === 0) {
  console.error('bundle-report: the Vite manifest has no Arabic typeface (noto-sans-arabic-<weight>.woff2)');
  process.exit(1);
}
const fontBytes = arabicFonts.map((key) => statSync(join(outDir, manifest[key].file)).size);
console.log(`  Arabic pages add ${(fontBytes.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} KB of typeface (${fontBytes.map((size) => (size / 1000).toFixed(1)).join(' + ')} KB, WOFF2)`);
// The stylesheet every storefront page waits for before it paints, and the admin panel's own, which
// its lazily loaded code brings (src/web/styles.css leaves the panel's utilities to it).
const storefrontCss = manifest[entryKey].css ?? [];
const adminCss = manifest['features/admin/AdminApp.tsx']?.css ?? [];
if (storefrontCss.length !== 1 || adminCss.length !== 1) {
  console.error('bundle-report: expected one stylesheet for the storefront (main.tsx) and one for the admin panel (AdminApp.tsx)');
  process.exit(1);
}
const cssKb = (file) => (gzipped(file) / 1000).toFixed(1);
console.log(`  Stylesheet: ${cssKb(storefrontCss[0])} KB gzipped on every storefront page, ${cssKb(adminCss[0])} KB for the admin panel`);
console.log(`First-load JS for /: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`First-load JS is over the budget of ${BUDGET_KB} KB: see docs/decisions/001 before raising it`);
  process.exit(1);
}
