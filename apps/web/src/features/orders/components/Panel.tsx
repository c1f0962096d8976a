import type { ReactNode } from 'react';

/** A white card with a gold-ruled display heading, as on the checkout. */
export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3 border-b border-gold-300/60 pb-3">
        <h2 className="font-display text-xl font-bold text-brand-700">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
