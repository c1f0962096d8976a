import { roundPesos } from './money.ts';

/**
 * docs/catalogue.md#prices-and-discounts: a discount_percentage of 1 or less is a fraction
 * (0.15 means 15%) and is multiplied by 100.
 */
export function normaliseDiscountPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value) || value <= 0) return 0;
  return value <= 1 ? value * 100 : value;
}

/**
 * The price less `percent`, to the centavo, a half centavo rounded up. Worked in whole centavos times
 * hundredths of a percent, so ₱103.50 at 5% is ₱98.33 (98.325 up) wherever it is shown or charged;
 * in floating point pesos it came out ₱98.32 on one side and ₱98.33 on the other.
 */
function lessPercent(price: number, percent: number): number {
  const centavos = Math.round(price * 100);
  const kept = Math.round((100 - Math.min(percent, 100)) * 100);
  return Math.max(0, Math.round((centavos * kept) / 10_000) / 100);
}

/** Price after a percentage discount, never below zero. */
export function applyDiscount(price: number, discountPercent: number | null | undefined): number {
  const percent = normaliseDiscountPercent(discountPercent);
  if (percent <= 0) return roundPesos(price);
  return lessPercent(price, percent);
}

/** Price after a discount known to be in percent (the database keeps 1-99), never below zero. */
export function applyPercentDiscount(price: number, percent: number | null | undefined): number {
  if (percent == null || !Number.isFinite(percent) || percent <= 0) return roundPesos(price);
  return lessPercent(price, percent);
}

/**
 * The discount as the API sends it. The display rule above reads 1 or less as a fraction, so the
 * admin's 1% (docs/catalogue.md#prices-and-discounts allows 1-99) travels as 0.01, which the rule reads back as 1%.
 */
export function discountForApi(percent: number | null | undefined): number | null {
  if (percent == null) return null;
  return percent === 1 ? 0.01 : percent;
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
