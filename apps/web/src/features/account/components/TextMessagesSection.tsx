import { PHONE_EXAMPLES } from '@fengshui/shared/phone';
import {
  SMS_MESSAGES,
  type SmsPreference,
  type SmsPreferenceUpdate,
  smsPreferenceUpdateSchema,
} from '@fengshui/shared/sms';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/FormField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSmsPreference } from '../api/get-sms-preference.ts';
import { useUpdateSmsPreference } from '../api/update-sms-preference.ts';
import { isSessionExpiry, serverMessageOr } from '../logic/server-errors.ts';
import { AccountSection } from './AccountSection.tsx';
import { FormActions } from './FormActions.tsx';
import { inputClass } from './ui-classes.ts';

const SAVE_FAILED = 'Failed to save text message settings';

/** docs/accounts.md#text-messages: texts about cash-on-delivery orders, only when the customer ticks the box. */
export function TextMessagesSection() {
  const preference = useSmsPreference();
  return (
    <AccountSection
      id="text-messages"
      title="Text Messages"
      description="Hear about your cash-on-delivery orders by SMS."
      icon={MessageSquareText}
    >
      {preference.isPending && <Spinner label="Loading your text message settings…" />}
      {preference.isError && (
        <p role="alert" className="text-sm text-brand-700">
          {serverMessageOr(preference.error, 'Your text message settings could not be loaded.')}
        </p>
      )}
      {preference.data && <TextMessagesForm preference={preference.data} />}
    </AccountSection>
  );
}

function TextMessagesForm({ preference }: { preference: SmsPreference }) {
  const fieldId = useId();
  const save = useUpdateSmsPreference();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    reset,
  } = useForm<SmsPreferenceUpdate, unknown, { opt_in: boolean; mobile: string | null }>({
    resolver: zodResolver(smsPreferenceUpdateSchema),
    defaultValues: { opt_in: preference.opt_in, mobile: preference.mobile ?? '' },
  });

  const submit = async (values: SmsPreferenceUpdate) => {
    try {
      const response = await save.mutateAsync(values);
      reset({ opt_in: response.preference.opt_in, mobile: response.preference.mobile ?? '' });
      toast.success(response.message);
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const message = serverMessageOr(error, SAVE_FAILED);
      setError('mobile', { message }, { shouldFocus: true });
      toast.error(SAVE_FAILED, { description: message === SAVE_FAILED ? undefined : message });
    }
  };

  return (
    <form
      // The number is checked and written in its +63 form here, as the server will.
      onSubmit={handleSubmit((values) => submit({ opt_in: values.opt_in, mobile: values.mobile ?? '' }))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <label htmlFor={`${fieldId}-opt-in`} className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            id={`${fieldId}-opt-in`}
            type="checkbox"
            {...register('opt_in')}
            aria-describedby={`${fieldId}-opt-in-hint`}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          />
          <span className="text-sm font-medium text-ink">{SMS_MESSAGES.optInLabel}</span>
        </label>
        <p id={`${fieldId}-opt-in-hint`} className="pl-8 text-xs text-stone-500">
          {SMS_MESSAGES.optInHint}
        </p>
      </div>
      <FormField
        id={`${fieldId}-mobile`}
        label="Mobile number"
        error={errors.mobile?.message}
        hint={`Philippine mobile, e.g. ${PHONE_EXAMPLES}. It is also the phone on your profile.`}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={`${inputClass} figures`}
          />
        )}
      </FormField>
      <FormActions busy={isSubmitting} submitLabel="Save text settings" busyLabel="Saving…" />
    </form>
  );
}
