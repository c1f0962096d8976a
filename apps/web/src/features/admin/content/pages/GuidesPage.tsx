import { FileText, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ListPageHeader, PagedResults } from '../../components/ListPage.tsx';
import { primaryButtonClass } from '../../components/orders/action-classes.ts';
import { useAdminGuides } from '../api/get-admin-guides.ts';
import { useSaveGuide } from '../api/save-guide.ts';
import { ContentListItem, usePublishToggle } from '../components/ContentListParts.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';

/** /admin/content/guides: the care and placement guides, each with its preview and its PDF. */
export function GuidesPage() {
  useDocumentTitle('Product guides | Admin');
  const guides = useAdminGuides();
  const publishing = usePublishToggle(useSaveGuide(), (_title, status) =>
    status === 'published' ? 'Guide published' : 'Guide hidden',
  );
  return (
    <div>
      <ListPageHeader
        title="Product guides"
        level={2}
        actions={
          <Link to="/admin/content/guides/new" className={primaryButtonClass}>
            <Plus size={18} aria-hidden /> New guide
          </Link>
        }
      />
      <PagedResults
        query={guides}
        loadingLabel="Loading guides…"
        isEmpty={(loaded) => loaded.guides.length === 0}
        emptyTitle="No product guides yet."
      >
        {(loaded) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {loaded.guides.map((guide) => (
              <ContentListItem
                key={guide.id}
                layout="card"
                editTo={`/admin/content/guides/${guide.id}`}
                name={guide.title}
                media={
                  guide.previewImage ? (
                    <img
                      src={guide.previewImage}
                      alt=""
                      loading="lazy"
                      className="h-28 w-22 shrink-0 rounded-md object-cover ring-1 ring-stone-200"
                    />
                  ) : (
                    <span className="flex h-28 w-22 shrink-0 items-center justify-center rounded-md bg-stone-100 text-stone-400">
                      <FileText size={28} aria-hidden />
                    </span>
                  )
                }
                badges={
                  <>
                    <StatusBadge status={guide.status} />
                    <span className="text-xs text-stone-500">#{guide.position}</span>
                  </>
                }
                details={
                  <>
                    <p className="text-xs font-semibold uppercase tracking-wide text-gold-700">
                      {guide.category}
                    </p>
                    {guide.pdf ? (
                      <a
                        href={guide.pdf}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-1 text-xs text-brand-700 underline"
                      >
                        Open the PDF
                      </a>
                    ) : (
                      <p className="mt-1 text-xs text-brand-700">No PDF yet</p>
                    )}
                  </>
                }
                status={guide.status}
                toggling={publishing.isToggling(guide.id)}
                onToggle={(status) => publishing.toggle(guide.id, guide.title, status)}
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
