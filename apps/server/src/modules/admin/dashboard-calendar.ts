// The dashboard's days are the shop's days: Manila's calendar. The Philippines has kept UTC+8 without
// daylight saving since 1990, so a fixed offset is exact for any order the shop has taken.
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface ManilaPeriod {
  /** The Manila calendar day the period starts on, YYYY-MM-DD. */
  day: string;
  /** The instant that day begins in Manila (00:00 Manila). */
  start: Date;
}

export interface ManilaPeriods {
  today: ManilaPeriod;
  /** Weeks start on Monday. */
  week: ManilaPeriod;
  month: ManilaPeriod;
}

function period(manilaMidnightAsUtc: number): ManilaPeriod {
  return {
    day: new Date(manilaMidnightAsUtc).toISOString().slice(0, 10),
    start: new Date(manilaMidnightAsUtc - MANILA_OFFSET_MS),
  };
}

/** Today, this week and this month in Manila, as seen at `now`. */
export function manilaPeriods(now: Date): ManilaPeriods {
  // Shifted by the offset, the UTC fields read as Manila's wall clock.
  const wall = new Date(now.getTime() + MANILA_OFFSET_MS);
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const daysSinceMonday = (wall.getUTCDay() + 6) % 7;
  return {
    today: period(midnight),
    week: period(midnight - daysSinceMonday * DAY_MS),
    month: period(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1)),
  };
}
