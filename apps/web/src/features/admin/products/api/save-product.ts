import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { ProductWriteResponse } from '@fengshui/shared/admin-product-reads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { PICTURE_REFUSAL_CODES } from '../logic/picture-check.ts';
import { invalidateCatalog } from './invalidate-catalog.ts';
import { adminCatalogKeys } from './product-keys.ts';

/** POST /products, multipart: text parts, variants as JSON text, image files in parts named images. */
export const createProduct = (form: FormData) =>
  apiRequest<ProductWriteResponse>('/products', { method: 'POST', body: form });

/** PUT /products/:id, multipart or JSON; only the fields sent change. */
export const updateProduct = (productId: number, body: FormData | object) =>
  apiRequest<ProductWriteResponse>(`/products/${productId}`, { method: 'PUT', body });

function useProductWrite<Variables>(
  write: (variables: Variables) => Promise<ProductWriteResponse>,
  failureToast: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (response) => {
      queryClient.setQueryData(adminCatalogKeys.product(response.product.product_id), response.product);
      invalidateCatalog(queryClient);
      toast.success(response.message);
    },
    onError: (error) => {
      // A refused picture is said once, at the pictures; the form shows it (docs/admin.md#images).
      if (error instanceof ApiRequestError && PICTURE_REFUSAL_CODES.includes(error.code ?? '')) return;
      toast.error(failureToast);
    },
  });
}

/** Add (productId null) or edit from the modal; docs/admin.md#messages toasts. */
export function useSaveProduct() {
  return useProductWrite(
    ({ productId, form }: { productId: number | null; form: FormData }) =>
      productId === null ? createProduct(form) : updateProduct(productId, form),
    ADMIN_PRODUCT_MESSAGES.saveFailedToast,
  );
}

/** Brings an archived product back to the shop. */
export function useRestoreProduct() {
  return useProductWrite(async (productId: number) => {
    const response = await updateProduct(productId, { status: 'active' });
    return { ...response, message: ADMIN_PRODUCT_MESSAGES.restored };
  }, ADMIN_PRODUCT_MESSAGES.saveFailedToast);
}
