import type { ContactMessageKind, ContactRequest } from '@fengshui/shared/contact-messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ContactResponse {
  success: true;
  message: string;
}

/** POST /email/contact or /email/appointment: the same body, {name, email, phone, message, subject}. */
export const sendContactRequest = (kind: ContactMessageKind, request: ContactRequest) =>
  apiRequest<ContactResponse>(`/email/${kind}`, { method: 'POST', body: request });

export function useSendContactRequest(kind: ContactMessageKind) {
  return useMutation({ mutationFn: (request: ContactRequest) => sendContactRequest(kind, request) });
}
