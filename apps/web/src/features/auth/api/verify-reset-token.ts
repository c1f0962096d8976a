import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const verifyResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest<{ valid: boolean }>(`/auth/verify-reset-token/${encodeURIComponent(token)}`, { signal });

export const verifyResetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyResetToken(token),
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useVerifyResetToken(token: string | undefined) {
  return useQuery({ ...verifyResetTokenQuery(token ?? ''), enabled: Boolean(token) });
}
