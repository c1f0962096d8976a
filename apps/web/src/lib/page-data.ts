import type { QueryClient } from '@tanstack/react-query';

/** What a route's loader knows of the request: the address's parameters and its query string. */
export interface PageRequest {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * The queries a page reads on its first render, started through the same query options its hooks use.
 * The server awaits them before rendering the page (docs/decisions/006-server-rendering.md); in the
 * browser they start as the page's code loads. `prefetchQuery` never rejects: a failed read is kept in
 * the cache as the error the page shows.
 */
export type PageData = (queryClient: QueryClient, request: PageRequest) => Promise<unknown>[];
