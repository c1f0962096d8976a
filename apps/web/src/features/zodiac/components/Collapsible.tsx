import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

interface Props {
  title: string;
  open: boolean;
  onToggle: () => void;
  icon?: ReactNode;
  children: ReactNode;
}

/** A heading whose button shows or hides the section below it (a disclosure, read as expanded or not). */
export function Collapsible({ title, open, onToggle, icon, children }: Props) {
  const panelId = useId();
  // The section opens through the page's code: until it runs, its button waits, disabled.
  const hydrated = useHydrated();
  return (
    <section className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          disabled={!hydrated}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left font-display text-xl font-bold text-brand-700 hover:bg-brand-50 sm:px-6"
        >
          {icon && (
            <span aria-hidden className="text-gold-600">
              {icon}
            </span>
          )}
          <span className="flex-1">{title}</span>
          <ChevronDown
            aria-hidden
            size={20}
            className={`shrink-0 text-stone-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-stone-100 px-4 py-4 sm:px-6">
        {children}
      </div>
    </section>
  );
}
