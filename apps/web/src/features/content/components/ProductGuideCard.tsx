import type { ProductGuide } from '@fengshui/shared/cms';
import { FileText } from 'lucide-react';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';

/** docs/content.md#product-guides: the whole card opens the guide's PDF in a new tab. */
export function ProductGuideCard({ guide }: { guide: ProductGuide }) {
  const body = (
    <>
      <div className="aspect-[4/3] overflow-hidden bg-stone-100">
        <ImageWithFallback
          src={guide.previewImage}
          srcSet={guide.previewImageSrcset ?? undefined}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          width={800}
          height={600}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <span className="self-start rounded-full bg-gold-100 px-2.5 py-1 text-xs font-semibold text-gold-700">
          {guide.category}
        </span>
        <h2 className="mt-3 font-display text-xl leading-snug font-bold text-ink group-hover:text-brand-700">
          {guide.title}
        </h2>
        <p className="mt-2 flex-1 text-sm text-stone-600">{guide.description}</p>
        <span className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-600">
          <FileText size={16} aria-hidden />
          {guide.pdf ? 'Open PDF guide' : 'PDF coming soon'}
        </span>
      </div>
    </>
  );
  const card =
    'group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow';
  if (!guide.pdf) return <article className={`${card} opacity-80`}>{body}</article>;
  return (
    <article className="h-full">
      <a
        href={guide.pdf}
        target="_blank"
        rel="noopener"
        aria-label={`${guide.title} (PDF, opens in a new tab)`}
        className={`${card} hover:shadow-md`}
      >
        {body}
      </a>
    </article>
  );
}
