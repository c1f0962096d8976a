import { normalisePromotionCode } from '@fengshui/shared/promotions';
import { Tag, X } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/Card.tsx';
import type { PromotionValidateResponse } from '../api/validate-promotion.ts';

interface Props {
  code: string;
  onCode: (code: string) => void;
  applied: PromotionValidateResponse | null;
  error: string | null;
  applying: boolean;
  disabled: boolean;
  onApply: () => void;
  onRemove: () => void;
}

export function PromotionCodeCard(props: Props) {
  const inputId = useId();
  return (
    <Card title="Promotion Code">
      {props.applied ? (
        <div className="flex items-start justify-between gap-3 rounded-lg border border-gold-300 bg-gold-100/60 px-3 py-2">
          <p className="text-sm text-ink">
            <span className="flex items-center gap-1.5 font-semibold text-gold-700">
              <Tag size={15} aria-hidden /> {props.applied.promotion.code}
            </span>
            <span className="block text-stone-600">
              {props.applied.promotion.name}
              {props.applied.promotion.description ? ` — ${props.applied.promotion.description}` : ''}
            </span>
          </p>
          <button
            type="button"
            onClick={props.onRemove}
            disabled={props.disabled}
            aria-label="Remove promotion code"
            className="flex h-9 w-9 items-center justify-center rounded-full text-stone-500 hover:bg-white hover:text-brand-600"
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            props.onApply();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Promotion code
          </label>
          <input
            id={inputId}
            value={props.code}
            maxLength={40}
            placeholder="Enter promotion code"
            onChange={(event) => props.onCode(normalisePromotionCode(event.target.value))}
            aria-invalid={props.error ? true : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 text-sm tracking-wider uppercase focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60 focus:outline-none"
          />
          <button
            type="submit"
            disabled={props.applying || props.disabled}
            className="min-h-11 shrink-0 rounded-full border border-brand-600 px-5 text-sm font-semibold text-brand-600 transition hover:bg-brand-50 disabled:opacity-50"
          >
            {props.applying ? 'Applying…' : 'Apply'}
          </button>
        </form>
      )}
      {props.error && (
        <p className="mt-2 text-sm text-brand-700" role="alert">
          {props.error}
        </p>
      )}
    </Card>
  );
}
