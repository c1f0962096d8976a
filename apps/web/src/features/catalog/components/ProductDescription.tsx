import { useMemo } from 'react';
import { sanitizeDescription } from '../logic/sanitize-description.ts';

/** The shop's own HTML description, cleaned to basic text, link and image markup before it is shown. */
export function ProductDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeDescription(html), [html]);
  if (!clean.trim()) return null;
  return (
    <section
      aria-labelledby="product-description"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="product-description" className="mb-3 font-display text-2xl font-bold text-brand-700">
        Description
      </h2>
      <div
        className="rich-text max-w-3xl leading-relaxed text-stone-700"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeDescription (DOMPurify allow list).
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </section>
  );
}
