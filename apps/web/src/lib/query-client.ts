import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs } from '@fengshui/shared/constants';
import { ApiRequestError } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; only network and server failures are retried.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status !== null && error.status < 500) && failureCount < 3,
        retryDelay: retryDelayMs,
        staleTime: 60_000,
      },
    },
  });
}
