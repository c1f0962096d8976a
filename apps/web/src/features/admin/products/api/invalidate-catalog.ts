import { catalogKeys } from '@fengshui/shared/query-keys';
import type { QueryClient } from '@tanstack/react-query';
import { adminCatalogKeys } from './product-keys.ts';

/**
 * After any catalogue write: the admin lists and the shop's own cached lists in this browser are
 * read again, so an edited price or a new product shows at once (the server caches none of them).
 */
export function invalidateCatalog(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.productLists() });
  void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.categories() });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}
