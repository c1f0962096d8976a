import { Bell } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useOutsideClick } from './use-outside-click.ts';

/**
 * accounts-content.md 2: the bell is disabled for guests ("Login to see notifications"). For
 * signed-in users it opens a dropdown; the notification list itself is a later issue.
 */
export function NotificationsBell({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);

  if (!signedIn) {
    return (
      <button
        type="button"
        disabled
        title="Login to see notifications"
        aria-label="Notifications (login to see notifications)"
        className="rounded-full p-2 text-white/70 disabled:cursor-not-allowed"
      >
        <Bell size={20} />
      </button>
    );
  }
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        title="Notifications"
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        className="rounded-full p-2 text-white hover:text-gold-300"
      >
        <Bell size={20} />
      </button>
      {open && (
        <div
          role="dialog"
          aria-label="Notifications"
          className="absolute right-0 top-full mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg bg-white p-4 shadow-lg"
        >
          <p className="font-display text-lg font-bold text-brand-700">Notifications</p>
          <p className="mt-2 text-sm text-stone-500">No notifications yet</p>
        </div>
      )}
    </div>
  );
}
