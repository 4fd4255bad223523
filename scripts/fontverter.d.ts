// fontverter ships no types: the one call the font test makes (scripts/arabic-font.test.ts).
declare module 'fontverter' {
  /** The font in `buffer` (TrueType, WOFF or WOFF2) converted to `format`. */
  export function convert(buffer: Buffer, format: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
