import type { SessionUser } from '@fengshui/shared/auth';
import type { NotificationItem } from '@fengshui/shared/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { notificationKeys } from '../../features/notifications/api/notification-keys.ts';
import { json, maria } from '../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../test/msw.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  title: `Notice ${id}`,
  message: `Message ${id}`,
  link: null,
  unread: false,
  read_at: null,
  created_at: minutesAgo(id),
  ...overrides,
});

interface ServerState {
  unread: number;
  pages: Record<string, { items: NotificationItem[]; next_before_id: number | null }>;
  readStatus?: number;
  listStatus?: number;
}

/** A notifications server answering from `state`; returns every request, recorded with its headers. */
function mockServer(state: ServerState): SentRequest[] {
  server.use(
    http.get('/api/notifications/unread-count', () => json(200, { unread_count: state.unread })),
    http.get('/api/notifications', ({ request }) => {
      if (state.listStatus) return json(state.listStatus, { message: 'Not your notifications' });
      const page = state.pages[new URL(request.url).searchParams.get('before_id') ?? 'first'];
      return json(200, { ...page, unread_count: state.unread });
    }),
    http.post('/api/notifications/read-all', () => {
      state.unread = 0;
      return json(200, { success: true, unread_count: 0 });
    }),
    http.post('/api/notifications/:id/read', () => {
      if (state.readStatus) return json(state.readStatus, { message: 'Could not mark it read' });
      state.unread = Math.max(0, state.unread - 1);
      return json(200, { success: true, unread_count: state.unread });
    }),
  );
  return recordRequests();
}

function Shell() {
  const location = useLocation();
  return (
    <div>
      <NotificationsBell />
      <p data-testid="location">{location.pathname}</p>
      <button type="button">Elsewhere</button>
      <Outlet />
    </div>
  );
}

