// docs/catalogue.md#delivery-and-payment-notes: how long the courier usually takes to each zone of the
// rate card (docs/integrations/ninjavan.md#rate-card), in business days after the parcel is handed over.
// A plain module without zod: the product page shows it (docs/decisions/006-server-rendering.md).

export const DELIVERY_DAYS: Record<string, { min: number; max: number }> = {
  metro_manila: { min: 1, max: 3 },
  luzon: { min: 2, max: 5 },
  visayas: { min: 3, max: 7 },
  mindanao: { min: 4, max: 8 },
};

/** "Usually 1-3 business days", or null for a zone the rate card does not know. */
export function deliveryTimeText(zone: string | null | undefined): string | null {
  const days = zone ? DELIVERY_DAYS[zone] : undefined;
  return days ? `Usually ${days.min}-${days.max} business days` : null;
}
