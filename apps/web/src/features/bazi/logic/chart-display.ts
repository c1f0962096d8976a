import type { BaziChart } from '@fengshui/shared/bazi';

export const STRENGTH_LABELS: Record<BaziChart['strength'], string> = {
  strong: 'strong',
  balanced: 'balanced',
  weak: 'gentle (weak)',
};

/** "Born 05/15/1990 at 08:30, Manila time" (docs/architecture.md#money-and-dates: MM/DD/YYYY, 24-hour). */
export function formatBirth(birth: BaziChart['birth']): string {
  const [year, month, day] = birth.date.split('-');
  const date = `${month}/${day}/${year}`;
  return birth.time
    ? `Born ${date} at ${birth.time}, Manila time.`
    : `Born ${date}, hour unknown: the hour pillar is left out.`;
}
