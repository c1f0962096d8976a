import { AlertCircle, RotateCw } from 'lucide-react';
import type { Ref } from 'react';
import { FormField } from '../../../components/FormField.tsx';
import type { LocationList } from '../hooks/use-location-lists.ts';
import { LOCATION_LIST_TEXT, locationProblem } from '../logic/location-lists.ts';
import { inputClass } from './ui-classes.ts';

interface Props {
  id: string;
  list: LocationList;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  selectRef: Ref<HTMLSelectElement>;
}

/** One level of the address cascade: a native select (best on phones) with its loading and failure texts. */
export function LocationSelect({ id, list, value, error, onChange, onBlur, selectRef }: Props) {
  const problem = locationProblem(list.kind, list.status);
  return (
    <FormField
      id={id}
      label={LOCATION_LIST_TEXT[list.kind].label}
      error={error}
      hint={
        problem && <ListProblem message={problem} failed={list.status === 'error'} onRetry={list.retry} />
      }
    >
      {(a11y) => (
        <select
          {...a11y}
          ref={selectRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={list.status !== 'ready'}
          aria-busy={list.status === 'loading' || undefined}
          className={`${inputClass} pr-8`}
        >
          <option value="">{list.placeholder}</option>
          {list.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function ListProblem({
  message,
  failed,
  onRetry,
}: {
  message: string;
  failed: boolean;
  onRetry: () => void;
}) {
  if (!failed) return <span className="text-sm text-stone-600">{message}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-brand-600" role="alert">
      <span className="inline-flex items-center gap-1.5">
        <AlertCircle size={15} aria-hidden />
        {message}
      </span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-8 items-center gap-1 rounded-full border border-brand-200 px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50"
      >
        <RotateCw size={13} aria-hidden />
        Retry
      </button>
    </span>
  );
}
