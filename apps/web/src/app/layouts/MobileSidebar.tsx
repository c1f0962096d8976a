import { BUSINESS } from '@fengshui/shared/constants';
import { Phone, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BLOG_TOPICS, HELP_LINK, PRIMARY_LINKS, SECONDARY_LINKS } from './nav-links.ts';
import { SearchBox } from './SearchBox.tsx';
import { useOutsideClick } from './use-outside-click.ts';

/** accounts-content.md 2: the same links, search, log in / sign up and the shop's phone number. */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useOutsideClick(panelRef, open, onClose);
  useEffect(() => {
    document.body.classList.toggle('scroll-lock', open);
    return () => document.body.classList.remove('scroll-lock');
  }, [open]);
  if (!open) return null;
  const item = 'block rounded-lg px-3 py-2.5 text-base text-ink hover:bg-brand-50';
  return (
    <div className="fixed inset-0 z-50 bg-black/40 xl:hidden">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="flex h-full w-[82vw] max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-center justify-between bg-brand-600 px-4 py-4 text-white">
          <span className="font-display text-xl font-bold">{BUSINESS.name}</span>
          <button type="button" onClick={onClose} aria-label="Close menu" className="rounded p-1">
            <X size={22} />
          </button>
        </div>
        <div className="bg-brand-600 px-4 pb-4">
          <SearchBox onDone={onClose} />
        </div>
        <div className="flex gap-2 px-4 py-4">
          <Link
            to="/login"
            className="flex-1 rounded-full bg-brand-600 py-2 text-center text-sm font-semibold text-white"
          >
            LOG IN
          </Link>
          <Link
            to="/signup"
            className="flex-1 rounded-full border border-brand-600 py-2 text-center text-sm font-semibold text-brand-600"
          >
            SIGN UP
          </Link>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-2">
          {PRIMARY_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={item}>
              {link.label}
            </Link>
          ))}
          <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wider text-stone-400">Blog</p>
          {BLOG_TOPICS.map((topic) => (
            <Link key={topic} to="/blog" className={item}>
              {topic}
            </Link>
          ))}
          {SECONDARY_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={item}>
              {link.label}
            </Link>
          ))}
          <Link to="/cart" className={item}>
            Cart
          </Link>
          <Link to={HELP_LINK} className={item}>
            Help
          </Link>
        </nav>
        <a
          href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`}
          className="flex items-center gap-2 border-t px-5 py-4 text-sm text-brand-700"
        >
          <Phone size={16} /> {BUSINESS.phone}
        </a>
      </div>
    </div>
  );
}
