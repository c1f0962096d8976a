import { isCapitalRegion } from '@fengshui/shared/locations';
import { PHONE_EXAMPLES } from '@fengshui/shared/phone';
import { ADDRESS_TYPES, type ShippingAddressInput, shippingAddressInputSchema } from '@fengshui/shared/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/FormField.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLocationLists } from '../hooks/use-location-lists.ts';
import { useServiceability } from '../hooks/use-serviceability.ts';
import { type AddressFormValues, EMPTY_ADDRESS } from '../logic/address-values.ts';
import { chooseLocation, LOCATION_LEVELS, type LocationLevel } from '../logic/location-cascade.ts';
import type { Serviceability } from '../logic/serviceability.ts';
import { FormActions } from './FormActions.tsx';
import { LocationSelect } from './LocationSelect.tsx';
import { ServiceabilityNotice } from './ServiceabilityNotice.tsx';
import { inputClass } from './ui-classes.ts';

// docs/accounts.md#shipping-addresses.
export const INVALID_ADDRESS_MESSAGE = 'Please fill in all required address fields correctly.';

const ADDRESS_TYPE_LABELS: Record<(typeof ADDRESS_TYPES)[number], string> = {
  home: 'Home',
  work: 'Work',
  other: 'Other',
};

export interface AddressFormProps {
  /** A saved address being edited; a new address starts empty. */
  initialValues?: Partial<AddressFormValues>;
  onSubmit: (address: ShippingAddressInput) => void | Promise<void>;
  onCancel?: () => void;
  /** Checkout reads the delivery check (e.g. to warn before payment); the address saves either way. */
  onServiceabilityChange?: (serviceability: Serviceability) => void;
  submitLabel?: string;
  /** The form element's id, so a button elsewhere can submit it with `form={id}`. */
  id?: string;
  /** Leave out Save and Cancel when the page has its own buttons. */
  hideActions?: boolean;
  /**
   * Offer the "Set as default" box (docs/accounts.md#shipping-addresses): a new address becomes the
   * default only when the customer ticks it, or when it is the first.
   */
  offerDefault?: boolean;
}

/**
 * The reusable Philippine address form: region -> province (district in the capital region) -> city
 * or municipality -> barangay, then street details. Validation is the shared input schema.
 */
