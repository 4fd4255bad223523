import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { pipeline, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createBrotliCompress, createGunzip, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliOptions, preferredEncoding, type Encoding } from '../http/encoding.js';
import { matchesEtag } from '../http/send-compressed.js';
import { readCatalogueVersion } from './version.js';

/**
 * A document made from the whole catalogue, for one catalogue version. Kept gzipped only, compressed as it
 * is written: a large shop's feed is hundreds of MB of text and a twentieth of that gzipped, which is
 * what the feed's fetchers ask for; the rare client that takes no gzip gets it unzipped as it is sent.
 */
export interface CatalogueDocument {
  version: number;
  etag: string;
  /** The text's length. */
  bytes: number;
  gzip: Buffer;
  /** Brotli, made from the gzip on its first request. */
  br?: Promise<Buffer>;
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
 * Gzipped in the thread pool as it is made (CatalogueDocument).
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
    // Nobody is served an older version now: its memory goes before the new one is made.
    if (cached) this.entries.delete(id);
    const document = this.queue.then(() => make(version, build));
    this.queue = document.catch(() => undefined);
    const kept = document.then((made) => {
      this.lastBytes.set(kind, made.bytes);
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
  let bytes = 0;
  const hash = createHash('sha256');
  const gzip = createGzip({ level: 6 });
  const gzipped = buffer(gzip);
  gzipped.catch(() => undefined);
  const pause = pauser();
  try {
    await build(
      (text) => {
        const part = Buffer.from(text);
        bytes += part.length;
        hash.update(part);
        gzip.write(part);
      },
      async () => {
        // The thread pool compresses behind the build; a build ahead of it waits rather than queue the text.
        if (gzip.writableNeedDrain) await once(gzip, 'drain');
        await pause();
      },
    );
  } catch (error) {
    gzip.destroy();
    throw error;
  }
  gzip.end();
  return { version, etag: `W/"${hash.digest('base64url').slice(0, 27)}"`, bytes, gzip: await gzipped };
}

/** The body in `encoding`: the gzip as kept, unzipped as it is sent, or Brotli made from it on its first request. */
function bodyOf(document: CatalogueDocument, encoding: Encoding): Readable | Buffer | Promise<Buffer> {
  if (encoding === 'gzip') return document.gzip;
  if (encoding === 'identity') return pipeline(Readable.from([document.gzip]), createGunzip(), () => undefined);
  if (!document.br) {
    // Brotli's quality 5: a big body once per version, through the thread pool, not at the dense level.
    const br = buffer(
      pipeline(
        Readable.from([document.gzip]),
        createGunzip(),
        createBrotliCompress(brotliOptions({ length: document.bytes }, 5)),
        () => undefined,
      ),
    );
    document.br = br;
    // A failure is tried again on the next request.
    br.catch(() => {
      if (document.br === br) delete document.br;
    });
  }
  return document.br;
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
  reply.type(document.type).header('Content-Length', Buffer.isBuffer(body) ? body.length : made.bytes);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
