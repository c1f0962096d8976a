/**
 * docs/accounts.md#shipping-addresses: checking, serviceable, not-serviceable or error,
 * with a message; 'idle' until region, province and city are chosen.
 */
export type ServiceabilityStatus = 'idle' | 'checking' | 'serviceable' | 'not-serviceable' | 'error';

export interface Serviceability {
  status: ServiceabilityStatus;
  message: string;
}

// docs/accounts.md#messages. An unserviceable address can still be saved.
export const SERVICEABILITY_MESSAGES: Record<ServiceabilityStatus, string> = {
  idle: '',
  checking: 'Checking delivery serviceability…',
  serviceable: 'This address is serviceable for delivery',
  'not-serviceable': 'Address not serviceable by our courier',
  error: 'Could not verify delivery serviceability. Standard rates may apply.',
};

export interface ServiceabilityCheckState {
  /** Region, province (or district) and city are chosen. */
  complete: boolean;
  /** The location changed less than the debounce delay ago. */
  settling: boolean;
  isPending: boolean;
  isError: boolean;
  data?: { success: boolean; serviceable: boolean } | undefined;
}

export function serviceabilityOf(check: ServiceabilityCheckState): Serviceability {
  const status = statusOf(check);
  return { status, message: SERVICEABILITY_MESSAGES[status] };
}

function statusOf(check: ServiceabilityCheckState): ServiceabilityStatus {
  if (!check.complete) return 'idle';
  if (check.settling || (check.isPending && !check.isError)) return 'checking';
  if (check.isError || !check.data?.success) return 'error';
  return check.data.serviceable ? 'serviceable' : 'not-serviceable';
}