export function AddressForm({
  initialValues,
  onSubmit,
  onCancel,
  onServiceabilityChange,
  submitLabel = 'Save address',
  id,
  hideActions = false,
  offerDefault = false,
}: AddressFormProps) {
  const fieldId = useId();
  const idOf = (name: string) => `${fieldId}-${name}`;
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AddressFormValues, unknown, ShippingAddressInput>({
    resolver: zodResolver(shippingAddressInputSchema),
    defaultValues: { ...EMPTY_ADDRESS, ...initialValues },
  });
  const [region_id, province_id, city_id, barangay_id] = useWatch({
    control,
    name: ['region_id', 'province_id', 'city_id', 'barangay_id'],
  });
  // A saved postcode belongs to its city, so a new city may replace it.
  const suggestedPostcode = useRef(initialValues?.postcode ?? '');

  const lists = useLocationLists({ region_id, province_id, city_id });
  const serviceability = useServiceability({ region_id, province_id, city_id, barangay_id });
  const reportServiceability = useEffectEvent((value: Serviceability) => onServiceabilityChange?.(value));
  useEffect(() => {
    reportServiceability({ status: serviceability.status, message: serviceability.message });
  }, [serviceability.status, serviceability.message]);

  // Choosing a level resets the levels below it in the same event, never in an effect, so a saved
  // address opens with all four values intact.
  const choose = (level: LocationLevel, value: string) => {
    const cityPostcode =
      level === 'city_id' ? lists.cities.options.find((option) => option.value === value)?.postcode : null;
    const [region = '', province = '', city = '', barangay = '', postcode = ''] = getValues([
      ...LOCATION_LEVELS,
      'postcode',
    ]);
    const next = chooseLocation(
      {
        fields: {
          region_id: region,
          province_id: province,
          city_id: city,
          barangay_id: barangay,
          postcode,
        },
        suggestedPostcode: suggestedPostcode.current,
      },
      level,
      value,
      cityPostcode,
    );
    suggestedPostcode.current = next.suggestedPostcode;
    for (const [name, fieldValue] of Object.entries(next.fields) as [keyof typeof next.fields, string][]) {
      if (getValues(name) !== fieldValue) {
        // Once the customer has tried to save, errors follow the fields as they change.
        setValue(name, fieldValue, { shouldDirty: true, shouldValidate: isSubmitted });
      }
    }
  };

  const capital = isCapitalRegion(region_id);
  const errorOf = (name: FieldPath<AddressFormValues>): string | undefined => {
    const message = errors[name as keyof typeof errors]?.message;
    if (typeof message !== 'string') return undefined;
    return capital && name === 'province_id' ? message.replace('Province', 'District') : message;
  };

  const submit = handleSubmit(
    async (address) => {
      await onSubmit(address);
    },
    () => {
      toast.error(INVALID_ADDRESS_MESSAGE);
    },
  );

  const locationSelect = (level: LocationLevel, list: typeof lists.regions) => (
    <Controller
      control={control}
      name={level}
      render={({ field }) => (
        <LocationSelect
          id={idOf(level)}
          list={list}
          value={field.value}
          error={errorOf(level)}
          onChange={(value) => choose(level, value)}
          onBlur={field.onBlur}
          selectRef={field.ref}
        />
      )}
    />
  );

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label="Shipping address"
      className="grid gap-4 sm:grid-cols-2"
    >
      {locationSelect('region_id', lists.regions)}
      {locationSelect('province_id', lists.provinces)}
      {locationSelect('city_id', lists.cities)}
      {locationSelect('barangay_id', lists.barangays)}
      <ServiceabilityNotice serviceability={serviceability} />

      <FormField id={idOf('house_number')} label="House / unit number" error={errorOf('house_number')}>
        {(a11y) => <input {...a11y} {...register('house_number')} className={inputClass} />}
      </FormField>
      <FormField id={idOf('building')} label="Building" optional error={errorOf('building')}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('building')}
            autoComplete="address-line2"
            placeholder="Building, tower or subdivision"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={idOf('street_name')} label="Street name" error={errorOf('street_name')}>
        {(a11y) => (
          <input {...a11y} {...register('street_name')} autoComplete="address-line1" className={inputClass} />
        )}
      </FormField>
      <FormField
        id={idOf('postcode')}
        label="Postal code"
        error={errorOf('postcode')}
        hint="Filled in from the city; change it if yours differs."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('postcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            className={inputClass}
          />
        )}
      </FormField>

      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-stone-700">Address type</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 transition has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-gold-500"
            >
              <input type="radio" value={type} {...register('address_type')} className="sr-only" />
              {ADDRESS_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {errorOf('address_type') && (
          <p className="mt-1.5 text-sm text-brand-600">{errorOf('address_type')}</p>
        )}
      </fieldset>
      <FormField
        id={idOf('phone')}
        label="Phone for delivery"
        optional
        error={errorOf('phone')}
        hint={`Philippine mobile, e.g. ${PHONE_EXAMPLES}`}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={inputClass}
          />
        )}
      </FormField>

      {offerDefault && (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-700 sm:col-span-2">
          <input
            type="checkbox"
            {...register('is_default')}
            className="h-4 w-4 rounded border-stone-300 accent-brand-600"
          />
          Set as default
        </label>
      )}

      {!hideActions && (
        <FormActions busy={isSubmitting} submitLabel={submitLabel} busyLabel="Saving…" onCancel={onCancel} />
      )}
    </form>
  );
}
