import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { ProductDeleteResponse } from '@fengshui/shared/admin-product-reads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { invalidateCatalog } from './invalidate-catalog.ts';
import { adminCatalogKeys } from './product-keys.ts';

/** DELETE /products/:id: deleted, or archived when an order holds it (the answer says which). */
export const deleteProduct = (productId: number) =>
  apiRequest<ProductDeleteResponse>(`/products/${productId}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (response, productId) => {
      if (response.outcome === 'deleted')
        queryClient.removeQueries({ queryKey: adminCatalogKeys.product(productId) });
      else void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.product(productId) });
      invalidateCatalog(queryClient);
      toast.success(response.message);
    },
    onError: (error) => {
      toast.error(ADMIN_PRODUCT_MESSAGES.deleteFailed, { description: errorMessage(error) });
    },
  });
}
