import { AlertTriangle, CheckCircle2, Info, LoaderCircle } from 'lucide-react';
import type { Serviceability } from '../logic/serviceability.ts';

const LOOK = {
  checking: { className: 'py-1 text-stone-500', Icon: LoaderCircle },
  serviceable: {
    className: 'border px-3 py-2 border-emerald-200 bg-emerald-50 text-emerald-800',
    Icon: CheckCircle2,
  },
  'not-serviceable': {
    className: 'border px-3 py-2 border-amber-200 bg-amber-50 text-amber-800',
    Icon: AlertTriangle,
  },
  error: { className: 'border px-3 py-2 border-stone-200 bg-stone-50 text-stone-600', Icon: Info },
} as const;

/** The delivery check under the location selects; a polite live region, so changes are announced. */
export function ServiceabilityNotice({ serviceability }: { serviceability: Serviceability }) {
  const { status, message } = serviceability;
  return (
    <div role="status" aria-live="polite" className="sm:col-span-2">
      {status !== 'idle' && <Notice status={status} message={message} />}
    </div>
  );
}

function Notice({ status, message }: { status: keyof typeof LOOK; message: string }) {
  const { Icon, className } = LOOK[status];
  return (
    <p className={`flex items-start gap-2 rounded-lg text-sm ${className}`}>
      <Icon
        size={17}
        aria-hidden
        className={`mt-px shrink-0 ${status === 'checking' ? 'animate-spin' : ''}`}
      />
      <span>
        {message}
        {status === 'not-serviceable' && (
          <span className="block text-amber-700">You can still save this address.</span>
        )}
      </span>
    </p>
  );
}
