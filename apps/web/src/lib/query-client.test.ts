import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { queryTimings, retryUnlessClientError } from './query-client.ts';

describe('retry policy', () => {
  it('never retries a 4xx answer, which will not change', () => {
    const retry = retryUnlessClientError(3);
    expect(retry(0, new ApiRequestError('Product not found', 404))).toBe(false);
  });

  it('retries network and server failures up to the count', () => {
    const retry = retryUnlessClientError(1);
    expect(retry(0, new ApiRequestError('down', 503))).toBe(true);
    expect(retry(0, new ApiRequestError('offline', null))).toBe(true);
    expect(retry(1, new ApiRequestError('down', 503))).toBe(false);
  });

  it('keeps the spec timings: categories fresh 5 minutes and kept 30, flash deals stale after 2', () => {
    expect(queryTimings('categories')).toMatchObject({ staleTime: 300_000, gcTime: 1_800_000 });
    expect(queryTimings('flashDeals')).toMatchObject({ staleTime: 120_000, retryDelay: 1_000 });
    expect(queryTimings('products')).toMatchObject({ refetchOnWindowFocus: false });
  });
});
