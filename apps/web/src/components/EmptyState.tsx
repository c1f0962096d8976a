import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white/60 px-6 py-10 text-center">
      <p className="text-stone-600">{title}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
