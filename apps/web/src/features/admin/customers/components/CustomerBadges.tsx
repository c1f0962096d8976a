import type { AdminCustomerRow } from '@fengshui/shared/admin-customers';

const badge =
  'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset';

/** Verified or not, and deleted (anonymised) accounts marked as such. */
export function CustomerBadges({ customer }: { customer: Pick<AdminCustomerRow, 'verified' | 'deleted'> }) {
  if (customer.deleted)
    return <span className={`${badge} bg-gray-100 text-gray-700 ring-gray-200`}>Deleted</span>;
  return customer.verified ? (
    <span className={`${badge} bg-green-100 text-green-800 ring-green-200`}>Verified</span>
  ) : (
    <span className={`${badge} bg-amber-100 text-amber-800 ring-amber-200`}>Not verified</span>
  );
}
