import { createHash } from 'node:crypto';
import { compressedBodies, type Encoding } from '../http/encoding.js';

/** A made answer: its status, content type and body in each encoding. */
export interface MadePage {
  status: number;
  type: string;
  body: Record<Encoding, Buffer>;
  /** False for a stand-in answer (a page sent without its body) that must not be kept. */
  kept?: boolean;
  /** Weak (the same page in each encoding): a browser that has this page is answered 304. */
  etag: string;
}

/** A made page, compressed once, with its tag. */
export function makePage(status: number, type: string, text: string): MadePage {
  const body = compressedBodies(text);
  return {
    status,
    type,
    etag: `W/"${createHash('sha256').update(body.identity).digest('base64url').slice(0, 22)}"`,
    body,
  };
}

const DEFAULT_MAX_ENTRIES = 500;

/**
 * Made pages per catalogue version, so a change to a product shows on its page at once. The key holds
 * the public address a page was made for (it may come from the request's Host) and the path; least
 * recently used entries go first, so made-up hosts cannot grow it without bound. Not-found pages are
 * made each time and not kept.
 */
export class PageCache {
  private readonly entries = new Map<string, { version: number; page: MadePage }>();

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  async answer(key: string, version: number, make: () => Promise<MadePage>): Promise<MadePage> {
    const entry = this.entries.get(key);
    if (entry && entry.version >= version) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.page;
    }
    const page = await make();
    // Only pages that exist: ids made up by a client must not push real pages out.
    if (page.status !== 200 || page.kept === false) return page;
    const current = this.entries.get(key);
    if (!current || current.version <= version) {
      this.entries.delete(key);
      this.entries.set(key, { version, page });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return page;
  }
}
