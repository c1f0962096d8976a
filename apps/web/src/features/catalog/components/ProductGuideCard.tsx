import { BookOpen, ExternalLink } from 'lucide-react';

/** docs/content.md#product-guides: the product guide link opens /product-guides in a new tab. */
export function ProductGuideCard() {
  return (
    <section
      aria-labelledby="product-guide"
      className="flex flex-col gap-4 rounded-xl border border-gold-300 bg-gold-100/60 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-gold-700 shadow-sm">
        <BookOpen size={22} aria-hidden />
      </span>
      <div className="flex-1">
        <h2 id="product-guide" className="font-display text-2xl font-bold text-ink">
          Product guide
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Learn how to place, cleanse and care for your feng shui items with our free printable guides.
        </p>
      </div>
      <a
        href="/product-guides"
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Open product guides
        <ExternalLink size={16} aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  );
}
