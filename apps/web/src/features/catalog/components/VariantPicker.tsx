import type { Variant } from '@fengshui/shared/catalog';
import { type AttributeSelection, isOptionAvailable, variantOptions } from '@fengshui/shared/variants';

interface Props {
  variants: readonly Variant[];
  selection: AttributeSelection;
  onToggle: (attribute: string, value: string) => void;
}

function attributeLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function optionTone(selected: boolean, available: boolean): string {
  const struck = 'text-stone-400 line-through decoration-stone-400';
  if (selected)
    return `border-brand-600 bg-brand-50 ring-1 ring-brand-600 ${available ? 'text-brand-700' : struck}`;
  if (available) return 'border-stone-300 bg-white text-ink hover:border-gold-500 hover:bg-gold-100';
  return `cursor-not-allowed border-stone-200 bg-stone-50 ${struck}`;
}

/** One group of option buttons per attribute; the page owns the selection. */
export function VariantPicker({ variants, selection, onToggle }: Props) {
  const options = variantOptions(variants);
  if (options.length === 0) return null;

  return (
    <div className="flex flex-col gap-4">
      {options.map((option) => {
        const chosen = selection[option.name];
        return (
          <fieldset key={option.name}>
            <legend className="mb-2 text-sm font-medium text-stone-700">
              {attributeLabel(option.name)}
              {chosen ? <span className="font-normal text-stone-500">: {chosen}</span> : null}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const selected = chosen === value;
                // docs/catalogue.md#variants: colours need an in-stock variant, other options a matching one.
                const available = isOptionAvailable(variants, option.name, value, selection);
                return (
                  <button
                    key={value}
                    type="button"
                    data-testid={`option-${option.name}-${value}`}
                    aria-pressed={selected}
                    // A chosen option stays clickable so it can be cleared even when unavailable.
                    disabled={!available && !selected}
                    title={available ? undefined : `${value} is unavailable`}
                    onClick={() => onToggle(option.name, value)}
                    className={`min-h-11 min-w-11 rounded-lg border px-4 text-sm font-medium transition ${optionTone(selected, available)}`}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
