import { Link2 } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { shareLinks } from '../logic/share-links.ts';

const button =
  'inline-flex min-h-10 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:border-brand-300 hover:text-brand-700';

// lucide-react dropped brand icons, so the two marks are drawn here.
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden fill="currentColor">
      <path d="M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.4H7.4v3.2h2.8V22h3.3Z" />
    </svg>
  );
}

function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden fill="currentColor">
      <path d="M18.9 2H22l-6.8 7.8L23 22h-6.2l-4.9-6.4L6.3 22H3.2l7.3-8.3L1 2h6.3l4.4 5.9L18.9 2Zm-1.1 18h1.7L6.3 3.9H4.5L17.8 20Z" />
    </svg>
  );
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = shareLinks(url, title);
  // Copying is the page's code: until it runs, the button waits, disabled (the two links work at once).
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-stone-600">Share:</span>
      <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={button}>
        <FacebookMark />
        Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a href={links.x} target="_blank" rel="noopener noreferrer" className={button}>
        <XMark />X<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button type="button" onClick={copy} disabled={!hydrated} className={button}>
        <Link2 size={16} aria-hidden />
        Copy link
      </button>
    </div>
  );
}
