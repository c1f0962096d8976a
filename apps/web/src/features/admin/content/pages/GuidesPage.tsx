import type { ContentStatus } from '@fengshui/shared/cms';
import { FileText, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ListResults } from '../../components/ListResults.tsx';
import { primaryButtonClass } from '../../components/orders/action-classes.ts';
import { useAdminGuides } from '../api/get-admin-guides.ts';
import { useSaveGuide } from '../api/save-guide.ts';
import { smallButtonClass } from '../components/form-classes.ts';
import { PublishToggle } from '../components/PublishToggle.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';

/** /admin/content/guides: the care and placement guides, each with its preview and its PDF. */
export function GuidesPage() {
  useDocumentTitle('Product guides | Admin');
  const guides = useAdminGuides();
  const save = useSaveGuide();
  const toggle = (id: number, status: ContentStatus) =>
    save.mutate(
      { id, body: { status } },
      {
        onSuccess: () => toast.success(status === 'published' ? 'Guide published' : 'Guide hidden'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-bold text-ink">Product guides</h2>
        <Link to="/admin/content/guides/new" className={`${primaryButtonClass} ml-auto`}>
          <Plus size={18} aria-hidden /> New guide
        </Link>
      </div>
      <ListResults
        query={guides}
        loadingLabel="Loading guides…"
        isEmpty={(loaded) => loaded.guides.length === 0}
        emptyTitle="No product guides yet."
      >
        {(loaded) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {loaded.guides.map((guide) => (
              <li
                key={guide.id}
                className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
              >
                {guide.previewImage ? (
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
                )}
                <div className="flex min-w-0 flex-1 flex-col">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={guide.status} />
                    <span className="text-xs text-stone-500">#{guide.position}</span>
                  </div>
                  <h3 className="mt-1 font-semibold text-ink">{guide.title}</h3>
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
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <Link
                      to={`/admin/content/guides/${guide.id}`}
                      className={smallButtonClass}
                      aria-label={`Edit ${guide.title}`}
                    >
                      <Pencil size={14} aria-hidden /> Edit
                    </Link>
                    <PublishToggle
                      status={guide.status}
                      name={guide.title}
                      pending={save.isPending && save.variables?.id === guide.id}
                      onToggle={(status) => toggle(guide.id, status)}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
