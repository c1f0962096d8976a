import { CheckCircle2, XCircle } from 'lucide-react';
import { Dialog } from '../../../components/Dialog.tsx';

export interface SendResult {
  ok: boolean;
  title: string;
  message: string;
}

/** The success or failure dialog after sending (docs/content.md#messages). */
export function ResultDialog({ result, onClose }: { result: SendResult | null; onClose: () => void }) {
  return (
    <Dialog
      open={result !== null}
      title={result?.title ?? ''}
      onClose={onClose}
      footer={
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            OK
          </button>
        </div>
      }
    >
      {result && (
        <div className="flex items-start gap-3">
          {result.ok ? (
            <CheckCircle2 aria-hidden className="mt-0.5 shrink-0 text-green-700" size={24} />
          ) : (
            <XCircle aria-hidden className="mt-0.5 shrink-0 text-brand-600" size={24} />
          )}
          <p className="text-base text-stone-700">{result.message}</p>
        </div>
      )}
    </Dialog>
  );
}
