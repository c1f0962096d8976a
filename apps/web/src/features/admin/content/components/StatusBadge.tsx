import type { ContentStatus } from '@fengshui/shared/cms';

/** Published or draft, and, for a published post dated ahead, that it waits for its date. */
export function StatusBadge({ status, scheduled = false }: { status: ContentStatus; scheduled?: boolean }) {
  const label = status === 'draft' ? 'Draft' : scheduled ? 'Scheduled' : 'Published';
  const tone =
    status === 'draft'
      ? 'bg-stone-100 text-stone-600 ring-stone-200'
      : scheduled
        ? 'bg-amber-50 text-amber-800 ring-amber-200'
        : 'bg-emerald-50 text-emerald-700 ring-emerald-200';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {label}
    </span>
  );
}
