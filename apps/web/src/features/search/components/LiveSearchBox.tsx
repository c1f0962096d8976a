import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLiveSearch } from '../api/search-everything.ts';
import { usePointerOutside } from '../hooks/use-pointer-outside.ts';
import {
  cleanSearchQuery,
  flattenGroups,
  nextHighlight,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_TEXT,
  type SearchHit,
  shopSearchPath,
} from '../logic/search-results.ts';
import { SearchResults } from './SearchResults.tsx';

interface Props {
  /** Called after the shopper has gone somewhere, so a pop-over or sidebar can close. */
  onDone?: () => void;
  className?: string;
  autoFocus?: boolean;
  /** Where the dropdown sits: under the field by default; the sidebar lays it out in its own flow. */
  resultsClassName?: string;
}

const OVERLAY = 'absolute inset-x-0 top-full mt-2 max-h-[min(32rem,calc(100dvh-9rem))]';

/**
 * docs/content.md#search as an ARIA combobox: the field keeps focus, the arrow keys move
 * through the grouped results, Enter opens the highlighted one (or the shop's results when none is),
 * Escape closes the list; a click outside closes it too.
 */
export function LiveSearchBox({
  onDone,
  className = '',
  autoFocus = false,
  resultsClassName = OVERLAY,
}: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState<{ query: string; index: number }>({ query: '', index: -1 });
  const containerRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const quietFocus = useRef(false);
  const navigate = useNavigate();
  const listboxId = useId();
  const state = useLiveSearch(text);

  const hits = state.status === 'done' ? flattenGroups(state.groups) : [];
  // A highlight belongs to the results it was made on; new results start with none.
  const highlightedIndex = state.status === 'done' && highlight.query === state.query ? highlight.index : -1;
  const highlighted = hits[highlightedIndex] ?? null;
  const expanded = open && state.status !== 'idle';
  const optionId = useCallback((hit: SearchHit) => `${listboxId}-${hit.key}`, [listboxId]);

  usePointerOutside(containerRef, expanded, () => setOpen(false));

  // On a server-rendered page the field takes typing before its code runs. Hydrating keeps that text
  // in the field but not in the state, and the next render would empty the field: the state adopts it,
  // and the results open if the shopper is still in the field.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === '') return;
    setText(input.value);
    if (document.activeElement === input) setOpen(true);
  }, []);

  useEffect(() => {
    if (highlighted) document.getElementById(optionId(highlighted))?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted, optionId]);

  const finish = (to: string) => {
    setText('');
    setOpen(false);
    onDone?.();
    navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = cleanSearchQuery(text);
    if (query) finish(shopSearchPath(query));
  };

  // On the form, so it works from the field and from the scrolled list alike.
  const onEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    // Only the list closes: the text stays (a search field's own Escape would clear it), and the
    // pop-over or sidebar around the field stays open.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    // Back to the field (the list it was in is gone), without reopening the list on that focus.
    if (document.activeElement !== inputRef.current) {
      quietFocus.current = true;
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (state.status !== 'done') return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ query: state.query, index: nextHighlight(highlightedIndex, hits.length, step) });
    } else if (event.key === 'Enter' && expanded && highlighted) {
      event.preventDefault();
      finish(highlighted.to);
    }
  };

  return (
    // Before the page's code runs the form is a plain search of the shop (/shop?search=…, the address
    // `submit` goes to).
    // biome-ignore lint/a11y/useSemanticElements: React's JSX types have no <search> element yet
    <form
      role="search"
      action="/shop"
      ref={containerRef}
      onSubmit={submit}
      onKeyDown={onEscape}
      onBlur={(event) => {
        // Tabbing out of the field or the list closes it; a blur to nowhere (a phone's keyboard
        // closing) does not.
        const next = event.relatedTarget;
        if (next && !containerRef.current?.contains(next)) setOpen(false);
      }}
      className={`relative ${className}`}
    >
      <div className="relative">
        <input
          ref={inputRef}
          role="combobox"
          aria-label="Search the shop"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && highlighted ? optionId(highlighted) : undefined}
          // biome-ignore lint/a11y/noAutofocus: the field opens because the shopper asked to search
          autoFocus={autoFocus}
          type="search"
          name="search"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            if (!quietFocus.current) setOpen(true);
            quietFocus.current = false;
          }}
          onKeyDown={onKeyDown}
          placeholder={SEARCH_TEXT.placeholder}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          className="w-full rounded-full border border-white/30 bg-white/95 py-2 pl-4 pr-10 text-sm text-ink placeholder:text-stone-500 focus:border-gold-400 focus:outline-none"
        />
        <button
          type="submit"
          className="absolute right-1 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-brand-600"
          aria-label="Search"
        >
          <Search size={18} />
        </button>
      </div>
      {expanded && (
        <SearchResults
          listboxId={listboxId}
          state={state}
          highlightedKey={highlighted?.key ?? null}
          optionId={optionId}
          onChoose={(hit) => finish(hit.to)}
          className={resultsClassName}
        />
      )}
    </form>
  );
}
