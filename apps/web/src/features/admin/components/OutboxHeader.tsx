import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** How many messages are shown, once they are loaded. */
  count: number | null;
  refreshing: boolean;
  onRefresh: () => void;
  children: ReactNode;
}

/** The title, count, Refresh button and explanation that the Mail and SMS outboxes share. */
export function OutboxHeader({ title, count, refreshing, onRefresh, children }: Props) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">{title}</h1>
        <span className="text-sm text-stone-500">
          {count !== null && `${count} ${count === 1 ? 'message' : 'messages'}`}
        </span>
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          className="ml-auto flex items-center gap-1.5 rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
        >
          <RefreshCw size={16} aria-hidden className={refreshing ? 'animate-spin' : ''} />
          Refresh
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-600">{children}</p>
    </>
  );
}
