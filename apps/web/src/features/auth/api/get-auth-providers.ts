import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export interface AuthProviders {
  google: boolean;
}

export const getAuthProviders = (signal?: AbortSignal) =>
  apiRequest<AuthProviders>('/auth/providers', { signal });

// docs/accounts.md#google-sign-in: the Google button shows only when the server has Google configured.
export const authProvidersQuery = queryOptions({
  queryKey: authKeys.providers(),
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: 30 * 60_000,
  retry: 1,
});

export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}
