import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-bold text-gold-500">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-brand-700">This page could not be found</h1>
      <p className="mt-3 text-stone-600">
        The link may be old or mistyped. The shop and our guides are a click away.
      </p>
      <div className="mt-8 flex gap-3">
        <Link
          to="/"
          className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-600"
        >
          Go home
        </Link>
        <Link to="/shop" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white">
          Browse the shop
        </Link>
      </div>
    </section>
  );
}
