import { Search } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { SearchBox } from './SearchBox.tsx';
import { useOutsideClick } from './use-outside-click.ts';

/** The search field on wide screens; a search button that opens it everywhere else. */
export function NavSearch() {
  const [open, setOpen] = useState(false);
  // On a server-rendered page the button waits, disabled, until its code runs: an early press is not lost.
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  return (
    <>
      <SearchBox
        className="hidden w-56 2xl:block"
        // Wider than the field, so product names and prices fit.
        resultsClassName="absolute right-0 top-full mt-2 w-[26rem] max-h-[min(32rem,calc(100dvh-6rem))]"
      />
      <div className="relative 2xl:hidden" ref={ref}>
        <button
          type="button"
          aria-label="Search"
          aria-expanded={open}
          disabled={!hydrated}
          onClick={() => setOpen((current) => !current)}
          className="rounded-full p-2 text-white hover:text-gold-300"
        >
          <Search size={20} />
        </button>
        {open && (
          <div className="fixed inset-x-0 top-16 bg-brand-700 px-4 py-3 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96 sm:rounded-xl">
            <SearchBox onDone={close} autoFocus />
          </div>
        )}
      </div>
    </>
  );
}
