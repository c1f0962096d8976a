import type { SessionUser } from '@fengshui/shared/auth';
import { type ContactRequest, contactRequestSchema } from '@fengshui/shared/contact-messages';
import type { ShippingAddress } from '@fengshui/shared/users';
import { ApiRequestError } from '../../../lib/api-client.ts';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  subject: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  subject: '',
};

export { CONTACT_FORM_MESSAGES } from './contact-form-messages.ts';

import { CONTACT_FORM_MESSAGES } from './contact-form-messages.ts';

/**
 * docs/content.md#contact: a signed-in customer's name is first plus last name, the e-mail their
 * profile's, the phone that of the default shipping address (or the first one), otherwise the profile's.
 */
export function prefillFor(
  user: SessionUser,
  addresses: readonly ShippingAddress[] | undefined,
): Pick<ContactFormValues, 'name' | 'email' | 'phone'> {
  const withPhone = (address: ShippingAddress | undefined) => address?.phone?.trim() || '';
  const defaultAddress = addresses?.find((address) => address.is_default);
  return {
    name: [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    email: user.email ?? '',
    phone: withPhone(defaultAddress) || withPhone(addresses?.[0]) || user.phone?.trim() || '',
  };
}

/** Fills only the fields still empty: a prefill arriving late never overwrites what was typed. */
export function applyPrefill(
  values: ContactFormValues,
  prefill: Pick<ContactFormValues, 'name' | 'email' | 'phone'>,
): ContactFormValues {
  return {
    ...values,
    name: values.name || prefill.name,
    email: values.email || prefill.email,
    phone: values.phone || prefill.phone,
  };
}

/** The same rules as the server (one schema); the first message of each field is shown beside it. */
export function validateContactForm(
  values: ContactFormValues,
): { ok: true; request: ContactRequest } | { ok: false; errors: ContactFormErrors } {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The failure dialog's text: the server's own message when it answered, else the fallback (a lost
 * connection has no server message).
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== null && error.status !== 401) return error.message;
  return CONTACT_FORM_MESSAGES.failedFallback;
}
