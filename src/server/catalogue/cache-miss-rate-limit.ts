/**
 * The cache-miss rate limit: how many responses one client may make the catalogue cache compute, a
 * token bucket per client address, in this process's memory. A cached response costs nothing; a miss
 * costs a token, and a client out of tokens gets 429 instead of another computed response. A visitor's
 * searches (one per 500 ms pause at most) never come near it; a client cycling thousands of URLs past
 * the cache gets cheap refusals instead of holding the event loop, which sign-in and every other
 * visitor share. Per process on purpose: it protects this process's event loop, not a count that must
 * be exact.
 */
export interface CacheMissRateLimits {
  /** Misses a client may make at once. */
  burst: number;
  /** Misses a client earns back per second. */
  perSecond: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Past this many clients, those whose bucket has filled up again are forgotten. */
const MAX_TRACKED_CLIENTS = 10_000;

export class CacheMissRateLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limits: CacheMissRateLimits) {}

  /**
   * Counts a miss of `cost` tokens against the client's limit (a big document, a feed, costs many; never
   * more than the burst, so it stays possible): 0 when it may go ahead, else milliseconds to wait.
   */
  take(client: string, now = Date.now(), cost = 1): number {
    const { burst, perSecond } = this.limits;
    const tokens = Math.min(Math.max(1, cost), burst);
    const bucket = this.buckets.get(client) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (bucket.tokens < tokens) {
      this.buckets.set(client, bucket);
      return Math.ceil(((tokens - bucket.tokens) / perSecond) * 1000);
    }
    bucket.tokens -= tokens;
    if (!this.buckets.has(client) && this.buckets.size >= MAX_TRACKED_CLIENTS) this.forgetFull(now);
    this.buckets.set(client, bucket);
    return 0;
  }

  private forgetFull(now: number): void {
    const { burst, perSecond } = this.limits;
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * perSecond >= burst) this.buckets.delete(client);
    }
  }
}
