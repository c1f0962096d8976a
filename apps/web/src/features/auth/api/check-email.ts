import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CheckEmailResponse {
  exists: boolean;
  available: boolean;
}

export const checkEmail = (email: string) =>
  apiRequest<CheckEmailResponse>('/auth/check-email', { method: 'POST', body: { email } });

/** Sign-up step 1 asks before continuing whether the e-mail already has an account. */
export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
