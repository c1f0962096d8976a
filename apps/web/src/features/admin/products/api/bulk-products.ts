import type { ProductBulkRequest, ProductBulkResponse } from '@fengshui/shared/admin-product-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { invalidateCatalog } from './invalidate-catalog.ts';

/** POST /admin/products/bulk: one action on the chosen products; each changes or is refused on its own. */
export const bulkProducts = (request: ProductBulkRequest) =>
  apiRequest<ProductBulkResponse>('/admin/products/bulk', { method: 'POST', body: request });

export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkProducts,
    onSuccess: (response) => {
      invalidateCatalog(queryClient);
      if (response.failed === 0) toast.success(response.message);
      else toast.warning(response.message);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
