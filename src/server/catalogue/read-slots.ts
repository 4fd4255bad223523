/** Thrown when a catalogue answer waited too long for a slot; answered 503 like a busy database. */
export class ReadSlotsBusyError extends Error {
  override name = 'ReadSlotsBusyError';
  readonly code = 'CATALOGUE_READS_BUSY';
  constructor(waitedMs: number) {
    super(`No catalogue read slot came free within ${waitedMs} ms`);
  }
}

/**
 * How many catalogue answers may be computed at once. Anyone can make the shop compute them (a new
 * search, a new page), and a table another connection has locked holds each one for the whole lock
 * timeout: without a bound they take every pooled connection, and orders, sign-in, health and the
 * cached answers (which read the catalogue version) wait behind them. The rest of the pool stays free
 * for those; a computation that waits longer than the pool's acquisition timeout is refused.
 */
export class ReadSlots {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly capacity: number,
    private readonly waitMs: number,
  ) {}

  /** Leaves at least a quarter of the pool (and 2 connections) to everything but catalogue computations. */
  static forPool(poolSize: number, waitMs: number): ReadSlots {
    return new ReadSlots(Math.max(1, poolSize - Math.max(2, Math.ceil(poolSize / 4))), waitMs);
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
        reject(new ReadSlotsBusyError(this.waitMs));
      }, this.waitMs);
      this.queue.push(admit);
    });
  }

  private leave(): void {
    // The slot passes straight to the next in line, so `running` stays as it is.
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }
}
