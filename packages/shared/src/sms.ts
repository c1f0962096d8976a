import { z } from 'zod';
import { fromNumberText } from './number-text.ts';
import { mobileNumberProblem, toMobileE164 } from './phone.ts';

// Text messages about cash-on-delivery orders (docs/accounts.md#text-messages): the customer's choice on
// the profile, and the owner's SMS outbox (docs/admin.md#sms-outbox).

export const SMS_MESSAGES = {
  optInLabel: 'Text me about my cash-on-delivery orders',
  optInHint:
    'We text when the order is placed (with the amount to prepare), out for delivery, delivered or cancelled.',
  mobileRequired: 'Please enter your mobile number to get texts about your orders.',
  saved: 'Text message settings saved.',
} as const;

/** GET /users/sms-preference: whether the customer gets texts, and the number they go to. */
export const smsPreferenceSchema = z.object({
  opt_in: z.boolean(),
  mobile: z.string().nullable(),
});
export type SmsPreference = z.infer<typeof smsPreferenceSchema>;

/**
 * PUT /users/sms-preference: the choice and the mobile number together, which becomes the profile's phone
 * in its +63 form. Opting in needs a number; an empty number with the box unticked clears it.
 */
export const smsPreferenceUpdateSchema = z
  .object({
    opt_in: z.boolean({ error: 'Please say whether you want texts' }),
    mobile: z
      .string({ error: SMS_MESSAGES.mobileRequired })
      .trim()
      .max(30, { error: SMS_MESSAGES.mobileRequired }),
  })
  .superRefine((body, context) => {
    if (body.mobile === '') {
      if (body.opt_in)
        context.addIssue({ code: 'custom', path: ['mobile'], message: SMS_MESSAGES.mobileRequired });
      return;
    }
    const problem = mobileNumberProblem(body.mobile);
    if (problem) context.addIssue({ code: 'custom', path: ['mobile'], message: problem });
  })
  .transform((body) => ({
    opt_in: body.opt_in,
    mobile: body.mobile === '' ? null : toMobileE164(body.mobile),
  }));
export type SmsPreferenceUpdate = z.input<typeof smsPreferenceUpdateSchema>;

export const SMS_KINDS = ['order_placed', 'out_for_delivery', 'delivered', 'cancelled'] as const;

/** One text in the owner's SMS outbox, newest first. */
export const outboxSmsSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  text: z.string(),
  kind: z.enum(SMS_KINDS),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The gateway's id for the message, after the gateway's name ("semaphore:55871500"). */
  provider_message_id: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxSms = z.infer<typeof outboxSmsSchema>;

export const outboxSmsQuerySchema = z.object({
  limit: fromNumberText(z.number({ error: 'Limit must be a number' }).int().min(1).max(200)).prefault(50),
});
