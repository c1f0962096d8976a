import type { messageResponseSchema } from '@fengshui/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session/session-api.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** DELETE /users/account; the session ends with it, so the caller leaves for /login. */
export const deleteAccount = () => apiRequest<MessageResponse>('/users/account', { method: 'DELETE' });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // The server has revoked the session: forget the user and every per-user cache here too.
    onSuccess: () => clearSession(queryClient),
  });
}
