import { ZODIAC_SIGNS, type ZodiacSign, zodiacBirthYears } from '@fengshui/shared/cms-constants';

/** docs/content.md#horoscope: the tab query parameter, daily by default. */
export const HOROSCOPE_TABS = ['daily', 'weekly', 'monthly'] as const;
export type HoroscopeTab = (typeof HOROSCOPE_TABS)[number];

export const HOROSCOPE_TAB_TITLES: Record<HoroscopeTab, string> = {
  daily: "Today's Horoscope",
  weekly: 'Weekly Forecast',
  monthly: 'Monthly Outlook',
};

/** A sign from an address or a query parameter, in any letter case; null when it names no sign. */
export function parseSign(text: string | null | undefined): ZodiacSign | null {
  const sign = (text ?? '').trim().toLowerCase();
  return (ZODIAC_SIGNS as readonly string[]).includes(sign) ? (sign as ZodiacSign) : null;
}

export function parseTab(text: string | null | undefined): HoroscopeTab {
  const tab = (text ?? '').trim().toLowerCase();
  return (HOROSCOPE_TABS as readonly string[]).includes(tab) ? (tab as HoroscopeTab) : 'daily';
}

/** The latest birth years of a sign up to this year, oldest first ("1972, 1984, ... 2020"). */
export function recentBirthYears(sign: ZodiacSign, thisYear: number, count = 5): number[] {
  return zodiacBirthYears(sign, thisYear).slice(-count);
}

/** The texts are plain, with a blank line between paragraphs. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** docs/content.md#horoscope: the chest plays when the sign changed since the customer last read it. */
export function shouldPlayChest(zodiac: { is_updated: boolean; is_read: boolean }): boolean {
  return zodiac.is_updated && !zodiac.is_read;
}

/** docs/content.md#horoscope: "a 4-second treasure-chest animation plays first". */
export const CHEST_ANIMATION_MS = 4000;
