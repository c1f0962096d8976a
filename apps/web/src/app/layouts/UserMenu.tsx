import type { SessionUser } from '@fengshui/shared/auth';
import { ChevronDown, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../lib/session/session-api.ts';
import { useOutsideClick } from './use-outside-click.ts';

/** docs/content.md#navigation-and-footer: the signed-in user's name with My Account, My Purchase and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  const logout = useLogout();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  const item = 'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-ink hover:bg-brand-50';
  return (
    <div className="relative ml-1" ref={ref}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${user.firstName}`}
        onClick={() => setOpen((shown) => !shown)}
        className="flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-semibold text-white hover:text-gold-300"
      >
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-gold-400 text-ink">
          <UserRound size={16} aria-hidden />
        </span>
        <span className="hidden max-w-[9rem] truncate sm:inline">{user.firstName || user.username}</span>
        <ChevronDown size={14} aria-hidden className="hidden sm:block" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 top-full mt-2 w-56 overflow-hidden rounded-lg bg-white py-2 shadow-lg"
        >
          <div className="border-b border-stone-100 px-4 pb-2">
            <p className="truncate text-sm font-semibold text-ink">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-xs text-stone-500">{user.email}</p>
          </div>
          <Link role="menuitem" to="/account" className={item}>
            <UserRound size={16} aria-hidden /> My Account
          </Link>
          <Link role="menuitem" to="/purchases" className={item}>
            <Package size={16} aria-hidden /> My Purchase
          </Link>
          {user.userType === 'admin' && (
            <Link role="menuitem" to="/admin" className={item}>
              <LayoutDashboard size={16} aria-hidden /> Admin
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            className={`${item} border-t border-stone-100`}
            disabled={logout.isPending}
            onClick={() => {
              setOpen(false);
              logout.mutate();
            }}
          >
            <LogOut size={16} aria-hidden /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
