import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const resendVerification = (email: string) =>
  apiRequest<{ success: boolean; message: string }>('/auth/resend-verification', {
    method: 'POST',
    body: { email },
  });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
