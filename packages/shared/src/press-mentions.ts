import { z } from 'zod';
import { fromNumberText } from './number-text.ts';

// docs/content.md#press-mentions: the home page's "As featured in" strip names only publications that
// really wrote about the shop, as the owner enters them (name, link, logo). With none it is hidden.

export const PRESS_MENTION_MESSAGES = {
  notFound: 'Press mention not found',
  saved: 'Press mention saved',
  deleted: 'Press mention deleted',
} as const;

const webAddress = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(500, { error: `${label} must be at most 500 characters` })
    .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
      error: `${label} must be a web address starting with https://`,
    });

export const pressMentionInputSchema = z.object({
  name: z
    .string({ error: 'Publication name is required' })
    .trim()
    .min(1, { error: 'Publication name is required' })
    .max(120, { error: 'Publication name must be at most 120 characters' })
    .regex(/^[^<>\p{Cc}]+$/u, { error: 'Publication name contains characters that are not allowed' }),
  url: webAddress('Link to the article'),
  // A logo from the media library (a path on this site) or the publication's own https address.
  logo_url: z
    .string()
    .trim()
    .max(500, { error: 'Logo address must be at most 500 characters' })
    .refine((value) => value === '' || /^(https:\/\/[^\s/]+\.[^\s]+|\/[^\s/][^\s]*)$/i.test(value), {
      error: 'Logo address must start with https:// or be a picture from the media library',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  position: fromNumberText(
    z
      .number({ error: 'Position must be a number' })
      .int({ error: 'Position must be a whole number' })
      .min(0, { error: 'Position must be 0 or more' })
      .max(999, { error: 'Position must be at most 999' }),
  ).optional(),
});
export type PressMentionInput = z.input<typeof pressMentionInputSchema>;

export const pressMentionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  logo_url: z.string().nullable(),
  position: z.number().int(),
});
export type PressMention = z.infer<typeof pressMentionSchema>;

export const pressMentionListResponseSchema = z.object({ mentions: z.array(pressMentionSchema) });
export type PressMentionList = z.infer<typeof pressMentionListResponseSchema>;
