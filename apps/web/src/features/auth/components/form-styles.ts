// Shared class lists of the sign-in forms: red rounded-full primary buttons, outlined secondary ones.
export const primaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-600 px-6 py-2.5 text-sm font-semibold text-brand-600 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

export const textLink =
  'font-semibold text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline';
