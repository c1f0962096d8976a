import type { ContentStatus } from '@fengshui/shared/cms';
import { Eye, EyeOff } from 'lucide-react';
import { smallButtonClass } from './form-classes.ts';

/** Publishes a draft or takes a published item back to draft, in one click from a list. */
export function PublishToggle({
  status,
  name,
  pending,
  onToggle,
}: {
  status: ContentStatus;
  name: string;
  pending: boolean;
  onToggle: (next: ContentStatus) => void;
}) {
  const publish = status === 'draft';
  return (
    <button
      type="button"
      className={smallButtonClass}
      disabled={pending}
      aria-label={`${publish ? 'Publish' : 'Unpublish'} ${name}`}
      onClick={() => onToggle(publish ? 'published' : 'draft')}
    >
      {publish ? <Eye size={14} aria-hidden /> : <EyeOff size={14} aria-hidden />}
      {publish ? 'Publish' : 'Unpublish'}
    </button>
  );
}
