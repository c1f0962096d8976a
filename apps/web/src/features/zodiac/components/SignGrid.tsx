import {
  SIGN_CHARACTERS,
  ZODIAC_SIGNS,
  type ZodiacSign,
  zodiacDisplayName,
} from '@fengshui/shared/cms-constants';
import { Link } from 'react-router';
import { manilaYear } from '../../../lib/format-date.ts';
import { recentBirthYears } from '../logic/zodiac-display.ts';

interface Props {
  /** Where a sign leads: the horoscope's ?sign= or the sign's guide. */
  linkTo: (sign: ZodiacSign) => string;
  selected?: ZodiacSign | null;
  /** Fewer years and a tighter grid, for the list of other signs under a guide. */
  compact?: boolean;
}

/** docs/content.md#horoscope: the 12 signs with their birth years in 12-year steps. */
export function SignGrid({ linkTo, selected = null, compact = false }: Props) {
  const thisYear = manilaYear();
  return (
    <ul
      className={`grid gap-3 ${compact ? 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'}`}
    >
      {ZODIAC_SIGNS.map((sign) => {
        const years = recentBirthYears(sign, thisYear, compact ? 2 : 5);
        const isSelected = sign === selected;
        return (
          <li key={sign}>
            <Link
              to={linkTo(sign)}
              aria-current={isSelected ? 'page' : undefined}
              className={`group flex h-full items-center gap-3 rounded-2xl border bg-white p-3 shadow-sm transition hover:border-gold-400 hover:shadow-md sm:p-4 ${
                isSelected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200'
              } ${compact ? 'flex-col text-center' : ''}`}
            >
              <span
                aria-hidden
                className={`flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-display font-bold text-brand-700 transition group-hover:bg-brand-600 group-hover:text-gold-300 ${
                  compact ? 'h-10 w-10 text-xl' : 'h-12 w-12 text-2xl sm:h-14 sm:w-14 sm:text-3xl'
                }`}
              >
                {SIGN_CHARACTERS[sign]}
              </span>
              <span className="min-w-0">
                <span className="block font-display text-lg font-bold text-ink sm:text-xl">
                  {zodiacDisplayName(sign)}
                </span>
                <span className="block text-xs leading-snug text-stone-600">
                  <span className="sr-only">Born in </span>
                  {years.join(', ')}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
