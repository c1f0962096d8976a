import { BookOpen, Sparkles } from 'lucide-react';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { Price } from '../../../components/Price.tsx';
import type { LiveSearchState } from '../api/search-everything.ts';
import { SEARCH_TEXT, type SearchHit } from '../logic/search-results.ts';

interface Props {
  listboxId: string;
  state: Exclude<LiveSearchState, { status: 'idle' }>;
  /** The hit the arrow keys have reached, by key; null when none. */
  highlightedKey: string | null;
  optionId: (hit: SearchHit) => string;
  onChoose: (hit: SearchHit) => void;
  className: string;
}

/** The dropdown of the navbar search: a status line, or the grouped results as a listbox. */
export function SearchResults({ listboxId, state, highlightedKey, optionId, onChoose, className }: Props) {
  const groups = state.status === 'done' ? state.groups : [];
  const message =
    state.status === 'loading' ? SEARCH_TEXT.loading : groups.length === 0 ? SEARCH_TEXT.empty : null;
  return (
    // The field's arrow keys move through the results; the list is also a tab stop so a keyboard can
    // scroll it (axe's scrollable-region rule), and focus there keeps it open.
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={`z-50 overflow-y-auto overscroll-contain rounded-xl bg-white text-left shadow-xl ring-1 ring-stone-200 ${className}`}
      data-testid="search-results"
    >
      {message && (
        <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-stone-600">
          {state.status === 'loading' && (
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-gold-300 border-t-brand-600"
              aria-hidden
            />
          )}
          {message}
        </p>
      )}
      <div id={listboxId} role="listbox" aria-label="Search results" className={groups.length ? 'py-1' : ''}>
        {groups.map((group) => {
          const headingId = `${listboxId}-${group.kind}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are not form fieldsets
            <div key={group.kind} role="group" aria-labelledby={headingId} className="py-1">
              <p
                id={headingId}
                role="presentation"
                className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wider text-stone-500 uppercase"
              >
                {group.heading}
              </p>
              {group.hits.map((hit) => (
                // The combobox keeps focus and points here with aria-activedescendant; a pointer
                // chooses with a click (mousedown is cancelled so the field does not lose focus).
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (LiveSearchBox)
                // biome-ignore lint/a11y/useFocusableInteractive: listbox options are reached through aria-activedescendant
                <div
                  key={hit.key}
                  id={optionId(hit)}
                  role="option"
                  aria-selected={hit.key === highlightedKey}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(hit)}
                  className={`mx-1 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-50 ${
                    hit.key === highlightedKey ? 'bg-brand-50 ring-1 ring-brand-200' : ''
                  }`}
                >
                  <HitContent hit={hit} />
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const thumb = 'h-12 w-12 shrink-0 rounded-md bg-stone-100 object-cover';

function HitContent({ hit }: { hit: SearchHit }) {
  switch (hit.kind) {
    case 'product':
      return (
        <>
          <ImageWithFallback
            src={hit.image}
            srcSet={hit.imageSrcset ?? undefined}
            sizes="48px"
            alt=""
            loading="lazy"
            width={48}
            height={48}
            className={thumb}
          />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm font-medium text-ink">{hit.title}</span>
            <span className="block">
              <Price product={hit.price} />
            </span>
          </span>
        </>
      );
    case 'zodiac':
      return (
        <>
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700"
            aria-hidden
          >
            <Sparkles size={18} />
          </span>
          <span className="text-sm font-medium text-ink">{hit.title}</span>
        </>
      );
    case 'blog':
    case 'guide':
      return (
        <>
          {hit.image ? (
            <ImageWithFallback
              src={hit.image}
              srcSet={hit.imageSrcset ?? undefined}
              sizes="48px"
              alt=""
              loading="lazy"
              width={48}
              height={48}
              className={thumb}
            />
          ) : (
            <span className={`${thumb} flex items-center justify-center text-stone-400`} aria-hidden>
              <BookOpen size={20} />
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm font-medium text-ink">{hit.title}</span>
            {/* Most guides are named after their category; saying it twice adds nothing. */}
            {hit.category && hit.category !== hit.title && (
              <span className="block text-xs text-stone-600">{hit.category}</span>
            )}
          </span>
        </>
      );
  }
}
