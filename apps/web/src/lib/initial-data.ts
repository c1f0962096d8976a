import { INITIAL_DATA_ELEMENT_ID } from '@fengshui/shared/web-routes';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The server inlines the data of product and category pages (docs/architecture.md#server-rendered-pages); putting it into the
 * query cache before the first render means those pages need no second round trip.
 */
export function primeQueryCache(queryClient: QueryClient): void {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const entries = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [key, data] of Object.entries(entries)) {
      queryClient.setQueryData(JSON.parse(key) as unknown[], data);
    }
  } catch {
    // Bad inline data only costs a fetch; the page still loads.
  }
  element.remove();
}
