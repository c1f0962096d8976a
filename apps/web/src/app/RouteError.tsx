import { Link, useRouteError } from 'react-router';

/** Shown when a page's code fails to load (a new deploy, a dropped connection) or throws. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-700">Error</h1>
      <p className="mt-3 text-stone-600">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white"
        >
          Reload
        </button>
        <Link
          to="/"
          reloadDocument
          className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-600"
        >
          Go home
        </Link>
      </div>
    </div>
  );
}
