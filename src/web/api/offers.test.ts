import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#contract/constants.js';
import { ApiError } from '../http/api-client.js';
import { offerListQuery, offerQuery } from './offers.js';

describe('offer queries', () => {
  it.each([
    ['the admin list', offerListQuery({ page: 1, limit: PAGE_SIZE.admin, search: '' })],
    ['the storefront list', offerListQuery({ page: 1, limit: PAGE_SIZE.publicOffers, search: '' })],
    ['an offer', offerQuery('o1')],
  ])('%s retries a failed load twice, but not a client error', (_name, query) => {
    const retry = query.retry;
    expect(typeof retry).toBe('function');
    const shouldRetry = retry as (failureCount: number, error: Error) => boolean;
    const offline = new TypeError('Failed to fetch');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, offline)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'Bad request'))).toBe(false);
  });
});
