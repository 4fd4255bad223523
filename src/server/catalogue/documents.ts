import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliOptions, preferredEncoding, type Encoding } from '../http/encoding.js';
import { matchesEtag } from '../http/send-compressed.js';
import { readCatalogueVersion } from './version.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A document made from the whole catalogue, for one catalogue version, and its compressed bodies as asked for. */
export interface CatalogueDocument {
  version: number;
  etag: string;
  identity: Buffer;
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

/**
 * Makes a document: `write` adds text to it, and `pause` (called between rows, as often as wanted) gives
 * the event loop to other requests once the build has held it for a slice of time.
 */
export type DocumentBuild = (write: (text: string) => void, pause: () => Promise<void>) => Promise<void>;

/** How long a build holds the event loop before letting other requests through: well under a page's render. */
const SLICE_MS = 10;
const MB = 1024 * 1024;
/** Three languages' feeds and a sitemap, for the public address and one more name (its twin, a loopback name). */
const DEFAULT_MAX_ENTRIES = 8;

/** A `pause` for one build: yields to the event loop once `SLICE_MS` have passed since it last did. */
export function pauser(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await nextTurn();
    since = performance.now();
  };
}

/**
 * The documents made from the whole catalogue (the product feed, the sitemap), tens of MB for a large
 * shop: made once per catalogue version and key (the public address and language), kept in memory, least
 * recently used first out. A build runs in slices that let other requests through, one build at a time
 * (so that memory holds one in the making), and requests for a document being made wait for that build.
 * Compressed in the thread pool on the first request for an encoding, and kept so.
 */
export class CatalogueDocuments {
  private readonly entries = new Map<string, CatalogueDocument>();
  private readonly pending = new Map<string, { version: number; document: Promise<CatalogueDocument> }>();
  /** The last build queued: the next starts once it has ended. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The size of each kind's last build, for what making another costs. */
  private readonly lastBytes = new Map<string, number>();

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  /** Whether a document of this kind and key is kept, of any version, or being made. */
  has(kind: string, key: string): boolean {
    const id = `${kind} ${key}`;
    return this.entries.has(id) || this.pending.has(id);
  }

  /** What making a document of this kind costs in the cache-miss rate limit: a token per MB its last build came to, at least 1. */
  missCost(kind: string): number {
    return Math.max(1, Math.ceil((this.lastBytes.get(kind) ?? 0) / MB));
  }

  /** The document of this version or a later one, made by `build` (after any build before it) when there is none. */
  get(kind: string, key: string, version: number, build: DocumentBuild): Promise<CatalogueDocument> {
    const id = `${kind} ${key}`;
    const cached = this.entries.get(id);
    if (cached && cached.version >= version) {
      this.entries.delete(id);
      this.entries.set(id, cached);
      return Promise.resolve(cached);
    }
    const inFlight = this.pending.get(id);
    if (inFlight && inFlight.version >= version) return inFlight.document;
    const document = this.queue.then(() => make(version, build));
    this.queue = document.catch(() => undefined);
    const kept = document.then((made) => {
      this.lastBytes.set(kind, made.identity.length);
      const current = this.entries.get(id);
      if (!current || current.version <= version) {
        this.entries.delete(id);
        this.entries.set(id, made);
        while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      }
      return made;
    });
    this.pending.set(id, { version, document: kept });
    const forget = () => {
      if (this.pending.get(id)?.document === kept) this.pending.delete(id);
    };
    kept.then(forget, forget);
    return kept;
  }

  /** Resolves once no build is running or waiting (tests, the benchmark). */
  async settled(): Promise<void> {
    await this.queue;
  }
}

async function make(version: number, build: DocumentBuild): Promise<CatalogueDocument> {
  const parts: Buffer[] = [];
  const hash = createHash('sha256');
  await build((text) => {
    const part = Buffer.from(text);
    parts.push(part);
    hash.update(part);
  }, pauser());
  const identity = Buffer.concat(parts);
  parts.length = 0;
  return { version, etag: `W/"${hash.digest('base64url').slice(0, 27)}"`, identity, compressed: {} };
}

/** The body in `encoding`, compressed on its first request. */
function bodyOf(document: CatalogueDocument, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(document.identity);
  let body = document.compressed[encoding];
  if (!body) {
    // Brotli's quality 5 and gzip's 6: a big body once per version, in the thread pool, not at the dense levels.
    const { identity } = document;
    body = encoding === 'br' ? brotliAsync(identity, brotliOptions(identity, 5)) : gzipAsync(identity, { level: 6 });
    document.compressed[encoding] = body;
    // A failure is tried again on the next request.
    body.catch(() => {
      if (document.compressed[encoding] === body) delete document.compressed[encoding];
    });
  }
  return body;
}

/**
 * Responds with the document of this kind and key for the catalogue version now, made by `build` when
 * there is none: a document not made yet is made at the client's cost, as a page not cached is, and
 * counts as many misses as MB its kind came to last time. In the encoding the client takes best; 304 to
 * its ETag.
 */
export async function sendCatalogueDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { kind: string; key: string; type: string; build: (version: number) => Promise<DocumentBuild> },
): Promise<FastifyReply> {
  const { catalogueDocuments: documents, catalogueCache, db } = request.server;
  const { kind, key } = document;
  if (!documents.has(kind, key)) catalogueCache.countCacheMiss(request.ip, documents.missCost(kind));
  const version = await readCatalogueVersion(db);
  const made = await documents.get(kind, key, version, await document.build(version));
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', made.etag);
  if (matchesEtag(request.headers['if-none-match'], made.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = await bodyOf(made, encoding);
  reply.type(document.type);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
