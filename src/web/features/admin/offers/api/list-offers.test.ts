import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.js';
import { offersQuery } from './list-offers.js';

describe('admin offers query', () => {
  it('retries a failed load twice (spec section 9), but not a client error', () => {
    const retry = offersQuery({ page: 1, search: '' }).retry;
    expect(typeof retry).toBe('function');
    const shouldRetry = retry as (failureCount: number, error: Error) => boolean;
    const offline = new TypeError('Failed to fetch');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, offline)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'Bad request'))).toBe(false);
  });
});
