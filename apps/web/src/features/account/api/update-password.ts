import type { messageResponseSchema, updatePasswordSchema } from '@fengshui/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

export type PasswordUpdate = z.infer<typeof updatePasswordSchema>;

/** PUT /auth/update-password; the server signs the account out everywhere else. */
export const updatePassword = (body: PasswordUpdate) =>
  apiRequest<MessageResponse>('/auth/update-password', { method: 'PUT', body });

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
