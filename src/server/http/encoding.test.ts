import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
