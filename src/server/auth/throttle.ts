interface Window {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins per key (a username, a client address) in fixed windows. Kept in memory:
 * with several instances each one throttles on its own, which still bounds guessing.
 */
export class FailureThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    const left = window.resetAt - this.now();
    if (left <= 0) {
      this.windows.delete(key);
      return 0;
    }
    return window.failures >= this.maxFailures ? left : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.prune(now);
      this.windows.set(key, { failures: 1, resetAt: now + this.windowMs });
    } else {
      window.failures += 1;
    }
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
