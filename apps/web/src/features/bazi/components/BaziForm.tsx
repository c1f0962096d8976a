import { BAZI_FIRST_DATE, type BaziRequest, manilaToday } from '@fengshui/shared/bazi';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type BaziFormValues, baziFormSchema, toBaziRequest } from '../logic/bazi-form.ts';
import { Field } from './Field.tsx';

const inputClass =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink shadow-sm transition focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-400 aria-invalid:border-brand-500';

interface Props {
  defaultValues: BaziFormValues;
  pending: boolean;
  onSubmit: (request: BaziRequest) => void;
}

/** Birth date and time; "I don't know the hour" leaves the hour pillar out instead of guessing it. */
export function BaziForm({ defaultValues, pending, onSubmit }: Props) {
  const form = useForm<BaziFormValues>({ resolver: zodResolver(baziFormSchema), defaultValues });
  const { errors } = form.formState;
  const hourUnknown = form.watch('hourUnknown');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(toBaziRequest(values)))}
      className="space-y-5"
      aria-label="Birth details"
    >
      <Field id="bazi-date" label="Birth date" error={errors.date?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="date"
            min={BAZI_FIRST_DATE}
            max={manilaToday()}
            className={inputClass}
            {...form.register('date')}
          />
        )}
      </Field>
      <Field
        id="bazi-time"
        label="Birth time"
        error={hourUnknown ? undefined : errors.time?.message}
        hint="Manila time, as shown on a clock in the Philippines. Each two-hour block has its own hour pillar."
      >
        {(a11y) => (
          <input
            {...a11y}
            type="time"
            className={inputClass}
            {...form.register('time', { disabled: hourUnknown })}
          />
        )}
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-700">
        <input
          type="checkbox"
          className="h-5 w-5 rounded border-stone-400 accent-brand-600"
          {...form.register('hourUnknown', {
            onChange: () => form.clearErrors('time'),
          })}
        />
        I don't know the hour
      </label>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Sparkles size={17} aria-hidden />
        {pending ? 'Calculating...' : 'Calculate my chart'}
      </button>
    </form>
  );
}
