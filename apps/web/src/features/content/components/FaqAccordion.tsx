import { manilaDateTextOf } from '@fengshui/shared/manila-time';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { lazyBoundary } from '../../../lib/lazy-boundary.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { FaqItem } from '../logic/faq-filter.ts';

// DOMPurify comes with the rich text, after the first paint; the server has rendered the text already.
const RichText = lazyBoundary(() => import('./RichText.tsx').then((m) => m.RichText));

/**
 * docs/content.md#faq: one answer open at a time. Each question is a real button (Enter and
 * Space toggle it) that names its answer region through aria-controls and reports aria-expanded. The
 * questions are the page's second heading level, right under its title (axe heading-order).
 */
export function FaqAccordion({
  items,
  openKey,
  onToggle,
}: {
  items: readonly FaqItem[];
  openKey: string | null;
  onToggle: (key: string) => void;
}) {
  const baseId = useId();
  // An answer opens through the page's code: until it runs, the questions wait, disabled.
  const hydrated = useHydrated();
  return (
    <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const open = item.key === openKey;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li key={item.key}>
            <h2>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(item.key)}
                disabled={!hydrated}
                className="flex w-full items-start justify-between gap-4 px-4 py-4 text-left font-semibold text-ink hover:bg-brand-50/60 focus-visible:bg-brand-50/60 sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  size={20}
                  aria-hidden
                  className={`mt-0.5 shrink-0 text-brand-600 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="px-4 pb-5 sm:px-6">
              <RichText html={item.answer} className="text-sm sm:text-base" />
              {item.publishDate && (
                <p className="mt-3 text-xs text-stone-500">
                  Published on {manilaDateTextOf(item.publishDate)}
                  {item.status ? ` | Status: ${item.status}` : ''}
                </p>
              )}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
