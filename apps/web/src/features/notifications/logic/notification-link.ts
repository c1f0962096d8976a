export type NotificationTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/**
 * Where a notification leads: a path of this site goes through the router (no page reload), a web
 * address opens as a normal link, and anything else (no link, `javascript:`, `//host`) leads nowhere.
 */
export function notificationTarget(link: string | null): NotificationTarget {
  const value = link?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'route', to: value };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  return { kind: 'none' };
}
