import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs';
import { ARABIC_UNICODE_RANGE, ARABIC_WEIGHTS, buildArabicFonts, codePointsOf, sourceFontFile, subsetArabicFont } from './arabic-font.js';

const kept = new Set(codePointsOf(ARABIC_UNICODE_RANGE));

/** Each WOFF2 font read for HarfBuzz, one after the other (the WOFF2 decoder is not to be entered twice at once). */
async function facesOf(...fonts: Buffer[]): Promise<Face[]> {
  const faces: Face[] = [];
  for (const woff2 of fonts) faces.push(new Face(new Blob(await convert(woff2, 'truetype')), 0));
  return faces;
}

/**
 * How HarfBuzz sets `text` in `font`: each glyph's cluster, advance, offsets and outline. A character
 * neither font has (a full stop: the browser takes it from the next font) is the empty glyph in both,
 * whose outline the cut leaves out.
 */
function setting(font: Font, text: string): string[] {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map(
      (glyph) =>
        `${glyph.cluster} ${glyph.xAdvance},${glyph.yAdvance} ${glyph.xOffset},${glyph.yOffset} ${glyph.codepoint === 0 ? 'missing' : font.glyphToPath(glyph.codepoint)}`,
    );
}

// Every run of Arabic in the shop's own text: its Arabic words, the demo catalogue, the language names.
const ARABIC_SCRIPT = '\\u0600-\\u06FF\\u0750-\\u077F\\u0870-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
const ARABIC_RUN = new RegExp(`[${ARABIC_SCRIPT}][${ARABIC_SCRIPT}\\u200C-\\u200F\\s.,:;!?«»()\\-]*`, 'g');
function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}
const shopText = [
  ...sourcesIn('src/contract/messages/ar'),
  'src/contract/languages.ts',
  'src/server/seed/demo-catalogue.ts',
  'src/web/layout/LanguageSwitcher.tsx',
].flatMap((file) => readFileSync(file, 'utf8').match(ARABIC_RUN) ?? []);

describe('the Arabic typeface as the build cuts it', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is declared in the stylesheet with the range the build keeps, one face per weight', () => {
    const css = readFileSync('src/web/styles.css', 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body]) => body!)
      .filter((body) => body.includes("'Noto Sans Arabic'"));
    expect(faces.map((body) => /font-weight:\s*(\d+)/.exec(body)?.[1])).toEqual(ARABIC_WEIGHTS.map(String));
    for (const [index, weight] of ARABIC_WEIGHTS.entries()) {
      expect(faces[index]).toContain(`src: url(@arabic-font/noto-sans-arabic-${weight}.woff2) format('woff2');`);
      expect(/unicode-range:\s*([^;]+);/.exec(faces[index]!)?.[1]).toBe(ARABIC_UNICODE_RANGE);
    }
  });

  it('has the words of the shop in Arabic to check it against', () => {
    expect(shopText.length).toBeGreaterThan(300);
    expect(shopText.join('')).toContain('سلة');
  });

  it('covers every character of the shop’s Arabic text, so none of it falls back to another font', () => {
    const outside = new Set(
      [...shopText.join('')].filter((char) => /\S/.test(char) && !/[.,:;!?«»()-]/.test(char) && !kept.has(char.codePointAt(0)!)),
    );
    expect([...outside].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
  });

  for (const weight of ARABIC_WEIGHTS) {
    describe(`weight ${weight}`, () => {
      const source = readFileSync(sourceFontFile(weight));
      let cut: Buffer;
      beforeAll(async () => {
        cut = await subsetArabicFont(source);
      });

      it('keeps exactly the package’s characters inside the range, at under half the bytes', async () => {
        const [before, after] = (await facesOf(source, cut)) as [Face, Face];
        const wanted = [...before.collectUnicodes()].filter((codePoint) => kept.has(codePoint));
        expect(wanted.length).toBeGreaterThan(250);
        expect([...after.collectUnicodes()].sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
        expect(cut.length).toBeLessThan(source.length / 2);
      });

      it('sets every Arabic sentence of the shop exactly as the full font does (joined forms, ligatures, marks)', async () => {
        const [full, subset] = (await facesOf(source, cut)).map((face) => new Font(face)) as [Font, Font];
        const differing = shopText.filter((text) => setting(full, text).join('\n') !== setting(subset, text).join('\n'));
        expect(differing).toEqual([]);
        // And the comparison can tell: a presentation-form ligature the cut drops is set differently.
        expect(setting(full, '\uFDFA')).not.toEqual(setting(subset, '\uFDFA'));
      });
    });
  }

  it('writes the cut files once, and again only when their source or range changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arabic-font-'));
    dirs.push(dir);
    const files = await buildArabicFonts(dir);
    expect(files.map((file) => path.basename(file))).toEqual(ARABIC_WEIGHTS.map((weight) => `noto-sans-arabic-${weight}.woff2`));
    expect(readFileSync(files[0]!)).toEqual(await subsetArabicFont(readFileSync(sourceFontFile(ARABIC_WEIGHTS[0]))));
    const written = files.map((file) => statSync(file).mtimeMs);
    await buildArabicFonts(dir);
    expect(files.map((file) => statSync(file).mtimeMs)).toEqual(written);
    // A stamp that no longer matches (another package version, another range) makes it again.
    writeFileSync(`${files[0]}.source`, 'an older source');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await buildArabicFonts(dir);
    expect(statSync(files[0]!).mtimeMs).toBeGreaterThan(written[0]!);
    expect(statSync(files[1]!).mtimeMs).toBe(written[1]);
  });
});
