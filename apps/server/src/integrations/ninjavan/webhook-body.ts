import { z } from 'zod';
import type { CourierWebhook } from './types.ts';

// docs/integrations/ninjavan.md#webhooks: tracking_id, shipper_order_ref_no, timestamp, status, is_parcel_on_rts_leg.
const webhookBodySchema = z.object({
  tracking_id: z.string().min(1).max(40),
  shipper_order_ref_no: z.string().max(60).nullish(),
  timestamp: z.string().max(60),
  status: z.string().min(1).max(80),
  is_parcel_on_rts_leg: z.boolean().nullish(),
  comments: z.string().max(500).nullish(),
});

/** Parses a genuine webhook body; malformed JSON or fields give null. */
export function parseWebhookBody(rawBody: Buffer): CourierWebhook | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const occurredAt = new Date(parsed.data.timestamp);
  return {
    trackingNumber: parsed.data.tracking_id,
    orderCode: parsed.data.shipper_order_ref_no ?? null,
    status: parsed.data.status,
    occurredAt: Number.isNaN(occurredAt.getTime()) ? new Date() : occurredAt,
    returnLeg: parsed.data.is_parcel_on_rts_leg ?? false,
    comments: parsed.data.comments ?? null,
  };
}
