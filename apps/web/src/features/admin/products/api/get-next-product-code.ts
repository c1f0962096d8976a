import type { NextProductCodeResponse } from '@fengshui/shared/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminCatalogKeys } from './product-keys.ts';

/** GET /admin/categories/:id/next-product-code: the code a product added to the category now would get. */
export const getNextProductCode = (categoryId: number, signal?: AbortSignal) =>
  apiRequest<NextProductCodeResponse>(`/admin/categories/${categoryId}/next-product-code`, { signal });

/** The add form's preview of the code; null asks nothing (edit mode, or no category chosen yet). */
export function useNextProductCode(categoryId: number | null) {
  return useQuery({
    queryKey: adminCatalogKeys.nextProductCode(categoryId ?? 0),
    queryFn: ({ signal }) => getNextProductCode(categoryId ?? 0, signal),
    enabled: categoryId !== null,
    // Another product added meanwhile moves the number on: read it each time the form asks.
    staleTime: 0,
    retry: false,
  });
}
