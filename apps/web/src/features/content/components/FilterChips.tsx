import { Link } from 'react-router';
import { useSelectedInView } from '../../../lib/use-selected-in-view.ts';

export interface Chip {
  label: string;
  to: string;
  active: boolean;
}

/** A row of topic or category links; the active one is marked for screen readers too. */
export function FilterChips({ label, chips }: { label: string; chips: readonly Chip[] }) {
  const row = useSelectedInView<HTMLElement>(chips.find((chip) => chip.active)?.label);
  return (
    <nav ref={row} aria-label={label} className="-mx-4 overflow-x-auto px-4 no-scrollbar">
      <ul className="flex gap-2 whitespace-nowrap sm:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              to={chip.to}
              aria-current={chip.active ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors ${
                chip.active
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-brand-300 hover:text-brand-700'
              }`}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
