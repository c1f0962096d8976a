import {
  INSIGHTS_PRESET_LABELS,
  INSIGHTS_PRESETS,
  type InsightsPreset,
  type InsightsQuery,
} from '@fengshui/shared/admin-insights';
import { type FormEvent, useState } from 'react';

/** 7, 30, 90 days, this year or a custom pair of Manila days; the choice goes to the address. */
export function RangePicker({
  value,
  onChange,
}: {
  value: InsightsQuery;
  onChange: (query: InsightsQuery) => void;
}) {
  const [customOpen, setCustomOpen] = useState(value.range === 'custom');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const choose = (preset: InsightsPreset) => {
    if (preset === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ range: preset });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ range: 'custom', from, to });
  };
  const current: InsightsPreset = customOpen ? 'custom' : value.range;
  return (
    <div className="space-y-3 print:hidden">
      <fieldset>
        <legend className="sr-only">Range</legend>
        <div className="flex flex-wrap gap-2">
          {INSIGHTS_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={current === preset}
              onClick={() => choose(preset)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ${
                current === preset
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {INSIGHTS_PRESET_LABELS[preset]}
            </button>
          ))}
        </div>
      </fieldset>
      {customOpen && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm font-semibold text-stone-700">
            From
            <input
              type="date"
              required
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-normal"
            />
          </label>
          <label className="flex flex-col text-sm font-semibold text-stone-700">
            To
            <input
              type="date"
              required
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-normal"
            />
          </label>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Show range
          </button>
        </form>
      )}
    </div>
  );
}
