import type { PushDevice } from '@fengshui/shared/web-push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** The devices that get this account's push notifications, newest first. */
export const getPushDevices = (signal?: AbortSignal) =>
  apiRequest<{ items: PushDevice[] }>('/push/subscriptions', { signal }).then((answer) => answer.items);

export const pushDevicesQuery = queryOptions({
  queryKey: accountKeys.pushDevices(),
  queryFn: ({ signal }) => getPushDevices(signal),
});

export function usePushDevices() {
  return useQuery(pushDevicesQuery);
}
