import { type ShippingAddress, type ShippingAddressInput, USER_MESSAGES } from '@fengshui/shared/users';
import { MapPin, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateShippingAddress } from '../api/create-shipping-address.ts';
import { useDeleteShippingAddress } from '../api/delete-shipping-address.ts';
import { useShippingAddresses } from '../api/get-shipping-addresses.ts';
import { useUpdateShippingAddress } from '../api/update-shipping-address.ts';
import { useEditMode } from '../hooks/use-edit-mode.ts';
import { addressInputOf, addressLines } from '../logic/address-values.ts';
import { isSessionExpiry, serverMessageOr } from '../logic/server-errors.ts';
import { AccountSection } from './AccountSection.tsx';
import { AddressCard } from './AddressCard.tsx';
import { AddressForm } from './AddressForm.tsx';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './ui-classes.ts';

// docs/accounts.md#messages: the one failure text for saving or removing an address.
const ADDRESS_FAILED = 'Failed to update shipping address';

type Editing = { kind: 'add' } | { kind: 'edit'; address: ShippingAddress };

const editButtonId = (address: ShippingAddress) => `address-${address.id}-edit`;

function failureToast(error: unknown) {
  if (isSessionExpiry(error)) return;
  const detail = serverMessageOr(error, '');
  toast.error(ADDRESS_FAILED, { description: detail && detail !== ADDRESS_FAILED ? detail : undefined });
}

export function ShippingSection() {
  const addresses = useShippingAddresses();
  const create = useCreateShippingAddress();
  const update = useUpdateShippingAddress();
  const remove = useDeleteShippingAddress();
  const { editing, openerRef, start, stop } = useEditMode<Editing>();
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);
  const focusAddButton = useRef(false);

  // After a deletion the dialog has closed (its effect runs first) and the card is gone: focus moves
  // to the Add button rather than being lost with the card.
  useEffect(() => {
    if (deleting === null && focusAddButton.current) {
      focusAddButton.current = false;
      openerRef.current?.focus();
    }
  }, [deleting, openerRef]);

  const save = async (input: ShippingAddressInput) => {
    if (!editing) return;
    try {
      // docs/accounts.md#shipping-addresses: the default changes only when the customer ticks "Set as
      // default" (the server makes the first address the default by itself).
      const isDefault = input.is_default === true;
      if (editing.kind === 'add') {
        await create.mutateAsync({ ...input, is_default: isDefault });
      } else {
        await update.mutateAsync({
          id: editing.address.id,
          input: { ...input, is_default: editing.address.is_default || isDefault },
        });
      }
      toast.success(USER_MESSAGES.addressSaved);
      stop(editing.kind === 'edit' ? editButtonId(editing.address) : undefined);
    } catch (error) {
      failureToast(error);
    }
  };

  const makeDefault = async (address: ShippingAddress) => {
    try {
      await update.mutateAsync({ id: address.id, input: { ...addressInputOf(address), is_default: true } });
      toast.success(USER_MESSAGES.addressSaved);
    } catch (error) {
      failureToast(error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(USER_MESSAGES.addressDeleted);
      focusAddButton.current = true;
      setDeleting(null);
    } catch (error) {
      failureToast(error);
    }
  };

  const list = addresses.data ?? [];
  const busy = update.isPending || remove.isPending;
  return (
    <AccountSection
      id="shipping-details"
      title="Shipping Details"
      description="Where we deliver your orders. The default address is used at checkout."
      icon={MapPin}
      action={
        !editing &&
        addresses.isSuccess &&
        list.length > 0 && (
          <button
            ref={openerRef}
            type="button"
            onClick={() => start({ kind: 'add' })}
            className={primaryButtonClass}
          >
            <Plus size={16} aria-hidden />
            Add address
          </button>
        )
      }
    >
      {addresses.isPending && <Spinner label="Loading your addresses…" />}
      {addresses.isError && (
        <div
          role="alert"
          className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800"
        >
          <p>{errorMessage(addresses.error)}</p>
          <button
            type="button"
            onClick={() => void addresses.refetch()}
            className={`${secondaryButtonClass} mt-3`}
          >
            Try again
          </button>
        </div>
      )}

      {editing ? (
        <div className="rounded-lg border border-stone-200 bg-cream/60 p-4 sm:p-5">
          <h3 className="mb-4 font-semibold text-ink">
            {editing.kind === 'add' ? 'Add a new address' : 'Edit address'}
          </h3>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            initialValues={editing.kind === 'edit' ? addressInputOf(editing.address) : { is_default: false }}
            // The first address is the default anyway, and the default stays until another is chosen.
            offerDefault={editing.kind === 'add' ? list.length > 0 : !editing.address.is_default}
            onSubmit={save}
            onCancel={() => stop(editing.kind === 'edit' ? editButtonId(editing.address) : undefined)}
          />
        </div>
      ) : (
        addresses.isSuccess &&
        (list.length === 0 ? (
          <EmptyState title="You have no saved shipping address yet.">
            <button
              ref={openerRef}
              type="button"
              onClick={() => start({ kind: 'add' })}
              className={primaryButtonClass}
            >
              <Plus size={16} aria-hidden />
              Add address
            </button>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Saved addresses">
            {list.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={busy}
                editId={editButtonId(address)}
                onEdit={() => start({ kind: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => void makeDefault(address)}
              />
            ))}
          </ul>
        ))
      )}

      <Dialog
        open={deleting !== null}
        title="Delete this address?"
        onClose={() => setDeleting(null)}
        footer={
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setDeleting(null)}
              disabled={remove.isPending}
              className={secondaryButtonClass}
            >
              Keep address
            </button>
            <button
              type="button"
              onClick={() => void confirmDelete()}
              disabled={remove.isPending}
              className={dangerButtonClass}
            >
              {remove.isPending ? 'Deleting…' : 'Delete address'}
            </button>
          </div>
        }
      >
        <p>This address will be removed from your account. Orders already placed are not affected.</p>
        {deleting && (
          <address className="mt-3 rounded-lg bg-stone-50 p-3 not-italic text-stone-700">
            {addressLines(deleting).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        )}
      </Dialog>
    </AccountSection>
  );
}
