import { Plus, Trash2 } from 'lucide-react';
import { nextKey, type SpecDraft } from '../logic/product-form.ts';
import { iconButtonClass, inputClass, sectionTitleClass, smallButtonClass } from './form-classes.ts';

/** The specifications grid of the product page (Material, Size, Origin...): name and value rows. */
export function SpecsSection({
  specs,
  error,
  onChange,
}: {
  specs: SpecDraft[];
  error?: string | undefined;
  onChange: (specs: SpecDraft[]) => void;
}) {
  const edit = (key: string, patch: Partial<SpecDraft>) =>
    onChange(specs.map((spec) => (spec.key === key ? { ...spec, ...patch } : spec)));
  return (
    <fieldset className="space-y-2 rounded-xl border border-stone-200 p-4">
      <legend className={`${sectionTitleClass} px-1`}>Specifications</legend>
      {specs.map((spec, index) => (
        <div key={spec.key} className="flex items-center gap-2">
          <input
            aria-label={`Specification ${index + 1} name`}
            placeholder="Material"
            value={spec.name}
            maxLength={60}
            onChange={(event) => edit(spec.key, { name: event.target.value })}
            className={`${inputClass} w-2/5`}
          />
          <input
            aria-label={`Specification ${index + 1} value`}
            placeholder="Brass"
            value={spec.value}
            maxLength={300}
            onChange={(event) => edit(spec.key, { value: event.target.value })}
            className={`${inputClass} flex-1`}
          />
          <button
            type="button"
            className={iconButtonClass}
            aria-label={`Remove specification ${index + 1}`}
            onClick={() => onChange(specs.filter((entry) => entry.key !== spec.key))}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
      ))}
      <button
        type="button"
        className={smallButtonClass}
        onClick={() => onChange([...specs, { key: nextKey('spec'), name: '', value: '' }])}
      >
        <Plus size={14} aria-hidden /> Add specification
      </button>
      {error && <p className="text-sm text-brand-600">{error}</p>}
    </fieldset>
  );
}
