import type { NotificationList } from '@fengshui/shared/notifications';
import type { InfiniteData } from '@tanstack/react-query';

export type NotificationPages = InfiniteData<NotificationList, number | null>;

/** The loaded pages with one item read (docs/orders-and-delivery.md#notifications: unread becomes read on click). */
export function withItemRead(
  pages: NotificationPages | undefined,
  id: number,
  readAt: string,
): NotificationPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === id && item.unread ? { ...item, unread: false, read_at: readAt } : item,
      ),
    })),
  };
}

/** The loaded pages with every item read and a count of 0 (docs/orders-and-delivery.md#notifications: mark all read). */
export function withAllRead(
  pages: NotificationPages | undefined,
  readAt: string,
): NotificationPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      unread_count: 0,
      items: page.items.map((item) => (item.unread ? { ...item, unread: false, read_at: readAt } : item)),
    })),
  };
}
