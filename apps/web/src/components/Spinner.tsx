export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-stone-500" role="status">
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-gold-300 border-t-brand-600"
        aria-hidden
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
