import { BUSINESS } from '@fengshui/shared/constants';
import { LogOut, Menu, Store, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLogout, useSession } from '../../lib/session/session-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';

/** The admin area's own frame: a top bar with the shop's name and a way back, and a side menu. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-cream print:bg-white">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <AdminTopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="mx-auto flex max-w-[90rem]">
        <aside
          className={`${menuOpen ? 'block' : 'hidden'} fixed inset-x-0 top-14 bottom-0 z-30 overflow-y-auto border-r border-stone-200 bg-white lg:sticky lg:block lg:h-[calc(100vh-3.5rem)] lg:w-60 lg:shrink-0 print:hidden`}
        >
          <AdminSideNav />
        </aside>
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 lg:px-8 lg:py-8 print:p-0">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}

function AdminTopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-3 bg-brand-700 px-4 text-white shadow-md print:hidden">
      <button
        type="button"
        onClick={onToggleMenu}
        aria-label={menuOpen ? 'Close admin menu' : 'Open admin menu'}
        aria-expanded={menuOpen}
        className="rounded p-1 lg:hidden"
      >
        {menuOpen ? <X size={22} /> : <Menu size={22} />}
      </button>
      <Link to="/admin" className="flex min-w-0 items-center gap-2">
        <img src="/favicon.svg" alt="" width={28} height={28} className="rounded-full ring-2 ring-gold-400" />
        <span className="truncate font-display text-lg font-bold sm:text-xl">{BUSINESS.name}</span>
        <span className="rounded-full bg-gold-400 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-ink">
          Admin
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <Link
          to="/"
          className="flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium hover:text-gold-300"
        >
          <Store size={18} aria-hidden />
          <span className="hidden sm:inline">Back to shop</span>
          <span className="sr-only sm:hidden">Back to shop</span>
        </Link>
        {user && (
          <span className="hidden text-sm text-white/80 md:inline" title={user.email}>
            {user.firstName} {user.lastName}
          </span>
        )}
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium hover:text-gold-300"
        >
          <LogOut size={18} aria-hidden />
          <span className="hidden sm:inline">Logout</span>
          <span className="sr-only sm:hidden">Logout</span>
        </button>
      </div>
    </header>
  );
}

function AdminSideNav() {
  return (
    <nav aria-label="Admin" className="space-y-1 p-3">
      {ADMIN_NAV.map(({ to, label, Icon, available }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/admin'}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg border-l-4 px-3 py-2.5 text-sm transition ${
              isActive
                ? 'border-gold-500 bg-brand-50 font-semibold text-brand-700'
                : 'border-transparent text-stone-700 hover:bg-stone-50 hover:text-brand-700'
            }`
          }
        >
          <Icon size={18} aria-hidden />
          <span className="flex-1">{label}</span>
          {!available && (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-[10px] font-semibold uppercase text-stone-500">
              Soon
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
