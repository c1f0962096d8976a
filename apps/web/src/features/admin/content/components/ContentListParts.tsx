import type { ContentStatus } from '@fengshui/shared/cms';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { smallButtonClass } from './form-classes.ts';
import { PublishToggle } from './PublishToggle.tsx';

/** What the content lists' save hooks share: a partial update by id. */
interface StatusSave {
  mutate: (
    variables: { id: number; body: { status: ContentStatus } },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  variables?: { id: number | null } | undefined;
}

/**
 * Publish or unpublish one item of a content list in one click, with a toast that names it. `said`
 * words the toast for the item's new status.
 */
export function usePublishToggle(save: StatusSave, said: (name: string, status: ContentStatus) => string) {
  return {
    isToggling: (id: number) => save.isPending && save.variables?.id === id,
    toggle: (id: number, name: string, status: ContentStatus) =>
      save.mutate(
        { id, body: { status } },
        {
          onSuccess: () => toast.success(said(name, status)),
          onError: (error) => toast.error(errorMessage(error)),
        },
      ),
  };
}

/**
 * One item of a content list: its picture (if any), its badges, its title and details, and Edit with
 * the publish switch. The blog, FAQ and guide lists lay their items out with it.
 */
export function ContentListItem({
  editTo,
  name,
  media,
  badges,
  details,
  status,
  toggling,
  onToggle,
  layout = 'row',
}: {
  editTo: string;
  name: string;
  media?: ReactNode;
  badges: ReactNode;
  details?: ReactNode;
  status: ContentStatus;
  toggling: boolean;
  onToggle: (status: ContentStatus) => void;
  /** A row across the page (posts, FAQs) or a card in a grid (guides). */
  layout?: 'row' | 'card';
}) {
  const actions = (
    <div className={`flex flex-wrap gap-2 ${layout === 'card' ? 'mt-auto pt-2' : ''}`}>
      <Link to={editTo} className={smallButtonClass} aria-label={`Edit ${name}`}>
        <Pencil size={14} aria-hidden /> Edit
      </Link>
      <PublishToggle status={status} name={name} pending={toggling} onToggle={onToggle} />
    </div>
  );
  return (
    <li
      className={`rounded-xl bg-white shadow-sm ring-1 ring-stone-200 ${
        layout === 'card' ? 'flex gap-3 p-3' : 'flex flex-col gap-3 p-3 sm:flex-row sm:items-center'
      }`}
    >
      {media}
      <div className={`min-w-0 flex-1 ${layout === 'card' ? 'flex flex-col' : ''}`}>
        <div className="flex flex-wrap items-center gap-2">{badges}</div>
        <h3 className="mt-1 font-semibold text-ink">
          <Link to={editTo} className="hover:text-brand-700 hover:underline">
            {name}
          </Link>
        </h3>
        {details}
        {layout === 'card' && actions}
      </div>
      {layout === 'row' && actions}
    </li>
  );
}
