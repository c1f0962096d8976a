import type { CitySearchResult } from '@fengshui/shared/locations';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { CITY_SEARCH_MIN_LETTERS, useCitySearch } from '../api/search-cities.ts';

/**
 * A searchable city field, the combobox pattern of WAI-ARIA: typing lists matching cities and
 * municipalities anywhere in the country, ↑ and ↓ move through them, Enter chooses, Escape closes
 * the list (docs/catalogue.md#delivery-and-payment-notes).
 */
export function CityPicker({ onPick }: { onPick: (city: CitySearchResult) => void }) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(text, 200);
  const results = useCitySearch(search);
  const typedEnough = text.trim().length >= CITY_SEARCH_MIN_LETTERS;
  const options = typedEnough && search.trim().length >= CITY_SEARCH_MIN_LETTERS ? (results.data ?? []) : [];
  const open = expanded && typedEnough;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (city: CitySearchResult) => {
    setText(city.label);
    setExpanded(false);
    setActive(-1);
    onPick(city);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setExpanded(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const city = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (open && city) {
        event.preventDefault();
        choose(city);
      }
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setExpanded(false);
      setActive(-1);
    }
  };

  let status: string | null = null;
  if (open && options.length === 0)
    status = results.isError
      ? 'The cities could not be loaded. Please try again.'
      : results.isFetching || search !== text
        ? 'Looking for cities…'
        : 'No city or municipality by that name';

  return (
    <div className="relative mt-2 flex w-full max-w-sm flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
        Your city or municipality
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the field opens because the shopper asked for it
        autoFocus
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={open && active >= 0 && options[active] ? optionId(active) : undefined}
        placeholder="e.g. Makati, Cebu City"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setExpanded(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
        className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base sm:text-sm"
      />
      <p id={hintId} className="sr-only">
        Type at least 2 letters, then choose with the arrow keys and Enter.
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Cities and municipalities"
        hidden={!open || options.length === 0}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
      >
        {options.map((city, index) => (
          // The field keeps focus and points here with aria-activedescendant; mousedown is cancelled so
          // the field's blur does not close the list before the click chooses.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's, on the field
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant
          <div
            key={city.city_id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
            onMouseEnter={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 text-sm ${
              index === active ? 'bg-brand-50 text-ink' : 'text-stone-700'
            }`}
          >
            <span className="[overflow-wrap:anywhere]">{city.label}</span>
            {!city.serviceable && <span className="text-xs text-stone-500">Not delivered to yet</span>}
          </div>
        ))}
      </div>
      {status && (
        <p role="status" className="text-sm text-stone-500">
          {status}
        </p>
      )}
    </div>
  );
}
