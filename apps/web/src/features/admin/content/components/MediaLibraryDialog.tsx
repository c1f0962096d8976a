import type { MediaPicture } from '@fengshui/shared/admin-media';
import { useState } from 'react';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useMediaLibrary } from '../api/get-media-library.ts';
import { inputClass, smallButtonClass } from './form-classes.ts';

const SOURCE_LABELS: Record<MediaPicture['source'], string> = {
  product: 'Product',
  blog: 'Cover',
  guide: 'Guide',
  text: 'In a text',
};

/** The owner's pictures already in the shop; choosing one places it in the text. */
export function MediaLibraryDialog({
  open,
  onChoose,
  onClose,
}: {
  open: boolean;
  onChoose: (picture: MediaPicture) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const library = useMediaLibrary({ q, page }, open);
  const data = library.data;

  return (
    <Dialog open={open} title="Media library" onClose={onClose}>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-stone-700">Search pictures</span>
        <input
          type="search"
          value={search}
          maxLength={80}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder="A product or a post"
          className={inputClass}
        />
      </label>
      <div className="mt-4 min-h-40" aria-busy={library.isFetching}>
        {library.isPending && <Spinner label="Loading the pictures…" />}
        {library.isError && (
          <p role="alert" className="text-sm text-brand-700">
            {errorMessage(library.error)}
          </p>
        )}
        {data && data.pictures.length === 0 && (
          <p className="text-sm text-stone-500">
            {q ? 'No pictures match this search.' : 'No pictures in the shop yet: upload one instead.'}
          </p>
        )}
        {data && data.pictures.length > 0 && (
          <ul aria-label="Pictures" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {data.pictures.map((picture) => (
              <li key={picture.url}>
                <button
                  type="button"
                  onClick={() => onChoose(picture)}
                  aria-label={`Place ${picture.alt}`}
                  className="group block w-full overflow-hidden rounded-lg text-left ring-1 ring-stone-200 transition hover:ring-2 hover:ring-gold-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-500"
                >
                  <img
                    src={picture.url}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                  <span className="block truncate px-2 pt-1 text-xs font-medium text-ink">{picture.alt}</span>
                  <span className="block px-2 pb-1 text-[11px] text-stone-500">
                    {SOURCE_LABELS[picture.source]}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && data.total_pages > 1 && (
        <div className="mt-4 flex items-center justify-between text-sm text-stone-600">
          <button
            type="button"
            className={smallButtonClass}
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            Previous
          </button>
          <span>
            Page {data.page} of {data.total_pages}
          </span>
          <button
            type="button"
            className={smallButtonClass}
            disabled={page >= data.total_pages}
            onClick={() => setPage((current) => current + 1)}
          >
            Next
          </button>
        </div>
      )}
    </Dialog>
  );
}
