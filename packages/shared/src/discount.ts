import { roundPesos } from './money.ts';

/**
 * storefront.md 5 "Discount display": a discount_percentage of 1 or less is a fraction
 * (0.15 means 15%) and is multiplied by 100.
 */
export function normaliseDiscountPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value) || value <= 0) return 0;
  return value <= 1 ? value * 100 : value;
}

/** Price after a percentage discount, never below zero. */
export function applyDiscount(price: number, discountPercent: number | null | undefined): number {
  const percent = normaliseDiscountPercent(discountPercent);
  if (percent <= 0) return roundPesos(price);
  return Math.max(0, roundPesos(price * (1 - percent / 100)));
}

/** A flash deal counts only while its end time lies in the future. */
export function isFlashDealActive(
  deal: { is_flash_deal: boolean; flash_deal_end: string | null },
  now: Date = new Date(),
): boolean {
  if (!deal.is_flash_deal) return false;
  if (!deal.flash_deal_end) return true;
  return new Date(deal.flash_deal_end).getTime() > now.getTime();
}
