import type { OutboxSms } from '@fengshui/shared/sms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../api/admin-keys.ts';

export type { OutboxSms };

/** GET /admin/sms: the SMS outbox, newest first (docs/admin.md#sms-outbox). */
export const getSms = (signal?: AbortSignal) => apiRequest<OutboxSms[]>('/admin/sms', { signal });

export const smsQuery = queryOptions({
  queryKey: adminKeys.sms(),
  queryFn: ({ signal }) => getSms(signal),
  staleTime: 10_000,
  retry: 1,
});

export function useSms() {
  return useQuery(smsQuery);
}
