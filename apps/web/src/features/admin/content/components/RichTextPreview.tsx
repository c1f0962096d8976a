import { errorMessage } from '../../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useRichTextPreview } from '../api/preview-rich-text.ts';
import { proseClass } from './form-classes.ts';

const PREVIEW_DELAY_MS = 400;

/** The text as the server will keep it: the same sanitiser answers the preview. */
export function RichTextPreview({ html }: { html: string }) {
  const settled = useDebouncedValue(html, PREVIEW_DELAY_MS);
  const preview = useRichTextPreview(settled, settled.trim().length > 0);
  return (
    <div className="min-h-40 px-4 py-3" aria-live="polite" aria-busy={preview.isFetching}>
      {!settled.trim() && <p className="text-sm text-stone-500">Nothing to preview yet.</p>}
      {preview.isPending && settled.trim() && (
        <p className="text-sm text-stone-500">Preparing the preview…</p>
      )}
      {preview.isError && (
        <p role="alert" className="text-sm text-brand-700">
          {errorMessage(preview.error)}
        </p>
      )}
      {preview.data && (
        // The server sanitised this HTML with the allow-list it saves with; it is safe to render.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
        <div className={proseClass} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
      )}
    </div>
  );
}
