import type { AdminMessage, ContactMessageStatus } from '@fengshui/shared/contact-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { messageKeys } from './message-keys.ts';

/** PUT /admin/messages/:id {status}: new, replied or closed. */
export const setMessageStatus = ({ id, status }: { id: number; status: ContactMessageStatus }) =>
  apiRequest<{ success: true; message: string; contact_message: AdminMessage }>(`/admin/messages/${id}`, {
    method: 'PUT',
    body: { status },
  });

export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageStatus,
    onSuccess: (response) => {
      queryClient.setQueryData(messageKeys.detail(response.contact_message.id), response.contact_message);
      toast.success(response.message);
      // The counts per status change, and the message may leave the filtered list.
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
