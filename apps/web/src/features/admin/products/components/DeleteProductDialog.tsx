import type { AdminProductRow } from '@fengshui/shared/admin-product-reads';
import { ConfirmActionDialog } from '../../components/orders/ConfirmActionDialog.tsx';
import { removalKind } from './ProductResults.tsx';

/** Asks before Delete, and says which of the two it will be: deleted for good, or archived. */
export function DeleteProductDialog({
  product,
  pending,
  onConfirm,
  onClose,
}: {
  product: AdminProductRow | null;
  pending: boolean;
  onConfirm: (product: AdminProductRow) => void;
  onClose: () => void;
}) {
  const archive = product ? removalKind(product) === 'archive' : false;
  return (
    <ConfirmActionDialog
      open={product !== null}
      title={archive ? 'Archive this product?' : 'Delete this product?'}
      confirmLabel={archive ? 'Archive product' : 'Delete product'}
      pendingLabel={archive ? 'Archiving…' : 'Deleting…'}
      pending={pending}
      danger
      onConfirm={() => {
        if (product) onConfirm(product);
      }}
      onClose={onClose}
    >
      {product &&
        (archive ? (
          <p>
            <strong>{product.name}</strong> appears in customers' orders, so it cannot be deleted. It will be{' '}
            <strong>archived</strong>: hidden from the shop and search, while its orders still show it. You
            can restore it later.
          </p>
        ) : (
          <p>
            <strong>{product.name}</strong> will be <strong>deleted</strong> with its variants and pictures,
            and removed from any cart. This cannot be undone.
          </p>
        ))}
    </ConfirmActionDialog>
  );
}
