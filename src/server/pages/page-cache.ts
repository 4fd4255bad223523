import { createHash } from 'node:crypto';
import { BackgroundQueue } from '../http/background-queue.js';
import { compressedBodies, denseBodies, type Encoding } from '../http/encoding.js';

/** A rendered response: its status, content type and body in each encoding. */
export interface RenderedPage {
  status: number;
  type: string;
  body: Record<Encoding, Buffer>;
  /** False for a stand-in response (a page sent without its body) that must not be cached. */
  cacheable?: boolean;
  /** Weak (the same page in each encoding): a browser that has this page gets 304. */
  etag: string;
}

/** A rendered page, compressed at the fast levels, with its tag. */
export function renderedPage(status: number, type: string, text: string): RenderedPage {
  const body = compressedBodies(text);
  return {
    status,
    type,
    etag: `W/"${createHash('sha256').update(body.identity).digest('base64url').slice(0, 22)}"`,
    body,
  };
}

const DEFAULT_MAX_ENTRIES = 500;

/** Pages waiting for the dense level; past this, later ones stay fast until asked for again. */
const MAX_QUEUED_UPGRADES = 64;

interface Entry {
  version: number;
  page: RenderedPage;
  /** Compressed at Brotli's dense level (a page asked for again is worth it). */
  dense: boolean;
}

/**
 * Rendered pages per catalogue version, so a change to a product shows on its page at once. The key
 * holds the public address a page was rendered for (it may come from the request's Host) and the path;
 * least recently used entries go first, so made-up hosts cannot grow it without bound. Not-found pages
 * are rendered each time and not cached. A page is compressed at the fast levels as it is rendered, on
 * the event loop, so that a flood of made-up searches costs little; a page asked for again is
 * compressed with Brotli's dense level in the thread pool, one at a time, and served that way from
 * then on (as the API's responses are: docs/decisions/005).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Brotli's dense level, one page at a time in the thread pool. */
  private readonly upgrades = new BackgroundQueue<{ key: string; entry: Entry }>(
    MAX_QUEUED_UPGRADES,
    (a, b) => a.entry === b.entry,
    (upgrade) => this.upgrade(upgrade),
  );

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether a page is cached under `key`, of any catalogue version. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Resolves once every page queued for the dense level has it (tests). */
  async settled(): Promise<void> {
    await this.upgrades.settled();
  }

  async getOrRender(key: string, version: number, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const entry = this.entries.get(key);
    if (entry && entry.version >= version) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (!entry.dense) this.upgrades.add({ key, entry });
      return entry.page;
    }
    const page = await render();
    // Only pages that exist: ids made up by a client must not push real pages out.
    if (page.status !== 200 || page.cacheable === false) return page;
    const current = this.entries.get(key);
    if (!current || current.version <= version) {
      this.entries.delete(key);
      this.entries.set(key, { version, page, dense: false });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return page;
  }

  /** The dense page, for a page still cached as it was when queued (if it fails, the fast one keeps serving). */
  private async upgrade({ key, entry }: { key: string; entry: Entry }): Promise<void> {
    if (entry.dense || this.entries.get(key) !== entry) return;
    entry.page = { ...entry.page, body: await denseBodies(entry.page.body) };
    entry.dense = true;
  }
}
