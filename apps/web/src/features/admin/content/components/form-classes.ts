// Class lists of the content forms (buttons come from the order desk's action-classes.ts).

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink shadow-sm placeholder:text-stone-400 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 aria-invalid:border-brand-500 sm:text-sm';

export const textareaClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base leading-relaxed text-ink shadow-sm placeholder:text-stone-400 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 aria-invalid:border-brand-500 sm:text-sm';

export const toolButtonClass =
  'inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-stone-700 transition hover:bg-white hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 disabled:opacity-50';

export const smallButtonClass =
  'inline-flex min-h-9 items-center gap-1 rounded-full border border-stone-300 bg-white px-3 text-xs font-semibold text-stone-700 transition hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 disabled:cursor-not-allowed disabled:opacity-50';

/** The sanitised HTML as the site would show it, with the same simple typography. */
export const proseClass =
  'space-y-3 text-sm leading-relaxed text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-700 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold [&_img]:max-w-full [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';
