import { BUSINESS, NAVBAR_SCROLL_THRESHOLD_PX } from '@fengshui/shared/constants';
import { ChevronDown, Menu, ShoppingBag } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { lazyBoundary } from '../../lib/lazy-boundary.tsx';
import { useSession } from '../../lib/session/session-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BLOG_TOPICS, HELP_LINK, PRIMARY_LINKS, SECONDARY_LINKS } from './nav-links.ts';
import { useOutsideClick } from './use-outside-click.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

// The bar's menus, search and bell are rendered with the page on the server but their code comes
// after the first paint, each hydrating as it arrives (docs/decisions/006-server-rendering.md).
const NavSearch = lazyBoundary(() => import('./NavSearch.tsx').then((m) => m.NavSearch));
const NotificationsBell = lazyBoundary(() =>
  import('./NotificationsBell.tsx').then((m) => m.NotificationsBell),
);
const UserMenu = lazyBoundary(() => import('./UserMenu.tsx').then((m) => m.UserMenu));
const MobileSidebar = lazyBoundary(() => import('./MobileSidebar.tsx').then((m) => m.MobileSidebar));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium transition hover:text-gold-300 ${isActive ? 'text-gold-300' : 'text-white'}`;

export function Navbar({ cartCount = 0 }: { cartCount?: number }) {
  const { pathname } = useLocation();
  // While the session is checked, the last known user is shown so signed-in shoppers see no flash.
  const { user } = useSession();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  // docs/content.md#navigation-and-footer: transparent on the home page until scrolled more than 50 px, red elsewhere.
  const transparent = pathname === '/' && !scrolled;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [blogOpen, setBlogOpen] = useState(false);
  const blogRef = useRef<HTMLDivElement>(null);
  const closeBlog = useCallback(() => setBlogOpen(false), []);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  // The menu and the blog's topics open through the page's code: until it runs, their buttons wait,
  // disabled, so an early press is not lost (the links beside them work as plain links).
  const hydrated = useHydrated();
  useOutsideClick(blogRef, blogOpen, closeBlog);

  // biome-ignore lint/correctness/useExhaustiveDependencies: menus close whenever the page changes
  useEffect(() => {
    setSidebarOpen(false);
    setBlogOpen(false);
  }, [pathname]);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        transparent ? 'bg-transparent' : 'bg-brand-600 shadow-md'
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <button
          type="button"
          className="rounded p-1 text-white xl:hidden"
          aria-label="Open menu"
          aria-expanded={sidebarOpen}
          disabled={!hydrated}
          onClick={() => setSidebarOpen(true)}
        >
          <Menu size={24} />
        </button>
        <Link to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap text-white">
          <img
            src="/favicon.svg"
            alt=""
            width={32}
            height={32}
            className="rounded-full ring-2 ring-gold-400"
          />
          <span className="font-display text-xl font-bold tracking-wide">{BUSINESS.name}</span>
        </Link>

        <div className="ml-4 hidden items-center whitespace-nowrap xl:flex">
          {PRIMARY_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <div className="relative" ref={blogRef}>
            <button
              type="button"
              className="flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-white hover:text-gold-300"
              aria-expanded={blogOpen}
              aria-haspopup="menu"
              disabled={!hydrated}
              onClick={() => setBlogOpen((open) => !open)}
            >
              Blog <ChevronDown size={14} />
            </button>
            {blogOpen && (
              <div
                role="menu"
                className="absolute left-0 top-full mt-2 w-48 rounded-lg bg-white py-2 shadow-lg"
              >
                {BLOG_TOPICS.map((topic) => (
                  <Link
                    key={topic}
                    role="menuitem"
                    to="/blog"
                    className="block px-4 py-2 text-sm text-ink hover:bg-brand-50"
                  >
                    {topic}
                  </Link>
                ))}
              </div>
            )}
          </div>
          {SECONDARY_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>

        <div className="ml-auto flex items-center gap-1">
          <NavSearch key={pathname} />
          <Link to={HELP_LINK} className="hidden px-1 text-sm text-white hover:text-gold-300 2xl:block">
            Help
          </Link>
          <NotificationsBell />
          <Link
            to="/cart"
            className="flex items-center gap-0.5 rounded-full px-1.5 py-2 text-white hover:text-gold-300 sm:gap-1 sm:p-2"
            aria-label="Cart"
          >
            <ShoppingBag size={20} />
            {/* The total item count (docs/content.md#navigation-and-footer); narrow on phones, where the bar is full. */}
            {cartCount > 0 && <span className="text-xs font-semibold figures sm:text-sm">({cartCount})</span>}
          </Link>
          {user ? (
            // On phones the sidebar carries the user's name, My Account, My Purchase and Logout.
            <div className="hidden sm:block">
              <UserMenu user={user} />
            </div>
          ) : (
            <div className="ml-1 hidden items-center gap-2 whitespace-nowrap sm:flex">
              <Link
                to="/signup"
                className="rounded-full border border-white/70 px-3 py-1 text-xs font-semibold text-white hover:bg-white/10"
              >
                SIGN UP
              </Link>
              <Link
                to="/login"
                className="rounded-full bg-gold-500 px-3 py-1 text-xs font-semibold text-ink hover:bg-gold-400"
              >
                LOG IN
              </Link>
            </div>
          )}
        </div>
      </nav>
      <MobileSidebar open={sidebarOpen} onClose={closeSidebar} cartCount={cartCount} />
    </header>
  );
}
