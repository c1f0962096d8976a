import { Bell } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count.ts';
import { NotificationsPanel } from '../../features/notifications/components/NotificationsPanel.tsx';
import { useSession } from '../../lib/session/session-api.ts';
import { useOutsideClick } from './use-outside-click.ts';

/**
 * docs/orders-and-delivery.md#notifications: the bell is disabled for guests ("Login to see notifications"). For a
 * signed-in user it shows the unread count and opens the notifications dropdown.
 */
export function NotificationsBell() {
  const { user, status } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dropdown closes whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  // While the session is being checked the last known user is only displayed: nothing is asked as them.
  const userId = status === 'authenticated' && user ? user.id : null;
  // docs/orders-and-delivery.md#limits: the count is read on sign-in, then every 30 s while the dropdown is open.
  const unread = useUnreadCount(userId, { polling: open }).data ?? 0;

  if (!user) {
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

  const onKeyDown = (event: KeyboardEvent) => {
    // Escape closes the dropdown (useOutsideClick); focus goes back to the bell that opened it.
    if (event.key === 'Escape' && open) buttonRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens for Escape bubbling from inside the dropdown
    <div className="relative" ref={ref} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        title="Notifications"
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={userId === null}
        onClick={() => setOpen((shown) => !shown)}
        className="relative rounded-full p-2 text-white hover:text-gold-300"
      >
        <Bell size={20} />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="unread-count"
            className="absolute right-0 top-0 flex h-4 min-w-4 items-center justify-center rounded-full bg-gold-400 px-1 text-[10px] font-bold leading-none text-ink figures"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && userId !== null && (
        // Phones: the full width under the navbar (the bell is not at the edge, so an anchored panel
        // would run off a 390 px screen). Wider screens: anchored under the bell.
        <div
          role="dialog"
          aria-label="Notifications"
          className="fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-lg bg-white text-ink shadow-xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:max-h-[min(32rem,calc(100dvh-5rem))] sm:w-96"
        >
          <NotificationsPanel userId={userId} unreadCount={unread} onClose={close} />
        </div>
      )}
    </div>
  );
}
