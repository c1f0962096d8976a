import { NOTIFICATION_DEFAULT_TITLE } from '@fengshui/shared/notification-constants';
import type { NotificationItem } from '@fengshui/shared/notifications';
import { Link } from 'react-router';
import { formatManilaDateTime } from '../../../lib/format-date.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationErrorMessage } from '../logic/list-error.ts';
import { notificationTarget } from '../logic/notification-link.ts';
import { notificationTime } from '../logic/notification-time.ts';

interface Props {
  userId: number;
  unreadCount: number;
  /** Called after an item is opened, so the dropdown closes. */
  onClose: () => void;
}

/**
 * The dropdown's content (docs/orders-and-delivery.md#notifications): the newest page loads when it mounts, Load
 * more appends older items, a click reads an item and follows its link, Mark all as read reads them all.
 */
export function NotificationsPanel({ userId, unreadCount, onClose }: Props) {
  const list = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = unreadCount > 0 || items.some((item) => item.unread);

  const open = (item: NotificationItem) => {
    if (item.unread) markRead.mutate(item.id);
    onClose();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-3">
        <h2 className="font-display text-xl font-bold text-brand-700">Notifications</h2>
        {anyUnread && (
          <button
            type="button"
            onClick={() => markAllRead.mutate()}
            className="rounded-full px-2 py-1 text-xs font-semibold text-brand-600 hover:bg-brand-50"
          >
            Mark all as read
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending && (
          <p role="status" className="px-4 py-6 text-center text-sm text-stone-500">
            Loading notifications…
          </p>
        )}
        {list.isError && !list.isFetchNextPageError && (
          <p role="alert" className="m-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {notificationErrorMessage(list.error)}
          </p>
        )}
        {list.isSuccess && items.length === 0 && (
          <p className="px-4 py-6 text-center text-sm text-stone-500">No notifications yet</p>
        )}
        {items.length > 0 && (
          <ul aria-label="Notification list" className="divide-y divide-stone-100">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationEntry item={item} onOpen={() => open(item)} />
              </li>
            ))}
          </ul>
        )}
        {list.isFetchNextPageError && (
          <p role="alert" className="m-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {notificationErrorMessage(list.error)}
          </p>
        )}
        {list.hasNextPage && (
          <div className="border-t border-stone-100 p-2">
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className="w-full rounded-lg py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function NotificationEntry({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const title = item.title.trim() || NOTIFICATION_DEFAULT_TITLE;
  const target = notificationTarget(item.link);
  const className = `flex w-full gap-3 px-4 py-3 text-left transition hover:bg-brand-50 focus-visible:bg-brand-50 ${
    item.unread ? 'bg-gold-100/50' : ''
  }`;
  const content = (
    <>
      <span
        aria-hidden
        data-testid={item.unread ? 'unread-dot' : undefined}
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.unread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm ${item.unread ? 'font-bold text-ink' : 'font-medium text-stone-700'}`}
        >
          {item.unread && <span className="sr-only">Unread: </span>}
          {title}
        </span>
        <span className="mt-0.5 block break-words text-sm text-stone-600">{item.message}</span>
        <time
          dateTime={item.created_at}
          title={formatManilaDateTime(item.created_at)}
          className="mt-1 block text-xs text-stone-500"
        >
          {notificationTime(item.created_at)}
        </time>
      </span>
    </>
  );
  if (target.kind === 'route') {
    return (
      <Link to={target.to} onClick={onOpen} className={className}>
        {content}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} onClick={onOpen} className={className}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={onOpen} className={className}>
      {content}
    </button>
  );
}
