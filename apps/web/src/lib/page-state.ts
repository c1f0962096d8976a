import { PAGE_STATE_ELEMENT_ID } from '@fengshui/shared/web-routes';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiRequestError } from './api-client.ts';

/** What the server hands the browser with a rendered page (docs/decisions/006-server-rendering.md). */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
}

interface PlainApiError {
  apiRequestError: true;
  message: string;
  status: number | null;
  code?: string;
}

const isClientError = (error: unknown) =>
  error instanceof ApiRequestError && error.status !== null && error.status >= 400 && error.status < 500;

/**
 * The loaders' answers as JSON. A 4xx is part of the page (an unknown product renders its not-found
 * message), so it travels too, as plain fields; any other failure is left for the browser to retry.
 */
export function dehydratePageQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || isClientError(query.state.error),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiRequestError)) return query;
      const plain: PlainApiError = {
        apiRequestError: true,
        message: error.message,
        status: error.status,
        ...(error.code ? { code: error.code } : {}),
      };
      // JSON keeps the fields; the browser makes an ApiRequestError of them again.
      return { ...query, state: { ...query.state, error: plain as unknown as Error } };
    }),
  };
}

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof value === 'object' && value !== null && (value as PlainApiError).apiRequestError === true;

/**
 * A 4xx a page shows (an unknown product) is that page's answer, so its query is not asked again when
 * the page mounts. Without this, a query holding only an error renders as loading, and the server's
 * HTML would be a spinner instead of the not-found message. Used on the server before rendering and in
 * the browser after hydrating, so both render the same.
 */
export function keepClientErrors(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (isClientError(query.state.error))
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

/** Puts the server's answers into the browser's cache, errors again as ApiRequestError. */
export function hydratePageQueries(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isPlainApiError(error)) return query;
      const revived = new ApiRequestError(error.message, error.status, error.code);
      return { ...query, state: { ...query.state, error: revived } };
    }),
  });
}

/** The state the server wrote into the page, or null for a page the browser renders alone. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
