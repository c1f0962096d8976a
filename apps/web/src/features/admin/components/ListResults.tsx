import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

interface Props<Data> {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPending'>;
  loadingLabel: string;
  /** Whether the loaded answer has nothing to list; the empty state then says emptyTitle. */
  isEmpty: (data: Data) => boolean;
  emptyTitle: string;
  /** The list itself (and its paging), once there is something to show. */
  children: (data: Data) => ReactNode;
}

/** The area under an admin list's filters: loading, failure, nothing found, or the results. */
export function ListResults<Data>({ query, loadingLabel, isEmpty, emptyTitle, children }: Props<Data>) {
  const { data } = query;
  return (
    <div className="mt-5" aria-busy={query.isFetching}>
      {query.isPending && <Spinner label={loadingLabel} />}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
          {errorMessage(query.error)}
        </p>
      )}
      {data !== undefined && (isEmpty(data) ? <EmptyState title={emptyTitle} /> : children(data))}
    </div>
  );
}
