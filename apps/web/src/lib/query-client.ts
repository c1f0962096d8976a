import { QUERY_TIMINGS, retryDelayMs } from '@fengshui/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/** A 4xx will not change on retry; only network and server failures are retried, up to `times`. */
export function retryUnlessClientError(times: number) {
  return (failureCount: number, error: unknown) =>
    !(error instanceof ApiRequestError && error.status !== null && error.status < 500) &&
    failureCount < times;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessClientError(3),
        retryDelay: retryDelayMs,
        staleTime: 60_000,
      },
    },
  });
}

/** The spec's cache and retry timings (docs/architecture.md#web-app) for one kind of data, with 4xx never retried. */
export function queryTimings<K extends keyof typeof QUERY_TIMINGS>(kind: K) {
  const { retry, ...rest } = QUERY_TIMINGS[kind] as (typeof QUERY_TIMINGS)[K] & { retry?: number };
  return { ...rest, ...(retry === undefined ? {} : { retry: retryUnlessClientError(retry) }) };
}
