import type { SmsPreference } from '@fengshui/shared/sms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** GET /users/sms-preference: whether the customer gets texts about cash-on-delivery orders. */
export const getSmsPreference = (signal?: AbortSignal) =>
  apiRequest<SmsPreference>('/users/sms-preference', { signal });

export const smsPreferenceQuery = queryOptions({
  queryKey: accountKeys.smsPreference(),
  queryFn: ({ signal }) => getSmsPreference(signal),
});

export function useSmsPreference() {
  return useQuery(smsPreferenceQuery);
}
