import { z } from 'zod';
import { fromNumberText } from './number-text.ts';

// The newsletter dialog (docs/content.md#newsletter and #api) and the owner's subscriber list (docs/admin.md#newsletter-subscribers).

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  subscribed: 'Thank you for subscribing to our newsletter!',
} as const;

/** POST /subscribe {email}. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.emailRequired })
    .max(254, { error: NEWSLETTER_MESSAGES.invalidEmail })
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalidEmail })),
});

export const subscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const ADMIN_SUBSCRIBER_PAGE_SIZE = 50;

export const adminSubscriberListQuerySchema = z.object({
  search: z.string().trim().max(80, { error: 'Search must be at most 80 characters' }).optional(),
  page: fromNumberText(z.number({ error: 'Page must be a number' }).int().min(1).max(10_000)).prefault(1),
});
export type AdminSubscriberListQuery = z.infer<typeof adminSubscriberListQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribed_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberListSchema = z.object({
  subscribers: z.array(adminSubscriberSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** Subscribed now, in the whole list. */
  active_total: z.number().int(),
});
export type AdminSubscriberList = z.infer<typeof adminSubscriberListSchema>;
