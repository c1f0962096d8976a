import { NavLink, Outlet } from 'react-router';

const TABS = [
  { to: '/admin/content/blogs', label: 'Blog posts' },
  { to: '/admin/content/faqs', label: 'FAQs' },
  { to: '/admin/content/zodiacs', label: 'Zodiac & horoscopes' },
  { to: '/admin/content/guides', label: 'Product guides' },
  { to: '/admin/content/press', label: 'Press mentions' },
] as const;

/** The content desk: one tab per kind of content, each with its list and its forms. */
export function ContentLayout() {
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Content</h1>
      <nav aria-label="Content" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-2 border-b border-stone-200">
          {TABS.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold transition focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${
                    isActive
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-stone-600 hover:text-brand-700'
                  }`
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-5">
        <Outlet />
      </div>
    </div>
  );
}
