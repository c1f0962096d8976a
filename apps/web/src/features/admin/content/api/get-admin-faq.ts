import type { AdminFaq } from '@fengshui/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /admin/cms/faqs/:id. */
export const getAdminFaq = (id: number, signal?: AbortSignal) =>
  apiRequest<AdminFaq>(`/admin/cms/faqs/${id}`, { signal });

export const adminFaqQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.faq(id), queryFn: ({ signal }) => getAdminFaq(id, signal) });

export function useAdminFaq(id: number | null) {
  return useQuery({ ...adminFaqQuery(id ?? 0), enabled: id !== null });
}
