import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { PASSWORD_RULES } from '@fengshui/shared/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle, KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/FormField.tsx';
import { toast } from '../../../lib/toast.ts';
import { type PasswordUpdate, useUpdatePassword } from '../api/update-password.ts';
import { useEditMode } from '../hooks/use-edit-mode.ts';
import { type PasswordChangeInput, passwordChangeSchema } from '../logic/password-change.ts';
import { isSessionExpiry, passwordUpdateFailure } from '../logic/server-errors.ts';
import { AccountSection } from './AccountSection.tsx';
import { FormActions } from './FormActions.tsx';
import { inputClass, linkButtonClass } from './ui-classes.ts';

export function PasswordSection() {
  const { editing, openerRef, start, stop } = useEditMode();
  return (
    <AccountSection
      id="password-settings"
      title="Password Settings"
      description="Use a strong password you do not use elsewhere."
      icon={KeyRound}
      action={
        !editing && (
          <button ref={openerRef} type="button" onClick={() => start(true)} className={linkButtonClass}>
            Change password
          </button>
        )
      }
    >
      {editing ? (
        <PasswordForm onDone={() => stop()} />
      ) : (
        <p className="text-sm text-stone-600">
          Your password is hidden for your security. Changing it signs you out on your other devices.
        </p>
      )}
    </AccountSection>
  );
}

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm({ onDone }: { onDone: () => void }) {
  const fieldId = useId();
  const [visible, setVisible] = useState(false);
  const updatePassword = useUpdatePassword();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput, unknown, PasswordUpdate>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => setFocus('currentPassword'), [setFocus]);
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const save = async (body: PasswordUpdate) => {
    try {
      const response = await updatePassword.mutateAsync(body);
      toast.success(response.message || AUTH_MESSAGES.passwordUpdated, {
        description: 'You are still signed in here; your other devices were signed out.',
      });
      onDone();
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const failure = passwordUpdateFailure(error);
      if (failure.field) setError(failure.field, { message: failure.message }, { shouldFocus: true });
      toast.error(failure.message);
    }
  };

  const idOf = (name: string) => `${fieldId}-${name}`;
  const type = visible ? 'text' : 'password';
  const rulesId = idOf('rules');
  return (
    <form onSubmit={handleSubmit(save)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={idOf('current')}
        label="Current password"
        error={errors.currentPassword?.message}
        className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('currentPassword')}
            type={type}
            autoComplete="current-password"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={idOf('new')} label="New password" error={errors.newPassword?.message}>
        {(a11y) => (
          <input
            {...a11y}
            aria-describedby={[a11y['aria-describedby'], rulesId].filter(Boolean).join(' ')}
            {...register('newPassword')}
            type={type}
            autoComplete="new-password"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={idOf('confirm')} label="Confirm new password" error={errors.confirmPassword?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('confirmPassword')}
            type={type}
            autoComplete="new-password"
            className={inputClass}
          />
        )}
      </FormField>

      <ul
        id={rulesId}
        aria-label="Password requirements"
        className="grid gap-1 text-sm sm:col-span-2 sm:grid-cols-2"
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(newPassword);
          return (
            <li
              key={rule.id}
              className={`flex items-center gap-2 ${met ? 'text-emerald-700' : 'text-stone-500'}`}
            >
              {met ? <Check size={15} aria-hidden /> : <Circle size={15} aria-hidden />}
              {rule.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
            </li>
          );
        })}
      </ul>

      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-stone-700 sm:col-span-2">
        <input
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        Show passwords
      </label>

      <FormActions
        busy={isSubmitting}
        submitLabel="Update password"
        busyLabel="Updating…"
        onCancel={onDone}
      />
    </form>
  );
}
