import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { LegalDialog } from '../../../components/legal/LegalDialog.tsx';
import { useSession, useSignup } from '../../../lib/session/session-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCheckEmail } from '../api/check-email.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { PasswordField, TextField } from '../components/FormFields.tsx';
import { primaryButton, secondaryButton, textLink } from '../components/form-styles.ts';
import { PasswordChecklist } from '../components/PasswordChecklist.tsx';
import { StepIndicator } from '../components/StepIndicator.tsx';
import { signupErrorMessage } from '../logic/auth-errors.ts';
import {
  fieldOfServerError,
  type SignupFormValues,
  type SignupStep,
  stepOfField,
  toSignupInput,
  validateSignupStep,
} from '../logic/signup-steps.ts';

const EMPTY: SignupFormValues = {
  username: '',
  email: '',
  firstname: '',
  lastname: '',
  password: '',
  confirmPassword: '',
};

export function SignupPage() {
  useDocumentTitle('Sign up');
  const navigate = useNavigate();
  const { status } = useSession();
  const checkEmail = useCheckEmail();
  const signup = useSignup();
  const [step, setStep] = useState<SignupStep>(1);
  const [formError, setFormError] = useState<string | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const form = useForm<SignupFormValues>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const password = form.watch('password');

  if (status === 'authenticated') return <Navigate to="/" replace />;

  // docs/accounts.md#sign-up: one message at a time. A problem with a field is said once, under the
  // field; only an answer that names no field shows above the form. No toast repeats either.
  const fail = (field: keyof SignupFormValues, message: string) => {
    form.setError(field, { message }, { shouldFocus: true });
  };

  const onValid = async (values: SignupFormValues) => {
    form.clearErrors();
    setFormError(null);
    const problem = validateSignupStep(step, values);
    if (problem) return fail(problem.field, problem.message);

    if (step === 1) {
      // A taken e-mail is said before the shopper types the rest; the server checks again on submit.
      const answer = await checkEmail.mutateAsync(values.email.trim()).catch(() => null);
      if (answer?.exists) return fail('email', AUTH_MESSAGES.emailTaken);
      return setStep(2);
    }
    if (step === 2) return setStep(3);

    try {
      await signup.mutateAsync(toSignupInput(values));
    } catch (error) {
      const message = signupErrorMessage(error);
      const field = fieldOfServerError(message);
      if (field) {
        setStep(stepOfField(field));
        fail(field, message);
      } else {
        setFormError(message);
      }
      return;
    }
    // The login page says "Registration successful! ..." once; nothing from this page may linger.
    toast.dismiss();
    navigate('/login', {
      state: { notice: AUTH_MESSAGES.registered, emailOrUsername: values.email.trim() },
    });
  };

  const busy = checkEmail.isPending || signup.isPending;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Join us for faster checkout, order tracking and prosperity tips."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLink}>
            Log in
          </Link>
        </>
      }
    >
      <StepIndicator current={step} />
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="mt-5 space-y-4">
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        {step === 1 && (
          <>
            <TextField
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.username?.message}
              {...form.register('username')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </>
        )}
        {step === 2 && (
          <>
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstname?.message}
              {...form.register('firstname')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastname?.message}
              {...form.register('lastname')}
            />
          </>
        )}
        {step === 3 && (
          <>
            {/* Lets password managers save the new password under the account's e-mail. */}
            <input type="email" autoComplete="username" value={form.getValues('email')} readOnly hidden />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordChecklist password={password} />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <p className="text-xs text-stone-500">
              By creating an account you agree to our{' '}
              <button type="button" className={textLink} onClick={() => setPrivacyOpen(true)}>
                Privacy Policy
              </button>
              .
            </p>
          </>
        )}
        <div className="flex gap-3 pt-1">
          {step > 1 && (
            <button
              type="button"
              className={`${secondaryButton} max-w-[8rem]`}
              disabled={busy}
              onClick={() => {
                form.clearErrors();
                setFormError(null);
                setStep((current) => (current > 1 ? ((current - 1) as SignupStep) : current));
              }}
            >
              Back
            </button>
          )}
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy
              ? step === 3
                ? 'Creating account...'
                : 'Checking...'
              : step === 3
                ? 'Create Account'
                : 'Continue'}
          </button>
        </div>
      </form>
      <LegalDialog document={privacyOpen ? 'privacy' : null} onClose={() => setPrivacyOpen(false)} />
    </AuthCard>
  );
}
