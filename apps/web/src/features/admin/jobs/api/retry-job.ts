import type { adminJobRetryResponseSchema } from '@fengshui/shared/admin-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { jobKeys } from './job-keys.ts';

type RetryResponse = z.infer<typeof adminJobRetryResponseSchema>;

/** POST /admin/jobs/:id/retry: the job runs again at once with a fresh round of attempts. */
export const retryJob = (id: number) =>
  apiRequest<RetryResponse>(`/admin/jobs/${id}/retry`, { method: 'POST', body: {} });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: (response) => {
      toast.success(response.message);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
    onError: (error) => void toast.error(errorMessage(error)),
  });
}
