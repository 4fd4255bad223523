import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseFailure } from './failures.js';

/** A database away or busy is logged at most this often, with how many more times it happened meanwhile. */
const REPEAT_LOG_INTERVAL_MS = 30_000;

interface Episode {
  loggedAt: number;
  /** Failures since the last line about them. */
  unlogged: number;
}

/**
 * What the shop knows of its database from the requests it served: whether writes are failing for
 * lack of space, and whether it is away or busy. It logs the cause when a failing state begins, and
 * again at most every 30 s (with how many times it happened meanwhile), not once per request; and says
 * when it ends.
 */
export class DatabaseState {
  private log: FastifyBaseLogger | undefined;
  private writesFailing = false;
  private readonly episodes = new Map<DatabaseFailure, Episode>();
  /** When "saves again" was last said: a nearly full disk takes small writes and refuses big ones. */
  private savedAgainLoggedAt = -Infinity;

  constructor(private readonly now: () => number = Date.now) {}

  /** The app's logger, once there is one (the database opens before the app). */
  useLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  /** `failing` from the first write refused for lack of space until a write succeeds again. */
  get writes(): 'ok' | 'failing' {
    return this.writesFailing ? 'failing' : 'ok';
  }

  /** False from a request that found the database away until a request that used it gets a response. */
  get reachable(): boolean {
    return !this.episodes.has('unreachable');
  }

  failed(failure: DatabaseFailure, error: unknown): void {
    if (failure === 'full') {
      if (this.writesFailing) return;
      this.writesFailing = true;
    }
    const episode = this.episodes.get(failure);
    const now = this.now();
    if (episode && now - episode.loggedAt < REPEAT_LOG_INTERVAL_MS) {
      episode.unlogged += 1;
      return;
    }
    const repeats = episode?.unlogged ?? 0;
    this.episodes.set(failure, { loggedAt: now, unlogged: 0 });
    if (failure === 'full') {
      this.log?.error(
        { err: error, repeats },
        'The database cannot save: its disk is full. Writes get 507 until space is freed; reads go on.',
      );
    } else if (failure === 'unreachable') {
      this.log?.error({ err: error, repeats }, 'The database cannot be reached; requests that need it get 503 until it is back.');
    } else {
      this.log?.warn(
        { err: error, repeats },
        'A database query waited too long (a lock or statement timeout, or no free connection) and its request got 503.',
      );
    }
  }

  /** PostgreSQL ended one of the pool's connections: the next request opens a new one. */
  connectionLost(error: unknown): void {
    this.failed('unreachable', error);
  }

  /** A request that used the database got its response: an episode of it being away is over. */
  responded(): void {
    if (this.episodes.delete('unreachable')) this.log?.info('The database answers again.');
  }

  /** A write was saved: space is back. */
  wrote(): void {
    if (!this.writesFailing) return;
    this.writesFailing = false;
    const now = this.now();
    if (now - this.savedAgainLoggedAt < REPEAT_LOG_INTERVAL_MS) return;
    this.savedAgainLoggedAt = now;
    this.log?.info('The database saves again: writes succeed.');
  }
}
