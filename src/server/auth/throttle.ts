import type { Db } from '../db/connect.js';
import { clearWindow, countHit, readWindow } from '../rate-limit/windows.js';

/**
 * Counts failed sign-ins per key (a username, a client address) in fixed windows. The counts live in
 * the database, so every instance of the shop refuses the same key once it has failed too often.
 */
export class FailureThrottle {
  constructor(
    private readonly db: Db,
    /** Keeps this throttle's keys apart from every other counter's. */
    private readonly namespace: string,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may now. */
  async retryAfter(key: string): Promise<number> {
    const window = await readWindow(this.db, this.key(key));
    return window && window.hits >= this.maxFailures ? window.ttl : 0;
  }

  async fail(key: string): Promise<void> {
    await countHit(this.db, this.key(key), this.windowMs);
  }

  async clear(key: string): Promise<void> {
    await clearWindow(this.db, this.key(key));
  }

  private key(key: string): string {
    return `${this.namespace}:${key}`;
  }
}
