// The Arabic typeface as Arabic pages download it: Noto Sans Arabic from @fontsource/noto-sans-arabic,
// cut down by the build to the letters Arabic is written with (docs/decisions/016). The package's
// "arabic" files also carry the Arabic Supplement and Extended blocks (letters of African and Asian
// languages written in Arabic script) and the presentation forms (a legacy encoding of letter shapes
// and ligatures), 1,226 characters in all: about 49 and 53 KB for the two weights. Kept here: the
// Arabic block, which holds every letter, mark, digit and sign of Arabic (and of Persian and Urdu),
// with the joining and direction controls and the punctuation the package's file has beside it.
// HarfBuzz's subsetter keeps every shape the kept letters can take (initial, medial, final, lam-alef
// and the other ligatures), so text shapes as it did: scripts/arabic-font.test.ts compares the two
// fonts on every Arabic sentence of the shop. A character outside the range (a presentation form
// pasted from an old document, say) is drawn in the device's own Arabic font: the stylesheet gives
// the face this same `unicode-range`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The characters kept, as the stylesheet's `unicode-range` for the face (src/web/styles.css says the same). */
export const ARABIC_UNICODE_RANGE = 'U+0020, U+00A0, U+0600-06FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FEFF';

/** The weights the shop uses: regular, and semibold for headings and prices. */
export const ARABIC_WEIGHTS = [400, 600] as const;

/**
 * Where the build finds the cut files: `url(@arabic-font/noto-sans-arabic-400.woff2)` in the
 * stylesheet names `node_modules/.cache/arabic-font/noto-sans-arabic-400.woff2`, made from the package's
 * file on the first build and again whenever the package's file or the range changes.
 */
export const ARABIC_FONT_ALIAS = '@arabic-font';
const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/arabic-font', import.meta.url));

/** Every code point a `unicode-range` value names. */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range entry: '${part}'`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/** The package's own file for a weight (the Arabic subset it publishes, WOFF2). */
export function sourceFontFile(weight: number): string {
  const require = createRequire(import.meta.url);
  const css = require.resolve(`@fontsource/noto-sans-arabic/arabic-${weight}.css`);
  return path.join(path.dirname(css), 'files', `noto-sans-arabic-arabic-${weight}-normal.woff2`);
}

/** The font cut to `ARABIC_UNICODE_RANGE`, as WOFF2. */
export async function subsetArabicFont(source: Buffer): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(ARABIC_UNICODE_RANGE));
  return subsetFont(source, text, { targetFormat: 'woff2' });
}

/** Makes (or finds up to date) the cut file of each weight, and returns their paths. */
export async function buildArabicFonts(dir = CACHE_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  // One at a time: the WOFF2 encoder (WebAssembly) is not to be entered twice at once.
  for (const weight of ARABIC_WEIGHTS) {
    const file = path.join(dir, `noto-sans-arabic-${weight}.woff2`);
    files.push(file);
    const source = readFileSync(sourceFontFile(weight));
    const stamp = createHash('sha256').update(source).update(ARABIC_UNICODE_RANGE).digest('hex');
    const stampFile = `${file}.source`;
    if (existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) continue;
    // Written aside and renamed, so that a build running beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, await subsetArabicFont(source));
    renameSync(partial, file);
    writeFileSync(stampFile, stamp);
  }
  return files;
}

/** The Vite side: the alias the stylesheet's `url()`s go through, and the files made before the build reads them. */
export function arabicFont(): Plugin {
  return {
    name: 'arabic-font',
    config: () => ({ resolve: { alias: [{ find: ARABIC_FONT_ALIAS, replacement: CACHE_DIR }] } }),
    async buildStart() {
      await buildArabicFonts();
    },
  };
}
