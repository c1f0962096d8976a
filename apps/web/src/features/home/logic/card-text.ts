import { truncateText } from '../../../lib/truncate.ts';

/** docs/content.md#limits: card text is cut to 80 characters, review text to 100. */
export const CARD_TEXT_MAX = 80;
export const REVIEW_TEXT_MAX = 100;

/** docs/content.md#messages, verbatim. */
export const HOME_MESSAGES = {
  overviewNotAvailable: 'Overview not available.',
  noReviews: 'No reviews yet — check back soon!',
} as const;

/** A sign's overview for its Prosper Guide card, or the spec's fallback when it has none. */
export function overviewCardText(overview: string | null | undefined): string {
  const text = overview?.trim();
  return text ? truncateText(text, CARD_TEXT_MAX) : HOME_MESSAGES.overviewNotAvailable;
}

export function reviewCardText(text: string): string {
  return truncateText(text, REVIEW_TEXT_MAX);
}
