import type {
  AdminPromotion,
  NewsletterCodesSummary,
  PromotionState,
} from '@fengshui/shared/admin-promotions';
import { formatPeso } from '@fengshui/shared/money';
import { formatManilaDateTime } from '../../logic/format-date.ts';

/** "10% off", "₱88.00 off" or "Free shipping". */
export function discountText(promotion: Pick<AdminPromotion, 'type' | 'value'>): string {
  switch (promotion.type) {
    case 'percentage':
      return `${promotion.value ?? 0}% off`;
    case 'fixed':
      return `${formatPeso(promotion.value ?? 0)} off`;
    case 'free_shipping':
      return 'Free shipping';
  }
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The conditions of a code, one phrase each: minimum order, scope, per-customer limit. */
export function conditionsText(
  promotion: Pick<AdminPromotion, 'min_order' | 'product_ids' | 'category_ids' | 'per_customer_limit'>,
): string[] {
  const conditions: string[] = [];
  if (promotion.min_order > 0) conditions.push(`Orders from ${formatPeso(promotion.min_order)}`);
  const scope = [
    promotion.product_ids.length ? counted(promotion.product_ids.length, 'product', 'products') : '',
    promotion.category_ids.length ? counted(promotion.category_ids.length, 'category', 'categories') : '',
  ].filter(Boolean);
  conditions.push(scope.length ? `Only ${scope.join(' and ')}` : 'Whole order');
  if (promotion.per_customer_limit !== null) {
    conditions.push(`${counted(promotion.per_customer_limit, 'use', 'uses')} per customer`);
  }
  return conditions;
}

/** "From … until …", "Until …", "From …" or "No end date". */
export function windowText(promotion: Pick<AdminPromotion, 'starts_at' | 'ends_at'>): string {
  const { starts_at: startsAt, ends_at: endsAt } = promotion;
  if (startsAt && endsAt) return `${formatManilaDateTime(startsAt)} – ${formatManilaDateTime(endsAt)}`;
  if (endsAt) return `Until ${formatManilaDateTime(endsAt)}`;
  if (startsAt) return `From ${formatManilaDateTime(startsAt)}`;
  return 'No end date';
}

/** "2 of 100 uses" or "2 uses", then how many customers. */
export function usageText(
  promotion: Pick<AdminPromotion, 'used_count' | 'total_limit' | 'customer_count'>,
): string {
  const uses =
    promotion.total_limit === null
      ? counted(promotion.used_count, 'use', 'uses')
      : `${promotion.used_count} of ${promotion.total_limit} uses`;
  return `${uses} · ${counted(promotion.customer_count, 'customer', 'customers')}`;
}

/** A used code keeps its history: it can be paused, never deleted (the server says so with 409). */
export function isUsed(promotion: Pick<AdminPromotion, 'used_count' | 'redemption_count'>): boolean {
  return promotion.used_count > 0 || promotion.redemption_count > 0;
}

export const STATE_LABELS: Record<PromotionState, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};

// Full class names, so Tailwind sees them.
export const STATE_CLASSES: Record<PromotionState, string> = {
  active: 'bg-green-100 text-green-800 ring-green-200',
  paused: 'bg-amber-100 text-amber-800 ring-amber-200',
  scheduled: 'bg-blue-100 text-blue-800 ring-blue-200',
  expired: 'bg-gray-100 text-gray-700 ring-gray-200',
  used_up: 'bg-violet-100 text-violet-800 ring-violet-200',
};

/**
 * "12 sent, 3 used, 8 still open, 1 expired unused": the newsletter's welcome codes, one per subscriber,
 * counted rather than listed. What is neither used nor open expired unused.
 */
export function newsletterCodesText(summary: NewsletterCodesSummary): string {
  if (summary.issued === 0) return 'none sent yet';
  const expired = summary.issued - summary.used - summary.active;
  const parts = [`${summary.issued} sent`, `${summary.used} used`, `${summary.active} still open`];
  if (expired > 0) parts.push(`${expired} expired unused`);
  return parts.join(', ');
}
