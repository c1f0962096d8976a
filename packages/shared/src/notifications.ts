import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// docs/orders-and-delivery.md#notifications (page size 10, 30 s polling).

export * from './notification-constants.ts';

import { NOTIFICATION_PAGE_SIZE } from './notification-constants.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  unread: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: fromNumberText(z.number().int().min(1).max(50)).prefault(NOTIFICATION_PAGE_SIZE),
  before_id: fromNumberText(z.number().int().positive().max(ROW_ID_MAX)).optional(),
});

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
  next_before_id: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ unread_count: z.number().int() });

export const notificationIdParamsSchema = z.object({
  id: fromNumberText(z.number().int().positive().max(ROW_ID_MAX)),
});

export const markReadResponseSchema = z.object({ success: z.literal(true), unread_count: z.number().int() });