function renderBell(user: SessionUser | null) {
  return renderApp(
    [{ path: '/', Component: Shell, children: [{ path: 'account/orders/:id', element: <p>Order page</p> }] }],
    { user },
  ).queryClient;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => screen.queryByTestId('unread-count')?.textContent ?? null;
const openDropdown = async () => {
  await waitFor(() => expect(bell()).toHaveProperty('disabled', false));
  fireEvent.click(bell());
  return screen.getByRole('dialog', { name: 'Notifications' });
};

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationsBell', () => {
  it('is disabled for guests, titled "Login to see notifications", and asks nothing', () => {
    const sent = mockServer({ unread: 0, pages: {} });
    renderBell(null);
    const button = screen.getByRole('button', { name: /Notifications/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('Login to see notifications');
    expect(sent).toEqual([]);
  });

  it('shows the unread count on sign-in, and opening loads the first page of 10', async () => {
    const sent = mockServer({
      unread: 2,
      pages: {
        first: {
          items: [
            notification(1, { unread: true, title: '' }),
            notification(2, { unread: true }),
            notification(3),
          ],
          next_before_id: null,
        },
      },
    });
    renderBell(maria);
    await waitFor(() => expect(badge()).toBe('2'));
    expect(sent.map((call) => call.url)).toEqual(['/api/notifications/unread-count']);

    const dropdown = await openDropdown();
    const items = await within(dropdown).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(sent.at(-1)?.url).toBe('/api/notifications?limit=10');
    // An empty title reads "Notification"; unread items carry the dot and a bold title.
    expect(within(items[0]!).getByText('Notification')).toBeTruthy();
    expect(within(items[0]!).getByText('Message 1')).toBeTruthy();
    expect(within(items[0]!).getByText('1 minute ago')).toBeTruthy();
    expect(within(dropdown).getAllByTestId('unread-dot')).toHaveLength(2);
    expect(within(dropdown).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('polls the unread count every 30 s while the dropdown is open, and not once it is closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sent = mockServer({ unread: 1, pages: { first: { items: [], next_before_id: null } } });
    const queryClient = renderBell(maria);
    const countReads = () => sent.filter((call) => call.url === '/api/notifications/unread-count').length;
    await waitFor(() => expect(badge()).toBe('1'));
    expect(countReads()).toBe(1);

    await openDropdown();
    vi.advanceTimersByTime(30_000);
    await waitFor(() => expect(countReads()).toBe(2));

    fireEvent.click(bell());
    vi.advanceTimersByTime(90_000);
    // A tick would have asked at once: with every read answered, the count stands.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(countReads()).toBe(2);
  });

  it('sends X-User-Id with the signed-in user on every notifications request', async () => {
    const sent = mockServer({
      unread: 1,
      pages: { first: { items: [notification(1, { unread: true })], next_before_id: null } },
    });
    renderBell(maria);
    const dropdown = await openDropdown();
    fireEvent.click(await within(dropdown).findByRole('button', { name: /Notice 1/ }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    for (const call of sent) expect(call.headers['x-user-id']).toBe(String(maria.id));
  });

  it('appends older items with Load more, asking for before_id = next_before_id', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => notification(index + 1));
    const sent = mockServer({
      unread: 0,
      pages: {
        first: { items: firstPage, next_before_id: 10 },
        '10': { items: [notification(11), notification(12)], next_before_id: null },
      },
    });
    renderBell(maria);
    const dropdown = await openDropdown();
    expect(await within(dropdown).findAllByRole('listitem')).toHaveLength(10);

    fireEvent.click(within(dropdown).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(dropdown).getAllByRole('listitem')).toHaveLength(12));
    expect(sent.at(-1)?.url).toBe('/api/notifications?limit=10&before_id=10');
    expect(within(dropdown).getAllByRole('listitem')[11]?.textContent).toContain('Notice 12');
    expect(within(dropdown).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reads an unread item on click: the count drops by one, its link opens and the dropdown closes', async () => {
    const sent = mockServer({
      unread: 3,
      pages: {
        first: {
          items: [notification(5, { unread: true, link: '/account/orders/5' })],
          next_before_id: null,
        },
      },
    });
    renderBell(maria);
    await waitFor(() => expect(badge()).toBe('3'));
    const dropdown = await openDropdown();
    fireEvent.click(await within(dropdown).findByRole('link', { name: /Notice 5/ }));

    await waitFor(() => expect(badge()).toBe('2'));
    expect(screen.getByTestId('location').textContent).toBe('/account/orders/5');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(sent.some((call) => call.method === 'POST' && call.url === '/api/notifications/5/read')).toBe(
        true,
      ),
    );
  });

  it('never takes the count below 0, and ignores a failed mark-read without a message', async () => {
    const sent = mockServer({
      unread: 0,
      readStatus: 500,
      pages: { first: { items: [notification(8, { unread: true })], next_before_id: null } },
    });
    const queryClient = renderBell(maria);
    const dropdown = await openDropdown();
    fireEvent.click(await within(dropdown).findByRole('button', { name: /Notice 8/ }));

    await waitFor(() => expect(sent.some((call) => call.url === '/api/notifications/8/read')).toBe(true));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.getQueryData(notificationKeys.unreadCount(maria.id))).toBe(0);
    expect(badge()).toBeNull();
    expect(screen.queryByText('Could not mark it read')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks every item read with Mark all as read and clears the count', async () => {
    const sent = mockServer({
      unread: 2,
      pages: {
        first: {
          items: [notification(1, { unread: true }), notification(2, { unread: true })],
          next_before_id: null,
        },
      },
    });
    renderBell(maria);
    const dropdown = await openDropdown();
    await within(dropdown).findAllByRole('listitem');
    fireEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(badge()).toBeNull());
    expect(within(dropdown).queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(within(dropdown).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await waitFor(() =>
      expect(sent.some((call) => call.method === 'POST' && call.url === '/api/notifications/read-all')).toBe(
        true,
      ),
    );
  });

  it('shows "No notifications yet" for an empty list, and closes on Escape and on an outside click', async () => {
    mockServer({ unread: 0, pages: { first: { items: [], next_before_id: null } } });
    renderBell(maria);
    let dropdown = await openDropdown();
    expect(await within(dropdown).findByText('No notifications yet')).toBeTruthy();

    fireEvent.keyDown(within(dropdown).getByRole('heading'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());

    dropdown = await openDropdown();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when the list cannot be read", async () => {
    mockServer({ unread: 0, listStatus: 403, pages: {} });
    renderBell(maria);
    const dropdown = await openDropdown();
    expect((await within(dropdown).findByRole('alert')).textContent).toBe('Not your notifications');
  });
});
