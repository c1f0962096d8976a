import { idFromText } from '@fengshui/shared/web-routes';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../../components/Spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/orders/action-classes.ts';
import { ConfirmActionDialog } from '../../components/orders/ConfirmActionDialog.tsx';

/** Where an edit page's "All …" link and Cancel go. */
export interface BackLink {
  to: string;
  label: string;
}

/** The item an edit page works on: a spinner while it loads, the error with the way back, then the form. */
export function LoadedItem({
  loading,
  error,
  loadingLabel,
  back,
  children,
}: {
  loading: boolean;
  error: unknown;
  loadingLabel: string;
  back: BackLink;
  children: ReactNode;
}) {
  if (loading) return <Spinner label={loadingLabel} />;
  if (error)
    return (
      <div role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
        {errorMessage(error)}{' '}
        <Link to={back.to} className="font-semibold underline">
          Back to {back.label.replace(/^All /, 'the ')}
        </Link>
      </div>
    );
  return children;
}

/**
 * An edit page of a numbered item (/…/new or /…/:id): the title of the browser tab, the item read
 * when there is one, and a new form per item (so moving from one to another starts afresh).
 */
export function ItemEditPage<Item>({
  param,
  useItem,
  tabTitles,
  loadingLabel,
  back,
  children,
}: {
  /** The route's parameter that holds the id. */
  param: string;
  useItem: (id: number | null) => { isPending: boolean; error: unknown; data?: Item | undefined };
  /** The browser tab's title when adding and when editing. */
  tabTitles: [adding: string, editing: string];
  loadingLabel: string;
  back: BackLink;
  children: (item: Item | null) => ReactNode;
}) {
  const id = idFromText(useParams()[param]);
  const item = useItem(id);
  useDocumentTitle(id === null ? tabTitles[0] : tabTitles[1]);
  return (
    <LoadedItem
      loading={id !== null && item.isPending}
      error={id !== null && item.error}
      loadingLabel={loadingLabel}
      back={back}
    >
      <Fragment key={id ?? 'new'}>{children(item.data ?? null)}</Fragment>
    </LoadedItem>
  );
}

/** The back link and title of an edit page, and whatever else belongs beside the title. */
export function EditHeader({
  back,
  title,
  children,
}: {
  back: BackLink;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden /> {back.label}
      </Link>
      <h2 className="w-full font-display text-2xl font-bold text-ink sm:w-auto">{title}</h2>
      {children}
    </div>
  );
}

export interface Removal {
  /** "post", "FAQ", "guide": names the buttons and the question. */
  noun: string;
  pending: boolean;
  onConfirm: () => void;
  /** What deleting does, in a sentence or two. */
  explanation: ReactNode;
}

/** Delete (with its confirmation), Cancel and the submit button at the foot of an edit form. */
export function EditActions({
  back,
  saving,
  submitLabel,
  cancelLabel = 'Cancel',
  removal,
}: {
  back: BackLink;
  saving: boolean;
  submitLabel: string;
  cancelLabel?: string;
  removal?: Removal | null;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {removal && (
          <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden /> Delete
          </button>
        )}
        <Link to={back.to} className={`${secondaryButtonClass} sm:ml-auto`}>
          {cancelLabel}
        </Link>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
      {removal && (
        <ConfirmActionDialog
          open={confirming}
          title={`Delete this ${removal.noun}?`}
          confirmLabel={`Delete ${removal.noun}`}
          pendingLabel="Deleting…"
          pending={removal.pending}
          danger
          onClose={() => setConfirming(false)}
          onConfirm={removal.onConfirm}
        >
          {removal.explanation}
        </ConfirmActionDialog>
      )}
    </>
  );
}
