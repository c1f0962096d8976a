import { FormField } from './FormField.tsx';
import { inputClass } from './form-classes.ts';

/** Where an item stands in its public list: a whole number, the lower first. */
export function PositionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField label="Position" hint="Lower numbers come first." error={error}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** Whether the public pages show the item; `label` says which ones. */
export function PublishedCheckbox({
  checked,
  onChange,
  label,
  className = '',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-3 ${className}`.trim()}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 accent-brand-600"
      />
      <span className="text-sm font-semibold text-stone-700">{label}</span>
    </label>
  );
}
