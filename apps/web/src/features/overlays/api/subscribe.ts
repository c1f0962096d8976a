import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface SubscribeResponse {
  success: true;
  message: string;
}

/** POST /subscribe {email} (docs/content.md#api); on an error the dialog shows the server's message. */
export const subscribe = (email: string) =>
  apiRequest<SubscribeResponse>('/subscribe', { method: 'POST', body: { email } });

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
