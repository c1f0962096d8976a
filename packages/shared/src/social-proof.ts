import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// The social-proof ticker (docs/content.md#social-proof): one true sentence about the shop for the
// page being viewed, or nothing when there is nothing true to say.

export const SOCIAL_PROOF_PAGES = ['home', 'shop', 'product', 'cart'] as const;
export type SocialProofPage = (typeof SOCIAL_PROOF_PAGES)[number];

/** The ticker shows one toast at start and then every 15 minutes (docs/content.md#limits). */
export const SOCIAL_PROOF_INTERVAL_MS = 900_000;
/** How long a toast stays before it closes by itself (docs/content.md#limits). */
export const SOCIAL_PROOF_TOAST_MS = 4000;

const PAGE_ERROR = 'page must be one of home, shop, product or cart';

/**
 * GET /social-proof?page=...&product_id=N. The product page needs its product; the cart page sends the
 * product of its first line, or nothing when the cart is empty.
 */
export const socialProofQuerySchema = z
  .object({
    page: z.enum(SOCIAL_PROOF_PAGES, { error: PAGE_ERROR }),
    product_id: fromNumberText(
      z
        .number({ error: 'product_id must be a number' })
        .int({ error: 'product_id must be a whole number' })
        .positive({ error: 'product_id must be a positive whole number' })
        .max(ROW_ID_MAX, { error: 'product_id is too large' }),
    ).optional(),
  })
  .refine((query) => query.page !== 'product' || query.product_id !== undefined, {
    error: 'product_id is required for the product page',
    path: ['product_id'],
  });
export type SocialProofQuery = z.infer<typeof socialProofQuerySchema>;

export const socialProofSchema = z.object({
  /** The sentence to show, or null: then the ticker shows nothing. */
  message: z.string().nullable(),
  /** Where a click on the toast goes (a path of this shop), or null. */
  link: z.string().nullable(),
});
export type SocialProof = z.infer<typeof socialProofSchema>;

export const NO_SOCIAL_PROOF: SocialProof = { message: null, link: null };
