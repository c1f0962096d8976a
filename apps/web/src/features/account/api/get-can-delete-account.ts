import type { canDeleteResponseSchema } from '@fengshui/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export type CanDeleteAccount = z.infer<typeof canDeleteResponseSchema>;

export const getCanDeleteAccount = (signal?: AbortSignal) =>
  apiRequest<CanDeleteAccount>('/users/can-delete-account', { signal });

export const canDeleteAccountQuery = queryOptions({
  queryKey: accountKeys.canDeleteAccount(),
  queryFn: ({ signal }) => getCanDeleteAccount(signal),
  // Active orders change the answer, so it is asked afresh each time the page opens.
  staleTime: 0,
});

export function useCanDeleteAccount() {
  return useQuery(canDeleteAccountQuery);
}
