import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatManilaDateTime } from '../../../../lib/format-date.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ListPageHeader, PagedResults } from '../../components/ListPage.tsx';
import { useAdminZodiacs } from '../api/get-admin-zodiacs.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';

/** /admin/content/zodiacs: the twelve signs, their guide texts and their horoscopes. */
export function ZodiacsPage() {
  useDocumentTitle('Zodiac & horoscopes | Admin');
  const zodiacs = useAdminZodiacs();
  return (
    <div>
      <ListPageHeader
        title="Zodiac guides and horoscopes"
        level={2}
        intro="Each sign has its guide (overview, career, health, love, lucky colours and numbers) and its daily, weekly and monthly horoscope. When you change a text, signed-in customers who have not read the sign since see it marked as new on the horoscope page."
      />
      <PagedResults
        query={zodiacs}
        loadingLabel="Loading the signs…"
        isEmpty={(loaded) => loaded.zodiacs.length === 0}
        emptyTitle="No signs yet."
      >
        {(loaded) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {loaded.zodiacs.map((zodiac) => (
              <li key={zodiac.sign}>
                <Link
                  to={`/admin/content/zodiacs/${zodiac.sign}`}
                  aria-label={`Edit ${zodiac.name}`}
                  className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-gold-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
                >
                  <div className="flex items-center gap-2">
                    <h3 className="font-display text-xl font-bold text-brand-700">{zodiac.name}</h3>
                    <StatusBadge status={zodiac.status} />
                    <Pencil size={16} aria-hidden className="ml-auto text-stone-400" />
                  </div>
                  <p className="mt-2 line-clamp-3 flex-1 text-sm text-stone-600">
                    {zodiac.overview || 'No overview yet.'}
                  </p>
                  <p className="mt-3 text-xs text-stone-500">
                    Texts changed {formatManilaDateTime(zodiac.content_updated_at)}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
