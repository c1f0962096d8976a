// docs/content.md#messages. The form's titles and texts, apart from its schema (contact-form.ts), so
// the contact page's first JavaScript carries no zod (docs/decisions/006-server-rendering.md).
export const CONTACT_FORM_MESSAGES = {
  failedTitle: 'Failed to send',
  failedFallback: 'Something went wrong. Please try again later.',
  contactSentTitle: 'Message Sent!',
  appointmentSentTitle: 'Appointment Request Sent!',
  appointmentSent:
    "We've received your appointment request. We'll get back to you soon with available schedules.",
  unsavedTitle: 'Unsaved Changes',
  unsavedText: 'You have unsaved changes. Are you sure you want to leave?',
} as const;
