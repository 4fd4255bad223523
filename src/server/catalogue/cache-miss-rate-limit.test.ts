import { describe, expect, it } from 'vitest';
import { CacheMissRateLimit } from './cache-miss-rate-limit.js';

describe('CacheMissRateLimit', () => {
  it('lets a client make its burst of misses, then one per earned token, each client apart', () => {
    const limit = new CacheMissRateLimit({ burst: 3, perSecond: 2 });
    const start = 1_000_000;
    expect([0, 1, 2].map(() => limit.take('a', start))).toEqual([0, 0, 0]);
    expect(limit.take('a', start)).toBe(500);
    expect(limit.take('b', start)).toBe(0);
    expect(limit.take('a', start + 250)).toBe(250);
    expect(limit.take('a', start + 500)).toBe(0);
    expect(limit.take('a', start + 500)).toBe(500);
    // Earned back up to the burst, not beyond.
    expect([0, 1, 2, 3].map(() => limit.take('a', start + 60_000))).toEqual([0, 0, 0, 500]);
  });

  it('counts a costly miss as that many, never more than the burst', () => {
    const limit = new CacheMissRateLimit({ burst: 10, perSecond: 2 });
    const start = 1_000_000;
    expect(limit.take('a', start, 6)).toBe(0);
    // 4 tokens left: a cost of 6 waits for 2 more.
    expect(limit.take('a', start, 6)).toBe(1000);
    expect(limit.take('a', start, 4)).toBe(0);
    // A cost past the burst costs the burst: a full bucket pays it.
    expect(limit.take('b', start, 500)).toBe(0);
    expect(limit.take('b', start)).toBe(500);
    expect(limit.take('b', start + 5000, 500)).toBe(0);
  });
});
