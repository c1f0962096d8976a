import type { AdminPromotion } from '@fengshui/shared/admin-promotions';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListResults } from '../components/ListResults.tsx';
import { primaryButtonClass } from '../components/orders/action-classes.ts';
import { ConfirmActionDialog } from '../components/orders/ConfirmActionDialog.tsx';
import { usePromotions } from './api/get-promotions.ts';
import { useDeletePromotion, useSetPromotionPaused } from './api/promotion-actions.ts';
import { NewsletterCodesSummary } from './components/NewsletterCodesSummary.tsx';
import { PromotionFormDialog } from './components/PromotionFormDialog.tsx';
import { PromotionList } from './components/PromotionList.tsx';

/**
 * /admin/promotions: the owner's codes with their use; create, edit, pause, resume and delete (docs/admin.md#promotions).
 * The newsletter's welcome codes are only counted, under the list.
 */
export function PromotionsPage() {
  useDocumentTitle('Promotions | Admin');
  const list = usePromotions();
  const owned = list.data?.promotions;
  const pause = useSetPromotionPaused();
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<{ promotion: AdminPromotion | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPromotion | null>(null);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Promotions</h1>
        {owned && (
          <span className="text-sm text-stone-500">
            {owned.length} {owned.length === 1 ? 'code' : 'codes'}
          </span>
        )}
        <button
          type="button"
          onClick={() => setEditing({ promotion: null })}
          className={`${primaryButtonClass} ml-auto`}
        >
          <Plus size={18} aria-hidden /> New promotion
        </button>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">
        Codes customers enter at checkout. A paused code is refused until you resume it; a code that was used
        in orders cannot be deleted, only paused.
      </p>

      <ListResults
        query={list}
        loadingLabel="Loading promotions…"
        isEmpty={(loaded) => loaded.promotions.length === 0}
        emptyTitle="No promotion codes yet. Create the first one."
      >
        {(loaded) => (
          <PromotionList
            promotions={loaded.promotions}
            busyId={pause.isPending ? (pause.variables?.id ?? null) : null}
            onEdit={(promotion) => setEditing({ promotion })}
            onTogglePause={(promotion) =>
              pause.mutate({ id: promotion.id, paused: promotion.status !== 'paused' })
            }
            onDelete={setDeleting}
          />
        )}
      </ListResults>
      {list.data && <NewsletterCodesSummary summary={list.data.newsletter_codes} />}

      <PromotionFormDialog
        open={editing !== null}
        promotion={editing?.promotion ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        title="Delete promotion?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        <p>
          <span className="font-mono font-semibold">{deleting?.code}</span> will be removed for good.
          Customers who still have it will be told it is invalid.
        </p>
      </ConfirmActionDialog>
    </div>
  );
}
