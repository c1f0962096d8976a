import { AlertTriangle, RotateCw } from 'lucide-react';
import { secondaryButtonClass } from './ui-classes.ts';

/** A failed load with its spec message and, when it can help, a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
      <AlertTriangle size={36} className="text-gold-600" aria-hidden />
      <p role="alert" className="mt-3 max-w-md text-sm text-stone-700">
        {message}
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${secondaryButtonClass} mt-5`}>
          <RotateCw size={16} aria-hidden />
          Try Again
        </button>
      )}
    </div>
  );
}
