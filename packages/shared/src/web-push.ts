import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// docs/accounts.md#push-notifications: a device's Web Push subscription, as the browser's
// PushSubscription.toJSON() gives it, and what the account's settings list.

const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url');

export const pushPublicKeyResponseSchema = z.object({
  /** The VAPID application server key (base64url), for pushManager.subscribe. */
  public_key: z.string(),
});

export const pushSubscribeBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushDeviceSchema = z.object({
  id: z.number().int(),
  /** The browser and system it was made on, e.g. "Chrome on Android". */
  device_label: z.string(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListResponseSchema = z.object({ items: z.array(pushDeviceSchema) });

export const pushDeviceIdParamsSchema = z.object({
  id: fromNumberText(z.number().int().positive().max(ROW_ID_MAX)),
});

export const PUSH_MESSAGES = {
  insecureEndpoint: 'A push endpoint must be an https: address',
  deviceNotFound: 'Device not found',
} as const;
