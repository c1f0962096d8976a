import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The answer is the same whether or not the e-mail has an account (no enumeration).
export const forgotPassword = (email: string) =>
  apiRequest<{ success: boolean; message: string }>('/auth/forgot-password', {
    method: 'POST',
    body: { email },
  });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
