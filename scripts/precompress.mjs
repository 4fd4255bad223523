// Writes .br and .gz beside every text asset of the built web app, once at build time, so the server
// sends compressed files without compressing on each request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/web';
const TEXT = /\.(js|css|svg|json|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== '.vite') walk(file);
      continue;
    }
    if (!TEXT.test(name) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
    before += bytes.length;
    after += br.length;
  }
}
walk(ROOT);
console.log(`Precompressed ${files} files: ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB with brotli`);
