import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_NAV } from '../../admin-nav.ts';

/** Every screen of the admin area with what it does; one still being built says so. */
export function AdminScreens() {
  const screens = ADMIN_NAV.filter((item) => item.to !== '/admin');
  return (
    <section aria-labelledby="dashboard-screens">
      <h2 id="dashboard-screens" className="font-display text-xl font-bold text-brand-700">
        All screens
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {screens.map(({ to, label, Icon, available, description }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-gold-400"
            >
              <div className="flex items-center gap-3">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <Icon size={18} aria-hidden />
                </span>
                <h3 className="font-display text-lg font-bold text-ink">{label}</h3>
                {available ? (
                  <ArrowRight
                    size={16}
                    aria-hidden
                    className="ml-auto text-brand-600 transition group-hover:translate-x-0.5"
                  />
                ) : (
                  <span className="ml-auto rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-semibold text-stone-500">
                    Coming soon
                  </span>
                )}
              </div>
              <p className="mt-2 flex-1 text-sm text-stone-600">{description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
