import { USER_MESSAGES } from '@fengshui/shared/users';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/Dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useCanDeleteAccount } from '../api/get-can-delete-account.ts';
import { serverMessageOr } from '../logic/server-errors.ts';
import { AccountSection } from './AccountSection.tsx';
import { dangerButtonClass, secondaryButtonClass } from './ui-classes.ts';

// docs/accounts.md#messages.
const DELETE_FAILED = 'Failed to delete account. Please try again later.';

export function DangerZoneSection() {
  const canDelete = useCanDeleteAccount();
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  // docs/accounts.md#account-deletion: the button waits for the can-delete check, and stays off unless it says yes.
  const checking = canDelete.isFetching || canDelete.isPending;
  const allowed = !checking && canDelete.data?.canDelete === true;

  const confirm = async () => {
    try {
      const response = await deleteAccount.mutateAsync();
      toast.success(response.message || USER_MESSAGES.accountDeleted);
      setConfirming(false);
      void navigate('/login', { replace: true });
    } catch (error) {
      toast.error(serverMessageOr(error, DELETE_FAILED));
    }
  };

  return (
    <AccountSection
      id="danger-zone"
      title="Danger Zone"
      description="Deleting your account removes your profile and saved addresses for good."
      icon={TriangleAlert}
      tone="danger"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-stone-600" aria-live="polite">
          {checking && <p>Checking whether your account can be deleted…</p>}
          {!checking && canDelete.data?.canDelete === false && (
            <p className="font-medium text-amber-800">{USER_MESSAGES.cannotDelete}</p>
          )}
          {!checking && canDelete.isError && (
            <p className="text-brand-700">
              We could not check whether your account can be deleted.{' '}
              <button
                type="button"
                onClick={() => void canDelete.refetch()}
                className="font-semibold underline underline-offset-2"
              >
                Try again
              </button>
            </p>
          )}
          {allowed && <p>You have no active orders, so you can delete your account.</p>}
        </div>
        <button
          type="button"
          disabled={!allowed}
          onClick={() => setConfirming(true)}
          className={`${dangerButtonClass} shrink-0`}
        >
          Delete account
        </button>
      </div>

      <Dialog
        open={confirming}
        title="Delete your account?"
        onClose={() => setConfirming(false)}
        footer={
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={deleteAccount.isPending}
              className={secondaryButtonClass}
            >
              Keep my account
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={deleteAccount.isPending}
              className={dangerButtonClass}
            >
              {deleteAccount.isPending ? 'Deleting…' : 'Delete my account'}
            </button>
          </div>
        }
      >
        <p>
          This permanently deletes your account, your saved addresses and your sign-in. You will be signed
          out, and this cannot be undone.
        </p>
      </Dialog>
    </AccountSection>
  );
}
