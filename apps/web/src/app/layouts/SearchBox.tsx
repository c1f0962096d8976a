import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/** Sends the shopper to the shop's search results; the live grouped search comes with the content site. */
export function SearchBox({
  onDone,
  className = '',
  autoFocus = false,
}: {
  onDone?: () => void;
  className?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/shop?search=${encodeURIComponent(query)}`);
    setText('');
    onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: React's JSX types have no <search> element yet
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <input
        aria-label="Search products"
        // biome-ignore lint/a11y/noAutofocus: the field opens because the shopper asked to search
        autoFocus={autoFocus}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Try search something..."
        maxLength={200}
        className="w-full rounded-full border border-white/30 bg-white/95 py-2 pl-4 pr-10 text-sm text-ink placeholder:text-stone-400 focus:border-gold-400 focus:outline-none"
      />
      <button
        type="submit"
        className="absolute right-1 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-brand-600"
        aria-label="Search"
      >
        <Search size={18} />
      </button>
    </form>
  );
}
