import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A modal on the native <dialog>: focus is trapped, Escape closes it, the page behind is inert. */
export function Dialog({ open, title, onClose, children, footer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; the native dialog handles Escape
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
          <h2 id={titleId} className="font-display text-2xl font-bold text-brand-700">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-1 text-stone-500 hover:bg-stone-100"
            aria-label="Close"
          >
            <X size={20} />
          </button>
        </header>
        <div className="overflow-y-auto px-6 py-4 text-sm leading-relaxed text-stone-700">{children}</div>
        {footer && <footer className="border-t border-stone-200 px-6 py-3">{footer}</footer>}
      </div>
    </dialog>
  );
}
