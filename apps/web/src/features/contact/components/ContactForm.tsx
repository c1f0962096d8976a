import type { ContactMessageKind } from '@fengshui/shared/contact-messages';
import { Send } from 'lucide-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { FormField } from '../../../components/FormField.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSendContactRequest } from '../api/send-contact-request.ts';
import { useContactPrefill } from '../hooks/use-contact-prefill.ts';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.ts';
import {
  applyPrefill,
  CONTACT_FORM_MESSAGES,
  type ContactFormErrors,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  failureMessage,
  validateContactForm,
} from '../logic/contact-form.ts';
import { ResultDialog, type SendResult } from './ResultDialog.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

const inputClass =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm transition focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 aria-invalid:border-brand-500 read-only:bg-stone-100 read-only:text-stone-600';

const FIELD_ORDER: (keyof ContactFormValues)[] = ['name', 'email', 'phone', 'message'];

interface Props {
  kind: ContactMessageKind;
  /** The subject and message passed in (a consultation's booking, a ?subject=). */
  initial: { subject: string; message: string };
  /** What the subject returns to after a send: '' for contact, 'Appointment Request' for appointment. */
  resetSubject: string;
  /** The subject field is shown, read-only, always (appointment) or only when there is one (contact). */
  alwaysShowSubject: boolean;
  phoneLabel: string;
  submitLabel: string;
  successTitle: string;
  /** The success dialog's text; the server's message unless the spec fixes one. */
  successMessage: (serverMessage: string) => string;
  onSent?: () => void;
}

/**
 * The contact and appointment form (docs/content.md#contact): name, e-mail, phone and
 * message required, the subject read-only; prefilled for signed-in customers; edits guard leaving;
 * a send opens the success or failure dialog, and a success empties the message and the subject.
 */
export function ContactForm(props: Props) {
  const { kind, initial, resetSubject, alwaysShowSubject, phoneLabel, submitLabel } = props;
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactFormValues>(() => ({ ...EMPTY_CONTACT_FORM, ...initial }));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [changed, setChanged] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const send = useSendContactRequest(kind);
  const blocker = useUnsavedChangesGuard(changed);
  const formRef = useRef<HTMLFormElement>(null);

  useContactPrefill(useCallback((prefill) => setValues((current) => applyPrefill(current, prefill)), []));

  const edit = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged(true);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = validateContactForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${kind}-${first}`)?.focus();
      return;
    }
    send.mutate(checked.request, {
      onSuccess: (answer) => {
        setChanged(false);
        setValues((current) => ({ ...current, message: '', subject: resetSubject }));
        setResult({ ok: true, title: props.successTitle, message: props.successMessage(answer.message) });
        props.onSent?.();
      },
      onError: (error) =>
        setResult({ ok: false, title: CONTACT_FORM_MESSAGES.failedTitle, message: failureMessage(error) }),
    });
  };

  const id = (field: keyof ContactFormValues) => `${kind}-${field}`;
  const showSubject = alwaysShowSubject || values.subject !== '';

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        {/* Until the form's code runs, what is typed or clicked would be lost: it waits, disabled. */}
        <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={id('name')} label="Name" error={errors.name}>
              {(a11y) => (
                <input
                  {...a11y}
                  name="name"
                  autoComplete="name"
                  required
                  value={values.name}
                  onChange={(event) => edit('name')(event.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField id={id('email')} label="Email" error={errors.email}>
              {(a11y) => (
                <input
                  {...a11y}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={values.email}
                  onChange={(event) => edit('email')(event.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>
          <FormField id={id('phone')} label={phoneLabel} error={errors.phone}>
            {(a11y) => (
              <input
                {...a11y}
                name="phone"
                type="tel"
                autoComplete="tel"
                required
                value={values.phone}
                onChange={(event) => edit('phone')(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          {showSubject && (
            <FormField id={id('subject')} label="Subject">
              {(a11y) => (
                <input {...a11y} name="subject" readOnly value={values.subject} className={inputClass} />
              )}
            </FormField>
          )}
          <FormField id={id('message')} label="Message" error={errors.message}>
            {(a11y) => (
              <textarea
                {...a11y}
                name="message"
                required
                rows={6}
                value={values.message}
                onChange={(event) => edit('message')(event.target.value)}
                className={`${inputClass} resize-y`}
              />
            )}
          </FormField>
          <button
            type="submit"
            disabled={send.isPending}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            <Send aria-hidden size={16} />
            {send.isPending ? 'Sending...' : submitLabel}
          </button>
        </fieldset>
      </form>
      <ResultDialog result={result} onClose={() => setResult(null)} />
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
