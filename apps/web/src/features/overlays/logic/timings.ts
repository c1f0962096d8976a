// docs/content.md#overlays and #limits, in one place; the rest are our choices, each with its reason.

/** The welcome promo and the second promo banner repeat at most every 3 hours. */
export const PROMO_REPEAT_MS = 10_800_000;
/** "Closing briefly blocks clicks": longer than a phone's delayed click after a tap (~300 ms). */
export const PROMO_CLOSE_CLICK_BLOCK_MS = 400;

/** From page load, when the cookie answer already exists, to the notification prompt. */
export const NOTIFICATION_PROMPT_DELAY_MS = 2_000;
/** From a cookie answer given on this page to the notification prompt. */
export const NOTIFICATION_PROMPT_AFTER_ANSWER_MS = 1_000;
/** From the notification step to the newsletter dialog. */
export const NEWSLETTER_PROMPT_DELAY_MS = 2_000;
/**
 * The spec is silent on a newsletter dialog closed without subscribing; asking on every visit would
 * nag, so it comes back no sooner than a week later.
 */
export const NEWSLETTER_REASK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The social-proof ticker: at most once per 15 minutes across tabs, on screen for 4 s. The same values
 * as @fengshui/shared/social-proof (a test holds them equal); importing them from there would bring
 * zod into the storefront's first chunk.
 */
export const SOCIAL_PROOF_INTERVAL_MS = 900_000;
export const SOCIAL_PROOF_VISIBLE_MS = 4_000;

/** The chat widget loads on the first interaction, on idle (2.5 s timeout) or after 4 s at the latest. */
export const CHAT_WIDGET_LATEST_MS = 4_000;
export const CHAT_WIDGET_IDLE_TIMEOUT_MS = 2_500;
