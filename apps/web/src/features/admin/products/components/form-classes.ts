// Class lists of the catalogue forms, so every control looks and sizes alike (the order desk's buttons
// come from components/orders/action-classes.ts).

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink shadow-sm transition placeholder:text-stone-400 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-brand-500 aria-invalid:ring-brand-100 sm:text-sm';

export const smallButtonClass =
  'inline-flex min-h-9 items-center gap-1 rounded-full border border-stone-300 bg-white px-3 text-xs font-semibold text-stone-700 transition hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 disabled:cursor-not-allowed disabled:opacity-50';

export const iconButtonClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 transition hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 disabled:cursor-not-allowed disabled:opacity-40';

export const sectionTitleClass = 'font-display text-lg font-bold text-brand-700';
