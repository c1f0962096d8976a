import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  /** The section's Edit (or Add) button, shown beside the title. */
  action?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the account page, titled for screen readers and for the page's section links. */
export function AccountSection({
  id,
  title,
  description,
  icon: Icon,
  action,
  tone = 'default',
  children,
}: Props) {
  const danger = tone === 'danger';
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className={`scroll-mt-24 rounded-xl border bg-white p-4 shadow-sm sm:p-6 ${danger ? 'border-brand-200' : 'border-stone-200'}`}
    >
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${danger ? 'bg-brand-50 text-brand-700' : 'bg-gold-100 text-gold-700'}`}
            aria-hidden
          >
            <Icon size={20} />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="font-display text-2xl font-bold leading-tight text-brand-700">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-stone-500">{description}</p>}
          </div>
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
