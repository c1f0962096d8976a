import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  error: { box: 'border-brand-200 bg-brand-50 text-brand-800', Icon: AlertCircle },
  info: { box: 'border-gold-300 bg-gold-100 text-gold-700', Icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CheckCircle2 },
} as const;

/** A notice above a form; errors are announced to screen readers as they appear. */
export function FormAlert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-2 rounded-lg border px-3 py-2.5 text-sm ${box}`}
    >
      <Icon size={18} className="mt-0.5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
