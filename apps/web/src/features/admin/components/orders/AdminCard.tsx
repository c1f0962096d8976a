import type { ReactNode } from 'react';

/** A white card of the order desk, with a display heading. */
export function AdminCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3 border-b border-stone-100 pb-2">
        <h2 className="font-display text-xl font-bold text-brand-700">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
