import {
  DEFAULT_INSIGHTS_PRESET,
  INSIGHTS_PRESETS,
  type InsightsPreset,
  type InsightsQuery,
} from '@fengshui/shared/admin-insights';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range kept in the address (`?range=90d`, `?range=custom&from=…&to=…`); anything else is the default. */
export function rangeFromSearch(search: URLSearchParams): InsightsQuery {
  const range = search.get('range');
  const preset: InsightsPreset = (INSIGHTS_PRESETS as readonly string[]).includes(range ?? '')
    ? (range as InsightsPreset)
    : DEFAULT_INSIGHTS_PRESET;
  if (preset !== 'custom') return { range: preset };
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return { range: 'custom', ...(DAY.test(from) ? { from } : {}), ...(DAY.test(to) ? { to } : {}) };
}

export function searchFromRange(query: InsightsQuery): URLSearchParams {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === 'custom') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  return params;
}
