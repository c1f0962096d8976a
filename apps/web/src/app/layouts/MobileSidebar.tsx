import type { SessionUser } from '@fengshui/shared/auth';
import { BUSINESS } from '@fengshui/shared/constants';
import { LogOut, Package, Phone, UserRound, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLogout, useSession } from '../../lib/session/session-api.ts';
import { BLOG_TOPICS, HELP_LINK, PRIMARY_LINKS, SECONDARY_LINKS } from './nav-links.ts';
import { SearchBox } from './SearchBox.tsx';
import { useOutsideClick } from './use-outside-click.ts';

/** docs/content.md#navigation-and-footer: the same links, search, log in / sign up or the user, and the shop's phone. */
export function MobileSidebar({
  open,
  onClose,
  cartCount = 0,
}: {
  open: boolean;
  onClose: () => void;
  cartCount?: number;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { user } = useSession();
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
          {/* In the sidebar's own flow, so the results scroll inside it on a phone. */}
          <SearchBox onDone={onClose} resultsClassName="mt-2 max-h-[60dvh]" />
        </div>
        {user ? (
          <SidebarUser user={user} onDone={onClose} />
        ) : (
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
        )}
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
            Cart{cartCount > 0 && ` (${cartCount})`}
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

function SidebarUser({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const logout = useLogout();
  const link = 'flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50';
  return (
    <div className="border-b border-stone-100 px-4 py-4">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-400 text-ink">
          <UserRound size={20} aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-stone-500">{user.email}</p>
        </div>
      </div>
      <div className="mt-3 grid gap-1">
        <Link to="/account" className={link}>
          <UserRound size={16} aria-hidden /> My Account
        </Link>
        <Link to="/purchases" className={link}>
          <Package size={16} aria-hidden /> My Purchase
        </Link>
        <button
          type="button"
          className={`${link} text-left`}
          disabled={logout.isPending}
          onClick={() => {
            onDone();
            logout.mutate();
          }}
        >
          <LogOut size={16} aria-hidden /> Logout
        </button>
      </div>
    </div>
  );
}
