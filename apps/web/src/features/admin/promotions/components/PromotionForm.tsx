import {
  type AdminPromotionInput,
  PROMOTION_CODE_MAX_LENGTH,
  PROMOTION_PERCENT_MAX,
  PROMOTION_PERCENT_MIN,
  PROMOTION_TYPE_LABELS,
  PROMOTION_TYPES,
  type PromotionKind,
} from '@fengshui/shared/admin-promotions';
import { type FormEvent, type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { FormField } from '../../../../components/FormField.tsx';
import {
  fieldClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/orders/action-classes.ts';
import {
  checkPromotionForm,
  type PromotionFormErrors,
  type PromotionFormField,
  type PromotionFormValues,
} from '../logic/promotion-form.ts';
import { ScopePicker } from './ScopePicker.tsx';

interface Props {
  initial: PromotionFormValues;
  /** A code already used in orders keeps its code (the server refuses a change with 409). */
  codeLocked?: boolean;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, under the field it concerns, or above the buttons. */
  serverError?: { message: string; field?: PromotionFormField | undefined } | null;
  onSubmit: (body: AdminPromotionInput) => void;
  onCancel: () => void;
}

type InputValueField = 'value' | 'minOrder' | 'startsAt' | 'endsAt' | 'totalLimit' | 'perCustomerLimit';

const TYPE_HINTS: Record<PromotionKind, string> = {
  percentage: 'A share off the items (or the items in scope).',
  fixed: 'A peso amount off the items; the total never goes below zero.',
  free_shipping: 'The whole delivery fee is taken off.',
};

/**
 * The add/edit form of a promotion. The shared schema checks it before anything is sent (the server
 * checks the same again); after a first attempt, each change shows the fields' problems as they stand.
 */
export function PromotionForm({
  initial,
  codeLocked = false,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PromotionFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  // A refusal from the server goes away once the owner edits the form.
  const [dismissedError, setDismissedError] = useState<Props['serverError']>(null);
  const shownServerError = serverError && serverError !== dismissedError ? serverError : null;

  const set = <Field extends PromotionFormField>(field: Field, value: PromotionFormValues[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setDismissedError(serverError);
    if (attempted) {
      const check = checkPromotionForm(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const check = checkPromotionForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      // Focus the first field in trouble, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    onSubmit(check.body);
  };

  const errorOf = (field: PromotionFormField) =>
    errors[field] ?? (shownServerError?.field === field ? shownServerError.message : undefined);
  const fieldId = (field: string) => `${id}-${field}`;
  const numberField = `${fieldClass} figures`;

  /** A labelled input bound to one of the form's text values (amounts, dates, limits). */
  const inputField = (
    field: InputValueField,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
    options: { optional?: boolean; hint?: string } = {},
  ) => (
    <FormField id={fieldId(field)} label={label} error={errorOf(field)} {...options}>
      {(a11y) => (
        <input
          {...a11y}
          {...input}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Promotion" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('code')}
          label="Code"
          error={errorOf('code')}
          hint={
            codeLocked
              ? 'Used in orders, so the code stays as it is.'
              : 'Letters, numbers, dashes and underscores. Customers may type it in any case.'
          }
        >
          {(a11y) => (
            <input
              {...a11y}
              value={values.code}
              readOnly={codeLocked}
              maxLength={PROMOTION_CODE_MAX_LENGTH + 10}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => set('code', event.target.value.toUpperCase())}
              className={`${fieldClass} font-mono uppercase read-only:bg-stone-100`}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('name')}
          label="Name"
          error={errorOf('name')}
          hint="Shown to the customer when the code is applied."
        >
          {(a11y) => (
            <input
              {...a11y}
              value={values.name}
              maxLength={130}
              onChange={(event) => set('name', event.target.value)}
              className={fieldClass}
            />
          )}
        </FormField>
      </div>

      <FormField id={fieldId('description')} label="Description" optional error={errorOf('description')}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={values.description}
            rows={2}
            maxLength={1000}
            onChange={(event) => set('description', event.target.value)}
            className={fieldClass}
          />
        )}
      </FormField>

      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-700">Discount</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PROMOTION_TYPES.map((type) => (
            <label
              key={type}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300 ${
                values.type === type
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                  : 'border-stone-300 bg-white'
              }`}
            >
              <input
                type="radio"
                name={fieldId('type')}
                value={type}
                checked={values.type === type}
                onChange={() => set('type', type)}
                className="h-4 w-4 accent-brand-600"
              />
              {PROMOTION_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-stone-500">{TYPE_HINTS[values.type]}</p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {values.type === 'percentage' &&
          inputField(
            'value',
            'Percent off',
            {
              type: 'number',
              inputMode: 'numeric',
              min: PROMOTION_PERCENT_MIN,
              max: PROMOTION_PERCENT_MAX,
              step: 1,
              className: numberField,
            },
            { hint: `A whole number from ${PROMOTION_PERCENT_MIN} to ${PROMOTION_PERCENT_MAX}.` },
          )}
        {values.type === 'fixed' &&
          inputField('value', 'Amount off (₱)', {
            type: 'number',
            inputMode: 'decimal',
            min: 0.01,
            step: 0.01,
            className: numberField,
          })}
        {inputField(
          'minOrder',
          'Minimum order (₱)',
          { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, className: numberField },
          { optional: true, hint: "The items' total before shipping." },
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {inputField(
          'startsAt',
          'Starts',
          { type: 'datetime-local', className: fieldClass },
          { optional: true, hint: 'Philippine time. Empty: from now.' },
        )}
        {inputField(
          'endsAt',
          'Ends',
          { type: 'datetime-local', className: fieldClass },
          { optional: true, hint: 'Philippine time. Empty: no end.' },
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {inputField(
          'totalLimit',
          'Total uses',
          { type: 'number', inputMode: 'numeric', min: 1, step: 1, className: numberField },
          { optional: true, hint: 'Orders that may use the code in all. Empty: no limit.' },
        )}
        {inputField(
          'perCustomerLimit',
          'Uses per customer',
          { type: 'number', inputMode: 'numeric', min: 1, step: 1, className: numberField },
          { optional: true, hint: 'Empty: no limit.' },
        )}
      </div>

      <ScopePicker
        productIds={values.productIds}
        categoryIds={values.categoryIds}
        onProductsChange={(productIds) => set('productIds', productIds)}
        onCategoriesChange={(categoryIds) => set('categoryIds', categoryIds)}
        productError={errorOf('productIds')}
        categoryError={errorOf('categoryIds')}
      />

      {shownServerError && !shownServerError.field && (
        <p
          role="alert"
          className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800"
        >
          {shownServerError.message}
        </p>
      )}
      <div className="sticky bottom-0 -mx-1 flex justify-end gap-3 border-t border-stone-100 bg-white px-1 py-3">
        <button type="button" onClick={onCancel} disabled={pending} className={secondaryButtonClass}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={pending}
          className={`${primaryButtonClass} flex-1 whitespace-nowrap sm:flex-none`}
        >
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
