import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { VerifyEmailResult } from '../logic/verification-view.ts';
import { authKeys } from './auth-keys.ts';

export const verifyEmail = (token: string) =>
  apiRequest<VerifyEmailResult>(`/auth/verify-email/${encodeURIComponent(token)}`);

/**
 * Verifying uses the token up, so it must run once per page visit even under StrictMode's double
 * mount: the query cache holds the one call (no abort signal, so an unmount does not cancel it and a
 * remount joins it), and it is never refetched or retried.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyEmail(token: string | undefined) {
  return useQuery({ ...verifyEmailQuery(token ?? ''), enabled: Boolean(token) });
}
