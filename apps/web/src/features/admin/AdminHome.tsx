import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ADMIN_NAV } from './admin-nav.ts';

/** The admin landing page: what the owner can do here today, and what is on its way. */
export function AdminHome() {
  useDocumentTitle('Dashboard | Admin');
  const { user } = useSession();
  const screens = ADMIN_NAV.filter((item) => item.to !== '/admin');
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">
        {user ? `Welcome, ${user.firstName}` : 'Dashboard'}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        This is where you run the shop. The screens below are listed with what they do; those marked "Coming
        soon" are still being built.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {screens.map(({ to, label, Icon, available, description }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition hover:ring-gold-400"
            >
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <Icon size={20} aria-hidden />
                </span>
                <h2 className="font-display text-xl font-bold text-ink">{label}</h2>
                <span
                  className={`ml-auto rounded-full px-2 py-0.5 text-[11px] font-semibold ${
                    available ? 'bg-emerald-50 text-emerald-700' : 'bg-stone-100 text-stone-500'
                  }`}
                >
                  {available ? 'Available' : 'Coming soon'}
                </span>
              </div>
              <p className="mt-3 flex-1 text-sm text-stone-600">{description}</p>
              {available && (
                <span className="mt-4 flex items-center gap-1 text-sm font-semibold text-brand-600 group-hover:gap-2">
                  Open {label} <ArrowRight size={16} aria-hidden />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
