import { isIPv4, isIPv6 } from 'node:net';

/**
 * What every per-client limit counts under: an IPv4 address as it is, an IPv6 address as its /64
 * network. One subscriber is usually given a whole /64, so counting single IPv6 addresses would give
 * one machine billions of allowances. An IPv4-mapped address (`::ffff:1.2.3.4`) is its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (isIPv4Mapped(groups)) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read), or null for anything else. */
function ipv6Groups(text: string): number[] | null {
  // A zone (`fe80::1%eth0`) names the local interface, not the client.
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const headGroups = parseGroups(head);
  const tailGroups = tail === undefined ? [] : parseGroups(tail);
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<number>(Math.max(0, missing)).fill(0), ...tailGroups];
}

/** `2001:db8` → [0x2001, 0xdb8]; a dotted IPv4 part counts as two groups. */
function parseGroups(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((piece) => {
    if (!piece.includes('.')) return [parseInt(piece, 16)];
    const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
    return [(a << 8) | b, (c << 8) | d];
  });
}

/** `::ffff:a.b.c.d`: an IPv4 client reaching a dual-stack socket. */
function isIPv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}
