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
 * A page rendered ahead, in each encoding. Pages are a few KB and remade when the catalogue changes: the
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

/** Brotli's options for text at `quality`, its size given ahead so the encoder can size its window. */
export function brotliOptions(body: Pick<Buffer, 'length'>, quality: number) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/**
 * `body` with Brotli at its dense level (10), made in the thread pool: for a response served again and
 * again (a catalogue response, a rendered page), for which a few milliseconds once buy every later client
 * fewer bytes (docs/decisions/005).
 */
export function denseBrotli(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, brotliOptions(body, 10));
}

/**
 * The same page with Brotli at its dense level, which with the response's headers keeps the home page
 * inside the ten packets a new connection may send before its first acknowledgement (the figures are
 * in bench/README.md). (gzip, for the rare browser without
 * Brotli, stays at level 6: level 9 gains next to nothing on these pages.)
 */
export async function denseBodies(bodies: Record<Encoding, Buffer>): Promise<Record<Encoding, Buffer>> {
  return { ...bodies, br: await denseBrotli(bodies.identity) };
}
