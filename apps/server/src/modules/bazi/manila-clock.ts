// The lunar calendar library computes solar terms in China Standard Time, UTC+8, the same as Philippine
// Standard Time. A Manila birth time therefore goes to it unchanged, except on the dates when Manila
// clocks ran ahead of UTC+8 (daylight saving in 1936-37, 1954, 1977 and 1990, and Tokyo time in
// 1942-45, per the IANA time zone database): those clock times are moved back to standard time first.

const STANDARD_OFFSET_MINUTES = 8 * 60;
const MINUTE = 60_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  timeZoneName: 'longOffset',
});

/** Manila's offset from UTC in minutes at an instant ("GMT+09:00" -> 540). */
function manilaOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return STANDARD_OFFSET_MINUTES;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A Manila clock reading as UTC+8 standard time, and how many minutes it was moved back. */
export function toManilaStandardTime(clock: WallTime): { standard: WallTime; shiftedMinutes: number } {
  const clockAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  // Guess the instant at standard time, then read the offset actually in force then.
  const offset = manilaOffsetMinutes(clockAsUtc - STANDARD_OFFSET_MINUTES * MINUTE);
  const shiftedMinutes = offset - STANDARD_OFFSET_MINUTES;
  const standard = new Date(clockAsUtc - shiftedMinutes * MINUTE);
  return {
    standard: {
      year: standard.getUTCFullYear(),
      month: standard.getUTCMonth() + 1,
      day: standard.getUTCDate(),
      hour: standard.getUTCHours(),
      minute: standard.getUTCMinutes(),
    },
    shiftedMinutes,
  };
}
