import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

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

/**
 * The same page with Brotli at its dense level (10), made in the thread pool: for a page served again
 * and again, for which a few tens of milliseconds once buy every later visitor a smaller page. On the
 * home page, 12.6 KB where the fast level makes 13.9, which with the response's headers keeps it
 * inside the ten packets a new connection may send before its first acknowledgement
 * (bench/README.md, Record 028). (gzip, for the rare browser without Brotli, stays at level 6: level 9
 * gains next to nothing on these pages.)
 */
export async function denseBodies(bodies: Record<Encoding, Buffer>): Promise<Record<Encoding, Buffer>> {
  const br = await brotliAsync(bodies.identity, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bodies.identity.length,
    },
  });
  return { ...bodies, br };
}
