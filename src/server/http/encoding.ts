import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli when the browser takes it, then gzip; q-values of 0 are honoured, others treated alike. */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Set(
    [header ?? '']
      .flat()
      .join(',')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A page made ahead, in each encoding. Pages are a few KB and remade when the catalogue changes: the
 * fast levels take well under a millisecond and lose little to the dense ones.
 */
export function compressedBodies(text: string): Record<Encoding, Buffer> {
  const identity = Buffer.from(text);
  return {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
    }),
  };
}
