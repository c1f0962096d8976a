import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** One message of the outbox (docs/admin.md#mail-outbox: without SMTP every e-mail is stored and shown here). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export const getMail = (signal?: AbortSignal) => apiRequest<OutboxMessage[]>('/admin/mail', { signal });

export const mailQuery = queryOptions({
  queryKey: adminKeys.mail(),
  queryFn: ({ signal }) => getMail(signal),
  staleTime: 10_000,
  retry: 1,
});

export function useMail() {
  return useQuery(mailQuery);
}
