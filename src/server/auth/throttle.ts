import type { Db } from '../db/connect.js';
import { clearWindow, countHit, releaseHit } from '../rate-limit/windows.js';

/**
 * Limits password checks per key (a username, a client address, a device) in fixed windows. An
 * attempt is counted before its password is checked, in one atomic statement, so attempts sent at
 * once can never check more passwords than the limit allows; one that succeeds is given back. The
 * counts live in the database, so every instance of the shop refuses the same key.
 */
export class AttemptThrottle {
  constructor(
    private readonly db: Db,
    /** Keeps this throttle's keys apart from every other counter's. */
    private readonly namespace: string,
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; returns 0 when it may go ahead, else the milliseconds until the key may try again. */
  async reserve(key: string): Promise<number> {
    const { hits, ttl } = await countHit(this.db, this.key(key), this.windowMs);
    return hits > this.maxAttempts ? ttl : 0;
  }

  /** Gives back an attempt that did not fail (it succeeded, or another limit refused it unchecked). */
  async release(key: string): Promise<void> {
    await releaseHit(this.db, this.key(key));
  }

  async clear(key: string): Promise<void> {
    await clearWindow(this.db, this.key(key));
  }

  private key(key: string): string {
    return `${this.namespace}:${key}`;
  }
}

/** A throttle and the key one attempt is counted under. */
export interface Reservation {
  throttle: AttemptThrottle;
  key: string;
}

/**
 * Counts the attempt under every key at once; when any of them is over its limit, gives the attempt
 * back to the others and returns the longest wait, else 0.
 */
export async function reserveAll(reservations: Reservation[]): Promise<number> {
  const waits = await Promise.all(reservations.map(({ throttle, key }) => throttle.reserve(key)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) {
    await Promise.all(reservations.filter((_, i) => waits[i] === 0).map(({ throttle, key }) => throttle.release(key)));
  }
  return wait;
}
