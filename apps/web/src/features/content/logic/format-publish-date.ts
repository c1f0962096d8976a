import { manilaDateText } from '@fengshui/shared/manila-time';

// docs/content.md#limits: dates read MM/DD/YYYY, in Philippine time; a post shows its day only.
export function formatPublishDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : manilaDateText(date);
}
