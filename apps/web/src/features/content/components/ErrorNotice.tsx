import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A failed load, with its title and message as the spec words them ("Error / Failed to fetch blogs"). */
export function ErrorNotice({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center">
      <AlertTriangle size={28} className="mx-auto text-brand-600" aria-hidden />
      <p className="mt-2 font-display text-2xl font-bold text-brand-800">{title}</p>
      <p className="mt-1 text-stone-700">{message}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
