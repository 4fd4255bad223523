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
