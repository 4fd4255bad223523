import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompressSync, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connect.js';
import { BackgroundQueue } from '../http/background-queue.js';
import { brotliOptions, denseBrotli, preferredEncoding } from '../http/encoding.js';
import { tooManyRequests } from '../http/errors.js';
import { errors } from '../http/schemas.js';
import { clientKey } from '../rate-limit/client-key.js';
import { CacheMissRateLimit, type CacheMissRateLimits } from './cache-miss-rate-limit.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { CatalogueDocuments } from './documents.js';
import { readCatalogueVersion } from './version.js';

const gzipAsync = promisify(gzip);

export interface CacheLimits {
  maxEntries: number;
  /** JSON plus every compressed variant stored. */
  maxBytes: number;
}

/** A 20-product page is ~17 KB of JSON and ~3 KB per compressed variant: 500 of them stay far below the byte cap. */
const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/** Same as @fastify/compress's threshold for the rest of /api: smaller responses are sent as they are. */
const COMPRESS_THRESHOLD = 1024;

/**
 * Compression levels (docs/decisions/005-response-cache.md). A response computed on a miss is compressed
 * at once at the fast level, on the event loop (about 0.3 ms for a page): a flood of misses, which
 * anyone can cause by cycling search terms, then costs little and leaves libuv's thread pool, which
 * sign-in's scrypt shares, alone. A response asked for again is recompressed at the dense level in the
 * background, one at a time, and served from then on (Brotli's quality 10, `denseBrotli`, is 14 %
 * smaller than 4 on the demo's first page, for 6.6 ms).
 */
const FAST = { brotliQuality: 4, gzipLevel: 6 };
const DENSE = { gzipLevel: 9 };
/** Responses waiting for the dense level; past this, later ones stay fast until asked again. */
const MAX_QUEUED_UPGRADES = 64;

type Compressed = 'br' | 'gzip';

interface Variant {
  body: Buffer;
  dense: boolean;
}

interface Entry {
  key: string;
  version: number;
  json: Buffer;
  etag: string;
  compressed: Partial<Record<Compressed, Variant>>;
  bytes: number;
  /** Times served, the filling request included: a second request makes it worth the dense level. */
  hits: number;
}

