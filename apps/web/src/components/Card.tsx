import type { ReactNode } from 'react';

// The shop's cards (checkout, order pages) are airier than the admin desk's denser ones.
const LOOKS = {
  shop: {
    section: 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6',
    heading: 'mb-4 flex items-center justify-between gap-3 border-b border-gold-300/60 pb-3',
  },
  admin: {
    section: 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5',
    heading: 'mb-3 flex items-center justify-between gap-3 border-b border-stone-100 pb-2',
  },
} as const;

/** A white card named by its display heading, with an optional action beside the heading. */
export function Card({
  title,
  action,
  look = 'shop',
  children,
}: {
  title: string;
  action?: ReactNode;
  look?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  const classes = LOOKS[look];
  return (
    <section aria-label={title} className={classes.section}>
      <div className={classes.heading}>
        <h2 className="font-display text-xl font-bold text-brand-700">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
