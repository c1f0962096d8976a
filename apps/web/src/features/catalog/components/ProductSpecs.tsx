function specLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Name and value pairs of product.specs; nothing at all when the product has none. */
export function ProductSpecs({ specs }: { specs: Record<string, string> }) {
  const entries = Object.entries(specs).filter(([name, value]) => name.trim() && value.trim());
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="product-specs"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="product-specs" className="mb-4 font-display text-2xl font-bold text-brand-700">
        Specifications
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map(([name, value]) => (
          <div key={name} className="rounded-lg border border-gold-100 bg-cream px-4 py-3">
            <dt className="text-xs font-semibold tracking-wider text-gold-700 uppercase">
              {specLabel(name)}
            </dt>
            <dd className="mt-1 text-sm text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
