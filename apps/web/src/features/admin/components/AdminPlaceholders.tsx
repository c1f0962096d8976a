import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ADMIN_NAV } from '../admin-nav.ts';

/** A screen of the admin area that is still being built. */
export function AdminComingSoon({ title }: { title: string }) {
  useDocumentTitle(`${title} | Admin`);
  const entry = ADMIN_NAV.find((item) => item.label === title);
  return (
    <section className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
      <Construction className="mx-auto text-gold-600" size={40} aria-hidden />
      <h1 className="mt-3 font-display text-3xl font-bold text-brand-700">{title}</h1>
      {entry && <p className="mt-2 text-stone-600">{entry.description}</p>}
      <p className="mt-2 text-sm text-stone-500">This screen is not available yet.</p>
      <Link to="/admin" className="mt-6 inline-block text-sm font-semibold text-brand-600 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}

/** Unknown /admin paths: the admin area's own 404, inside its layout. */
export function AdminNotFound() {
  useDocumentTitle('Page not found | Admin');
  return (
    <section className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
      <p className="font-display text-6xl font-bold text-gold-500">404</p>
      <h1 className="mt-2 font-display text-2xl font-bold text-brand-700">This admin page does not exist</h1>
      <p className="mt-2 text-sm text-stone-600">Check the address, or pick a screen from the menu.</p>
      <Link
        to="/admin"
        className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Go to the dashboard
      </Link>
    </section>
  );
}
