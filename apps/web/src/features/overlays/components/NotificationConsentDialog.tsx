import { BellRing } from 'lucide-react';
import { Dialog } from '../../../components/Dialog.tsx';
import type { NotificationAnswer } from '../logic/consent-chain.ts';

interface Props {
  onAnswer: (answer: NotificationAnswer) => void;
  /** Closed without an answer: asked again on the next visit. */
  onClose: () => void;
}

/** The notification prompt of the consent chain: Allow or Block (docs/content.md#overlays). */
export function NotificationConsentDialog({ onAnswer, onClose }: Props) {
  return (
    <Dialog
      open
      title="Allow notifications?"
      onClose={onClose}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => onAnswer('blocked')}
            className="min-h-11 rounded-full border border-stone-300 px-6 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
          >
            Block
          </button>
          <button
            type="button"
            onClick={() => onAnswer('allowed')}
            className="min-h-11 rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Allow
          </button>
        </div>
      }
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
          <BellRing aria-hidden size={24} />
        </span>
        <p className="text-base text-stone-700">
          May we send notifications to this browser, such as news of your orders? You can change your mind at
          any time in your browser&apos;s site settings.
        </p>
      </div>
    </Dialog>
  );
}
