import type { SessionUser } from '@fengshui/shared/auth';
import { PHONE_EXAMPLES } from '@fengshui/shared/phone';
import { USER_MESSAGES } from '@fengshui/shared/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, MailWarning, Pencil, UserRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../../components/FormField.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUpdateUsername } from '../api/update-username.ts';
import { useEditMode } from '../hooks/use-edit-mode.ts';
import {
  type PersonalDetails,
  type PersonalDetailsInput,
  personalDetailsOf,
  personalDetailsSchema,
  profileRequestFor,
} from '../logic/personal-details.ts';
import { isSessionExpiry, profileFailure } from '../logic/server-errors.ts';
import { splitFullName } from '../logic/split-full-name.ts';
import { AccountSection } from './AccountSection.tsx';
import { FormActions } from './FormActions.tsx';
import { inputClass, linkButtonClass } from './ui-classes.ts';

const PROFILE_FAILED = 'Failed to update profile';

export function PersonalDetailsSection({ user }: { user: SessionUser }) {
  const { editing, openerRef, start, stop } = useEditMode();
  return (
    <AccountSection
      id="personal-details"
      title="Personal Details"
      description="Your name and how we reach you."
      icon={UserRound}
      action={
        !editing && (
          <button ref={openerRef} type="button" onClick={() => start(true)} className={linkButtonClass}>
            <Pencil size={16} aria-hidden />
            Edit<span className="sr-only"> personal details</span>
          </button>
        )
      }
    >
      {editing ? (
        <PersonalDetailsForm user={user} onDone={() => stop()} />
      ) : (
        <PersonalDetailsView user={user} />
      )}
    </AccountSection>
  );
}

function PersonalDetailsView({ user }: { user: SessionUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Detail term="Full name" value={fullName} />
      <Detail term="Username" value={user.username} />
      <div className="min-w-0">
        <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">Email</dt>
        <dd className="mt-1 break-words text-ink">
          {user.email}
          {user.emailVerified ? (
            <span className="ml-2 inline-flex items-center gap-1 align-middle text-xs font-medium text-emerald-700">
              <BadgeCheck size={14} aria-hidden />
              Verified
            </span>
          ) : (
            <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-amber-800">
              <span className="inline-flex items-center gap-1 font-medium">
                <MailWarning size={14} aria-hidden />
                Not verified yet
              </span>
              <Link to="/resend-verification" className="font-semibold text-brand-600 underline">
                Resend verification email
              </Link>
            </span>
          )}
        </dd>
      </div>
      <Detail term="Phone" value={user.phone || 'Not set'} muted={!user.phone} />
    </dl>
  );
}

function Detail({ term, value, muted = false }: { term: string; value: string; muted?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{term}</dt>
      <dd className={`mt-1 break-words ${muted ? 'text-stone-500' : 'text-ink'}`}>{value}</dd>
    </div>
  );
}

function PersonalDetailsForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const fieldId = useId();
  const updateProfile = useUpdateProfile();
  const updateUsername = useUpdateUsername();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: personalDetailsOf(user),
  });
  useEffect(() => setFocus('fullName'), [setFocus]);
  const fullName = useWatch({ control, name: 'fullName' });
  const email = useWatch({ control, name: 'email' });
  const parts = splitFullName(fullName ?? '');
  const emailChanging = (email ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const save = async (details: PersonalDetails) => {
    const request = profileRequestFor(user, details);
    try {
      if (request.kind === 'username') {
        const response = await updateUsername.mutateAsync(request.username);
        toast.success(response.message || USER_MESSAGES.usernameUpdated);
      } else if (request.kind === 'profile') {
        await updateProfile.mutateAsync(request.changes);
        toast.success(USER_MESSAGES.profileUpdated, {
          description: request.emailChanged
            ? `We sent a verification link to ${details.email}. Please check your inbox.`
            : undefined,
        });
      }
      onDone();
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const failure = profileFailure(error);
      if (failure.field) setError(failure.field, { message: failure.message }, { shouldFocus: true });
      toast.error(PROFILE_FAILED, {
        description: failure.message === PROFILE_FAILED ? undefined : failure.message,
      });
    }
  };

  const idOf = (name: string) => `${fieldId}-${name}`;
  return (
    <form onSubmit={handleSubmit(save)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={idOf('fullName')}
        label="Full name"
        error={errors.fullName?.message}
        hint={
          parts.firstName && parts.lastName ? (
            <>
              First name: <strong className="font-medium text-stone-700">{parts.firstName}</strong> · Last
              name: <strong className="font-medium text-stone-700">{parts.lastName}</strong>
            </>
          ) : (
            'First name, a space, then your last name.'
          )
        }
      >
        {(a11y) => <input {...a11y} {...register('fullName')} autoComplete="name" className={inputClass} />}
      </FormField>
      <FormField
        id={idOf('username')}
        label="Username"
        error={errors.username?.message}
        hint="3 to 30 of the letters a to z (no ñ), numbers, dots, dashes or underscores."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        id={idOf('email')}
        label="Email"
        error={errors.email?.message}
        hint={
          emailChanging
            ? 'We will send a verification link to the new address; please confirm it from your inbox.'
            : 'Changing your email sends a verification link to the new address.'
        }
      >
        {(a11y) => (
          <input {...a11y} {...register('email')} type="email" autoComplete="email" className={inputClass} />
        )}
      </FormField>
      <FormField
        id={idOf('phone')}
        label="Phone"
        optional
        error={errors.phone?.message}
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
      <FormActions busy={isSubmitting} submitLabel="Save changes" busyLabel="Saving…" onCancel={onDone} />
    </form>
  );
}
