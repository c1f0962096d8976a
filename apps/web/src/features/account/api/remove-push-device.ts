import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const removePushDevice = (id: number) =>
  apiRequest<{ success: true }>(`/push/subscriptions/${id}`, { method: 'DELETE' });

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.pushDevices() }),
  });
}
