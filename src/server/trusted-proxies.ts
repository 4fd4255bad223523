import { isIP, isIPv4 } from 'node:net';
import { z } from 'zod';

/**
 * Who may tell the shop a client's address (`X-Forwarded-For`), from `TRUST_PROXY`: nobody, the
 * nearest `n` hops, or the proxies with these addresses or networks.
 */
export type TrustedProxies = false | number | string[];

/**
 * The most proxies a deployment puts in front of the shop: a CDN, a load balancer and a reverse proxy on
 * the machine. A count beyond the real one takes a client's own X-Forwarded-For entries for proxies'.
 */
const MAX_PROXY_HOPS = 3;

const PROXIES_TO_NAME =
  `the number of proxies in front of the shop (TRUST_PROXY=1, at most ${MAX_PROXY_HOPS}) ` +
  'or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.2)';

/** Why `setting` is refused: it lets every client pick its own address, and so void every per-client limit. */
const trustsEveryClient = (setting: string) =>
  `${setting} would trust any client's own X-Forwarded-For, and every per-client limit with it: give ${PROXIES_TO_NAME}`;

/** A network as the first and last of the addresses it holds, counted in IPv6's space. */
interface AddressRange {
  first: bigint;
  last: bigint;
}

/**
 * An address as a number in IPv6's space; an IPv4 one where a dual-stack socket reports it, in
 * ::ffff:0:0/96. The URL parser writes the address as hexadecimal groups with at most one `::`.
 */
function addressNumber(address: string): bigint {
  const written = new URL(`http://[${isIPv4(address) ? `::ffff:${address}` : address}]`).hostname.slice(1, -1);
  const missing = 8 - written.split(':').filter(Boolean).length;
  const groups = written.replace('::', `:${'0:'.repeat(missing)}`).replace(/^:|:$/g, '');
  return groups.split(':').reduce((number, group) => (number << 16n) + BigInt(`0x${group}`), 0n);
}

/** `10.0.0.0/8`, `fd00::/8` or a single address as the range of addresses it holds. */
function addressRange(network: string): AddressRange {
  const [address = '', prefix] = network.split('/');
  const ipv4 = isIPv4(address);
  const hostBits = BigInt((ipv4 ? 32 : 128) - Number(prefix ?? (ipv4 ? 32 : 128)));
  const first = (addressNumber(address) >> hostBits) << hostBits;
  return { first, last: first + (1n << hostBits) - 1n };
}

/**
 * What no list of proxies may hold all of: every IPv4 address, and every IPv6 address the internet
 * routes (2000::/3, so `::/0` and its halves as well).
 */
const EVERY_CLIENT = [
  { family: 'IPv4', range: addressRange('0.0.0.0/0') },
  { family: 'public IPv6', range: addressRange('2000::/3') },
];

/**
 * The widest network a deployment's proxies need: 10.0.0.0/8, the largest private IPv4 network, and of
 * IPv6 a /16 (a CDN's widest published range is a /28). Past it, a network holds hosts that are no proxy
 * of the shop's, each of which could then write a client's address itself.
 */
const WIDEST_PREFIX = { ipv4: 8, ipv6: 16 };
/** IPv4 as a dual-stack socket writes it (::ffff:10.0.0.1): a network there is bound as IPv4. */
const IPV4_MAPPED = addressRange('::ffff:0:0/96');

/** Whether the network is wider than any deployment's proxies need. */
function tooWide(network: string): boolean {
  const [address = '', prefix] = network.split('/');
  if (prefix === undefined) return false;
  if (isIPv4(address)) return Number(prefix) < WIDEST_PREFIX.ipv4;
  const { first, last } = addressRange(network);
  const mapped = first >= IPV4_MAPPED.first && last <= IPV4_MAPPED.last;
  return Number(prefix) < (mapped ? 96 + WIDEST_PREFIX.ipv4 : WIDEST_PREFIX.ipv6);
}

/** Whether the ranges together hold every address of `wanted`. */
function holdEvery(ranges: AddressRange[], wanted: AddressRange): boolean {
  let next = wanted.first;
  for (const range of [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))) {
    if (range.first > next) return false;
    if (range.last >= next) next = range.last + 1n;
    if (next > wanted.last) return true;
  }
  return false;
}

/** An address (`10.0.0.1`, `::1`) or a network (`10.0.0.0/8`, `fd00::/8`); no zone (`%eth0`), which the proxy check cannot read. */
function isAddressOrNetwork(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0 || address.includes('%')) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `false`, a hop count or a list of addresses. Refused: `true`, a count past any real deployment,
 * networks that hold every client between them and networks wider than a deployment needs, since each
 * lets a client pick its own address; and words other than false, which may mean something else.
 */
export function trustedProxies(value: string, ctx: z.RefinementCtx): TrustedProxies {
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === '' || value === 'false') return false;
  if (value.toLowerCase() === 'true') return refuse(trustsEveryClient('TRUST_PROXY=true'));
  // FALSE, no, off: taken as they are meant, they would still be a guess at what was meant.
  if (/^[a-z]+$/i.test(value)) {
    return refuse(`TRUST_PROXY=${value} is not a setting it takes: write false (in lower case) or 0 for no proxy, or ${PROXIES_TO_NAME}`);
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) {
      return refuse(
        `TRUST_PROXY=${value} trusts more proxies than a deployment has: give the number of proxies in front of the shop, ` +
          `at most ${MAX_PROXY_HOPS}, or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.2)`,
      );
    }
    return hops > 0 ? hops : false;
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  const malformed = addresses.find((entry) => !isAddressOrNetwork(entry));
  if (malformed !== undefined) {
    return refuse(`"${malformed}" is not an address (10.0.0.1) or a network (10.0.0.0/8): give false, ${PROXIES_TO_NAME}`);
  }
  const ranges = addresses.map(addressRange);
  const everyone = EVERY_CLIENT.find(({ range }) => holdEvery(ranges, range));
  if (everyone) return refuse(trustsEveryClient(`TRUST_PROXY=${addresses.join(',')} holds every ${everyone.family} address, so it`));
  const wide = addresses.find(tooWide);
  if (wide !== undefined) {
    return refuse(
      `TRUST_PROXY=${addresses.join(',')} names ${wide}, a network wider than a deployment's proxies need (at most a /${WIDEST_PREFIX.ipv4} ` +
        `of IPv4, such as 10.0.0.0/8, or a /${WIDEST_PREFIX.ipv6} of IPv6): every host in it could write a client's address itself; ` +
        "give the proxies' own addresses or networks",
    );
  }
  return addresses;
}
