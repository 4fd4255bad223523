import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connect.js';
import { preferredEncoding } from '../http/encoding.js';
import { readCatalogVersion } from './version.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CacheLimits {
  maxEntries: number;
  /** JSON plus every compressed variant stored. */
  maxBytes: number;
}

/** A 20-product page is ~17 KB of JSON and ~3 KB per compressed variant: 500 of them stay far below the byte cap. */
export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/** Same as @fastify/compress's threshold for the rest of /api: smaller answers are sent as they are. */
const COMPRESS_THRESHOLD = 1024;

/**
 * Paid once per answer and catalogue version, off the event loop. On the demo catalogue's first page
 * quality 10 is 14 % smaller than 4 in 6.6 ms; 11 saves 2.5 % more for four times the CPU
 * (docs/decisions/005-response-cache.md).
 */
const BROTLI_QUALITY = 10;
const GZIP_LEVEL = 9;

type Compressed = 'br' | 'gzip';

interface Entry {
  key: string;
  version: number;
  json: Buffer;
  etag: string;
  compressed: Partial<Record<Compressed, Promise<Buffer>>>;
  bytes: number;
}

/**
 * Serialised answers of the public catalogue GETs, per catalogue version. Each request reads the
 * version from the database (one primary-key row) and is served from memory while nothing changed,
 * so app instances sharing a database never serve an answer older than the version they read.
 * Least recently used entries go first once the entry or byte cap is reached.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { version: number; entry: Promise<Entry> }>();
  private bytes = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: CacheLimits = DEFAULT_CACHE_LIMITS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  /**
   * Answers from the cache, or computes the answer through the route's own serializer (so its
   * response schema still holds) and keeps it. `key` must determine the answer: the validated
   * parameters, never anything from the caller's identity. Errors (404s) are thrown as before and
   * not kept.
   */
  async answer(request: FastifyRequest, reply: FastifyReply, key: unknown[], compute: () => Promise<unknown>): Promise<FastifyReply> {
    const version = await readCatalogVersion(this.db);
    const cacheKey = JSON.stringify([request.routeOptions.url, ...key]);
    const entry = this.lookup(cacheKey, version) ?? (await this.fill(cacheKey, version, async () => reply.serialize(await compute())));
    return this.send(request, reply, entry);
  }

  /** An entry from this version or a later one (filled by a request that read the version after us). */
  private lookup(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version < version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Concurrent misses for one key and version compute it once. */
  private fill(key: string, version: number, serialize: () => Promise<string | Buffer | ArrayBuffer>): Promise<Entry> {
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version >= version) return inFlight.entry;
    const entry = (async () => {
      const serialized = await serialize();
      const json = typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as ArrayBuffer);
      const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      const made: Entry = { key, version, json, etag, compressed: {}, bytes: json.length };
      this.store(made);
      return made;
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

  private compressed(entry: Entry, encoding: Compressed): Promise<Buffer> {
    let variant = entry.compressed[encoding];
    if (!variant) {
      variant =
        encoding === 'br'
          ? brotliAsync(entry.json, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.json.length,
              },
            })
          : gzipAsync(entry.json, { level: GZIP_LEVEL });
      entry.compressed[encoding] = variant;
      variant.then(
        (bytes) => {
          entry.bytes += bytes.length;
          if (this.entries.get(entry.key) === entry) {
            this.bytes += bytes.length;
            this.evict();
          }
        },
        () => delete entry.compressed[encoding],
      );
    }
    return variant;
  }

  private async send(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<FastifyReply> {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = entry.json.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding === 'identity') return reply.send(entry.json);
    const body = await this.compressed(entry, encoding);
    return reply.header('Content-Encoding', encoding).send(body);
  }
}

/** Weak comparison (RFC 9110 §13.1.2): the variants of one answer share its tag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/** Decorates `catalogCache`, one per app: instances share the database, never their memory. */
export const catalogCachePlugin = fp<{ limits?: CacheLimits }>(
  async (app, { limits }) => {
    app.decorate('catalogCache', new CatalogCache(app.db, limits));
  },
  { name: 'catalog-cache', dependencies: ['database'] },
);
