// docs/content.md#limits: dates read MM/DD/YYYY, in Philippine time; a post shows its day only.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function formatPublishDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : FORMAT.format(date);
}
