import { CMS_MESSAGES } from '@fengshui/shared/cms-constants';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

interface Props {
  /** The failed request, or null when the address names no sign at all. */
  error: Error | null;
  onRetry?: () => void;
}

/**
 * docs/content.md#zodiac-guides: an unknown sign reads 'Invalid zodiac sign provided.', a 404 means the
 * sign is not published right now, anything else shows the error; the view links Return to Home.
 */
export function ZodiacError({ error, onRetry }: Props) {
  const status = error instanceof ApiRequestError ? error.status : null;
  const title =
    error === null || status === 400
      ? CMS_MESSAGES.invalidSign
      : status === 404
        ? CMS_MESSAGES.zodiacNotPublished
        : errorMessage(error);
  const canRetry = error !== null && status !== 400 && status !== 404 && onRetry;
  // Asking again is the page's code: in a server-rendered error the button waits, disabled, until it runs.
  const hydrated = useHydrated();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden size={32} className="text-brand-600" />
      <p className="mt-3 max-w-md font-medium text-brand-800">{title}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canRetry && (
          <button
            type="button"
            onClick={onRetry}
            disabled={!hydrated}
            className="min-h-11 rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-600 hover:bg-white"
          >
            Try again
          </button>
        )}
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Return to Home
        </Link>
      </div>
    </div>
  );
}
