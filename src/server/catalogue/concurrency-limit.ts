/** Thrown when a catalogue computation waited too long under the concurrency limit; 503 like a busy database. */
export class ConcurrencyLimitTimeoutError extends Error {
  override name = 'ConcurrencyLimitTimeoutError';
  readonly code = 'CATALOGUE_READS_BUSY';
  constructor(waitedMs: number) {
    super(`No catalogue computation could start under the concurrency limit within ${waitedMs} ms`);
  }
}

/**
 * The concurrency limit on catalogue responses: how many may be computed at once. Anyone can make
 * the shop compute them (a new search, a new page), and a table another connection has locked holds
 * each one for the whole lock timeout: without a bound they take every pooled connection, and orders,
 * sign-in, health and the cached responses (which read the catalogue version) wait behind them. The
 * rest of the pool stays free for those; a computation that waits longer than the pool's acquisition
 * timeout is refused.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly capacity: number,
    private readonly waitMs: number,
  ) {}

  /** Leaves at least a quarter of the pool (and 2 connections) to everything but catalogue computations. */
  static forPool(poolSize: number, waitMs: number): ConcurrencyLimit {
    return new ConcurrencyLimit(Math.max(1, poolSize - Math.max(2, Math.ceil(poolSize / 4))), waitMs);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.capacity) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(admit), 1);
        reject(new ConcurrencyLimitTimeoutError(this.waitMs));
      }, this.waitMs);
      this.queue.push(admit);
    });
  }

  private leave(): void {
    // The place passes straight to the next in line, so `running` stays as it is.
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }
}
