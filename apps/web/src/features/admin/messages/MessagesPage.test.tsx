import type { AdminMessage } from '@fengshui/shared/contact-messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

const message = (overrides: Partial<AdminMessage> = {}): AdminMessage => ({
  id: 3,
  kind: 'appointment',
  name: 'Liza Dela Cruz',
  email: 'liza@example.ph',
  phone: '0917 123 4567',
  subject: 'Book Home Feng Shui Consultation Consultation',
  message: 'Hello!\nNext Saturday, please.',
  status: 'new',
  user_id: 7,
  created_at: '2026-03-01T02:00:00Z',
  updated_at: '2026-03-01T02:00:00Z',
  ...overrides,
});
const older = message({
  id: 2,
  kind: 'contact',
  name: 'Ben Cruz',
  subject: 'Contact Request',
  user_id: null,
});

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function server() {
  let status: AdminMessage['status'] = 'new';
  return fakeServer((request) => {
    if (request.path === '/api/admin/messages') {
      return {
        status: 200,
        body: {
          messages: [message({ status }), older],
          page: 1,
          total: 2,
          total_pages: 1,
          status_counts: { new: status === 'new' ? 2 : 1, replied: status === 'replied' ? 1 : 0 },
        },
      };
    }
    if (request.method === 'PUT' && request.path === '/api/admin/messages/3') {
      status = (request.body as { status: AdminMessage['status'] }).status;
      return {
        status: 200,
        body: {
          success: true,
          message: `Message from Liza Dela Cruz marked as ${status}`,
          contact_message: message({ status }),
        },
      };
    }
    if (request.path === '/api/admin/messages/9') {
      return { status: 200, body: message({ id: 9, name: 'From The Email', status: 'closed' }) };
    }
    return undefined;
  });
}

describe('Messages (admin)', () => {
  it('opens the newest message with a reply link, the phone and the customer account', async () => {
    server();
    renderAdminAt('/admin/messages');
    const detail = await screen.findByRole('article', { name: 'Message from Liza Dela Cruz' });
    expect(within(detail).getByText(/Next Saturday, please\./)).toBeTruthy();
    expect(
      within(detail)
        .getByRole('link', { name: /Reply by e-mail/ })
        .getAttribute('href'),
    ).toBe('mailto:liza@example.ph?subject=Re%3A%20Book%20Home%20Feng%20Shui%20Consultation%20Consultation');
    expect(
      within(detail)
        .getByRole('link', { name: /0917 123 4567/ })
        .getAttribute('href'),
    ).toBe('tel:09171234567');
    expect(
      within(detail)
        .getByRole('link', { name: /Customer account/ })
        .getAttribute('href'),
    ).toBe('/admin/customers/7');
    expect(screen.getByText('2 new')).toBeTruthy();
  });

  it('marks a message replied', async () => {
    const { requests } = server();
    renderAdminAt('/admin/messages');
    const detail = await screen.findByRole('article', { name: 'Message from Liza Dela Cruz' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Replied' }));
    expect(await screen.findByText('Message from Liza Dela Cruz marked as replied')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'replied' });
    await waitFor(() =>
      expect(within(detail).getByRole('button', { name: 'Replied' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
  });

  it('shows another message when chosen, and filters by form and status', async () => {
    const { requests } = server();
    renderAdminAt('/admin/messages');
    await screen.findByRole('article');
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Messages' })).getByRole('button', { name: /Ben Cruz/ }),
    );
    expect(await screen.findByRole('article', { name: 'Message from Ben Cruz' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Filter by form' })).getByRole('button', {
        name: 'Appointment',
      }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
        name: /^Replied/,
      }),
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/admin/messages').at(-1)?.query).toEqual({
        kind: 'appointment',
        status: 'replied',
        page: '1',
      }),
    );
  });

  it('opens the message linked from the e-mail even when it is not on the page', async () => {
    server();
    renderAdminAt('/admin/messages?id=9');
    expect(await screen.findByRole('article', { name: 'Message from From The Email' })).toBeTruthy();
  });
});
