// docs/content.md#limits: how fast each slider moves and how many items the sections show.
export const AD_BANNER_INTERVAL_MS = 5_000;
export const HIGHLIGHTS_INTERVAL_MS = 5_000;
export const HIGHLIGHTS_SLIDE_MS = 800;
export const SERVICES_INTERVAL_MS = 5_000;
export const TICKER_INTERVAL_MS = 3_000;
/** The ticker moves one card plus its gap (a tenth of a card) per step. */
export const TICKER_STEP_PERCENT = 110;
/** After reaching the copy of the first card, the ticker jumps back to the real one unseen. */
export const TICKER_RESET_MS = 500;
export const FEATURED_PRODUCT_COUNT = 4;
export const RECENT_REVIEW_COUNT = 3;
export const HIGHLIGHT_CARD_COUNT = 3;
