import type { StatusTone } from '@fengshui/shared/order-status';

export function paymentMethodLabel(method: string): string {
  if (method === 'cod') return 'Cash on delivery';
  if (method === 'dragonpay') return 'Online (Dragonpay)';
  return method;
}

const PAYMENT_TONES: Record<string, StatusTone> = {
  pending: 'amber',
  awaiting_for_confirmation: 'amber',
  cod_pending: 'amber',
  paid: 'green',
  cod_collected: 'green',
  failed: 'red',
  // Money the shop owes back: it needs the owner's attention.
  refund_due: 'red',
  refunded: 'gray',
};

export function paymentTone(status: string): StatusTone {
  return PAYMENT_TONES[status.toLowerCase()] ?? 'gray';
}

/** "size: M, color: Green" for a variant, '' for a plain product. */
export function variantText(attributes: Record<string, string> | null): string {
  return Object.entries(attributes ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
