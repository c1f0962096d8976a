import type { Blocker } from 'react-router';
import { Dialog } from '../../../components/Dialog.tsx';
import { CONTACT_FORM_MESSAGES } from '../logic/contact-form.ts';

/** 'Unsaved Changes' with Leave and Stay; closing it any other way means Stay. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      title={CONTACT_FORM_MESSAGES.unsavedTitle}
      onClose={stay}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={stay}
            className="min-h-11 rounded-full border border-stone-300 px-6 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
          >
            Stay
          </button>
          <button
            type="button"
            onClick={() => blocker.state === 'blocked' && blocker.proceed()}
            className="min-h-11 rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Leave
          </button>
        </div>
      }
    >
      <p className="text-base">{CONTACT_FORM_MESSAGES.unsavedText}</p>
    </Dialog>
  );
}
