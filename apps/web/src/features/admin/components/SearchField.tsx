import { Search } from 'lucide-react';
import { useAddressSearch } from '../hooks/use-address-search.ts';

interface Props {
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  /** Called once typing settles, with the trimmed text. */
  onSearch: (value: string) => void;
  maxLength?: number;
}

/** A search box that follows the address (see useAddressSearch). */
export function SearchField({ label, placeholder, value, onSearch, maxLength = 80 }: Props) {
  const [text, setText] = useAddressSearch(value, onSearch);
  return (
    <label className="relative block max-w-xl">
      <span className="sr-only">{label}</span>
      <Search
        size={18}
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-400"
      />
      <input
        type="search"
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="block min-h-11 w-full rounded-full border border-stone-300 bg-white pl-10 pr-4 text-base text-ink shadow-sm placeholder:text-stone-400 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 sm:text-sm"
      />
    </label>
  );
}
