import { z } from 'zod';
import { emailField } from './auth.ts';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// The contact and appointment forms (docs/content.md#contact and #api) and the owner's inbox (docs/admin.md#inbox).

export const MESSAGE_KINDS = ['contact', 'appointment'] as const;
export type ContactMessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATUSES = ['new', 'replied', 'closed'] as const;
export type ContactMessageStatus = (typeof MESSAGE_STATUSES)[number];

export const CONTACT_MESSAGES = {
  // docs/content.md#messages: the contact dialog 'Message Sent!' shows the server's message.
  contactSent:
    "Thank you for reaching out! We've received your message and will reply within 1-2 business days.",
  // docs/content.md#messages: the appointment dialog's own text, also sent as the server's message.
  appointmentSent:
    "We've received your appointment request. We'll get back to you soon with available schedules.",
} as const;

/** docs/content.md#contact: the appointment form's subject when none was passed in. */
export const DEFAULT_SUBJECTS: Record<ContactMessageKind, string> = {
  contact: 'Contact Request',
  appointment: 'Appointment Request',
};

const NO_MARKUP = /^[^<>\p{Cc}]+$/u;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/**
 * Lenient on purpose: consultations are booked from abroad and from landlines, so any number of 7 to
 * 15 digits with the usual + ( ) - and spaces is taken (the owner calls it back; nothing is parsed).
 */
export const CONTACT_PHONE_MESSAGE = 'Please enter a valid phone number';
export const contactPhoneField = requiredText('Phone', 30)
  .regex(/^\+?[0-9 ()-]+$/, { error: CONTACT_PHONE_MESSAGE })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { error: CONTACT_PHONE_MESSAGE },
  );

/**
 * POST /email/contact and POST /email/appointment: {name, email, phone, message, subject}, name,
 * e-mail, phone and message required (docs/content.md#contact); the subject is optional.
 */
export const contactRequestSchema = z.object({
  name: requiredText('Name', 120).regex(NO_MARKUP, {
    error: 'Name contains characters that are not allowed',
  }),
  email: emailField,
  phone: contactPhoneField,
  message: requiredText('Message', 5000)
    // Line breaks and tabs are the only control characters a message needs.
    .refine((value) => !/[^\P{Cc}\t\n\r]/u.test(value), {
      error: 'Message contains characters that are not allowed',
    }),
  subject: z
    .string({ error: 'Subject must be text' })
    .trim()
    .max(200, { error: 'Subject must be at most 200 characters' })
    .regex(/^[^<>\p{Cc}]*$/u, { error: 'Subject contains characters that are not allowed' })
    .nullish()
    .transform((value) => value || undefined),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ---- the inbox ------------------------------------------------------------------------------------

export const ADMIN_MESSAGE_PAGE_SIZE = 25;

export const adminMessageListQuerySchema = z.object({
  kind: z
    .enum([...MESSAGE_KINDS, ''], { error: 'kind must be contact or appointment' })
    .optional()
    .transform((value) => value || undefined),
  status: z
    .enum([...MESSAGE_STATUSES, ''], { error: 'status must be new, replied or closed' })
    .optional()
    .transform((value) => value || undefined),
  page: fromNumberText(z.number({ error: 'Page must be a number' }).int().min(1).max(10_000)).prefault(1),
});
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>;

export const messageIdParamsSchema = z.object({
  id: fromNumberText(z.number({ error: 'Invalid message id' }).int().positive().max(ROW_ID_MAX)),
});

export const adminMessageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: 'status must be new, replied or closed' }),
});

export const adminMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** The customer account it was sent from, when the sender was signed in. */
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListSchema = z.object({
  messages: z.array(adminMessageSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** Per status, within the kind filter, for the filter chips. */
  status_counts: z.record(z.string(), z.number().int()),
});
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

export const adminMessageUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  contact_message: adminMessageSchema,
});
