import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  apiRequest<{ success: boolean; message: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