/**
 * Serialised responses of the public catalogue GETs, per catalogue version. Each request reads the
 * version from the database (one primary-key row) and is served from memory while nothing changed,
 * so app instances sharing a database never serve a response older than the version they read.
 * Least recently used entries go first once the entry or byte cap is reached.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { version: number; entry: Promise<Entry> }>();
  /** Dense recompressions, one at a time in the thread pool. */
  private readonly upgrades = new BackgroundQueue<{ entry: Entry; encoding: Compressed }>(
    MAX_QUEUED_UPGRADES,
    (a, b) => a.entry === b.entry && a.encoding === b.encoding,
    (upgrade) => this.upgrade(upgrade),
  );
  private bytes = 0;

  private readonly cacheMissRateLimit: CacheMissRateLimit;

  constructor(
    private readonly db: Db,
    private readonly limits: CacheLimits = DEFAULT_CACHE_LIMITS,
    cacheMissLimits: CacheMissRateLimits = { burst: Infinity, perSecond: Infinity },
    /** The concurrency limit on computations; unbounded unless given. */
    private readonly concurrencyLimit: ConcurrencyLimit = new ConcurrencyLimit(Infinity, 0),
  ) {
    this.cacheMissRateLimit = new CacheMissRateLimit(cacheMissLimits);
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  /** Resolves once every queued dense recompression has finished (tests, shutdown). */
  async settled(): Promise<void> {
    await this.upgrades.settled();
  }

  /**
   * Responds from the cache, or computes the response through the route's own serializer (so its
   * response schema still holds) and caches it. `key` must determine the response (see `responseKey`).
   * Errors (404s) are thrown as before and not cached.
   */
  async respond(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply> {
    // A key with no response cached or being computed is a miss whatever the version: its client pays before
    // the database is asked, so a refused request costs no round trip.
    const unknownKey = !this.entries.has(key) && !this.pending.has(key);
    const client = clientKey(request.ip);
    if (unknownKey) this.countMiss(client);
    const version = await readCatalogueVersion(this.db);
    const entry =
      this.lookup(key, version) ??
      (await this.fill(key, version, unknownKey ? undefined : client, async () => reply.serialize(await compute())));
    return this.send(request, reply, entry);
  }

  /**
   * Counts a response computed rather than served from a cache against the cache-miss rate limit of the
   * client at `address` (a storefront page costs as much as a catalogue response; the product feed and
   * the sitemap, `cost` times that), or refuses with 429.
   */
  countCacheMiss(address: string, cost = 1): void {
    this.countMiss(clientKey(address), cost);
  }

  /** Counts a computed response against the client's cache-miss rate limit, or refuses with 429. */
  private countMiss(client: string, cost = 1): void {
    const wait = this.cacheMissRateLimit.take(client, Date.now(), cost);
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** An entry from this version or a later one (filled by a request that read the version after us). */
  private lookup(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version < version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Concurrent misses for one key and version compute it once; only the computing client pays for
   * it (`client`, unless it paid already).
   */
  private fill(
    key: string,
    version: number,
    client: string | undefined,
    serialize: () => Promise<string | Buffer | ArrayBuffer>,
  ): Promise<Entry> {
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version >= version) return inFlight.entry;
    if (client !== undefined) this.countMiss(client);
    const entry = (async () => {
      const serialized = await this.concurrencyLimit.run(serialize);
      const json = typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as ArrayBuffer);
      const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      const computed: Entry = { key, version, json, etag, compressed: {}, bytes: json.length, hits: 0 };
      this.store(computed);
      return computed;
    })();
    this.pending.set(key, { version, entry });
    const forget = () => {
      if (this.pending.get(key)?.entry === entry) this.pending.delete(key);
    };
    entry.then(forget, forget);
    return entry;
  }

  private store(entry: Entry): void {
    const current = this.entries.get(entry.key);
    if (current && current.version > entry.version) return;
    if (current) this.remove(current);
    if (entry.bytes > this.limits.maxBytes) return;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private remove(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.values().next().value;
      if (!oldest) return;
      this.remove(oldest);
    }
  }

  /** The variant to send now: made at the fast level when missing; a dense one is queued for a repeat. */
  private compressed(entry: Entry, encoding: Compressed): Buffer {
    let variant = entry.compressed[encoding];
    if (!variant) {
      variant = { body: compressSync(entry.json, encoding), dense: false };
      entry.compressed[encoding] = variant;
      this.grow(entry, variant.body.length);
    }
    if (!variant.dense && entry.hits > 1) this.upgrades.add({ entry, encoding });
    return variant.body;
  }

  private grow(entry: Entry, bytes: number): void {
    entry.bytes += bytes;
    if (this.entries.get(entry.key) !== entry) return;
    this.bytes += bytes;
    this.evict();
  }

  /** The dense variant, for an entry still cached and a variant not replaced meanwhile. */
  private async upgrade({ entry, encoding }: { entry: Entry; encoding: Compressed }): Promise<void> {
    const current = entry.compressed[encoding];
    if (!current || current.dense || this.entries.get(entry.key) !== entry) return;
    // If it fails, the fast variant keeps serving; a later repeat queues it again.
    const body = await compressDense(entry.json, encoding);
    if (entry.compressed[encoding] !== current) return;
    entry.compressed[encoding] = { body, dense: true };
    this.grow(entry, body.length - current.body.length);
  }

  private async send(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<FastifyReply> {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', entry.etag);
    entry.hits += 1;
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = entry.json.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding === 'identity') return reply.send(entry.json);
    return reply.header('Content-Encoding', encoding).send(this.compressed(entry, encoding));
  }
}

function compressSync(json: Buffer, encoding: Compressed): Buffer {
  return encoding === 'br' ? brotliCompressSync(json, brotliOptions(json, FAST.brotliQuality)) : gzipSync(json, { level: FAST.gzipLevel });
}

function compressDense(json: Buffer, encoding: Compressed): Promise<Buffer> {
  return encoding === 'br' ? denseBrotli(json) : gzipAsync(json, { level: DENSE.gzipLevel });
}

/** Weak comparison (RFC 9110 §13.1.2): the variants of one response share its tag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/**
 * The key of a route's cached responses: the route and its validated parameters and query, serialised
 * with sorted keys. None of these responses depends on the caller, so nothing from the headers is in
 * it; a query the route does not validate is left out, so it cannot make entries of its own.
 */
function responseKeyFor(route: RouteOptions): (request: FastifyRequest) => string {
  const { url } = route;
  const hasParams = route.schema?.params !== undefined;
  const hasQuery = route.schema?.querystring !== undefined;
  return (request) => sortedJson([url, hasParams ? request.params : {}, hasQuery ? request.query : {}]);
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_name, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Decorates `catalogueCache` and `catalogueDocuments` (the feed, the sitemap), one each per app: instances share the database, never their memory. A GET
 * route declared with `config: { catalogueCache: true }` returns its data and is served through the
 * cache: its handler runs only on a miss, and `@fastify/compress` leaves it alone (the cached responses
 * carry their own compressed bytes).
 */
export const catalogueCachePlugin = fp<{ limits?: CacheLimits }>(
  async (app, { limits }) => {
    const { catalogueMissBurst: burst, catalogueMissesPerSecond: perSecond } = app.config.rateLimits;
    const { poolSize, acquireTimeoutMs } = app.config.databaseLimits;
    const cache = new CatalogueCache(app.db, limits, { burst, perSecond }, ConcurrencyLimit.forPool(poolSize, acquireTimeoutMs));
    app.decorate('catalogueCache', cache);
    app.decorate('catalogueDocuments', new CatalogueDocuments());

    app.addHook('onRoute', (route) => {
      if (!route.config?.catalogueCache) return;
      if ([route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD')) {
        throw new Error(`${String(route.method)} ${route.url}: config.catalogueCache is for GET routes`);
      }
      if (!route.schema?.response || !(304 in (route.schema.response as object))) {
        throw new Error(`${route.url}: a route with config.catalogueCache declares its 304 response`);
      }
      // Every cached route may refuse a client past its cache-miss rate limit.
      route.schema = { ...route.schema, response: { ...(route.schema.response as object), ...errors(429) } };
      route.compress = false;
      const compute = route.handler;
      const responseKey = responseKeyFor(route);
      route.handler = function cached(request, reply) {
        return cache.respond(request, reply, responseKey(request), async () => compute.call(this, request, reply));
      };
    });
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
