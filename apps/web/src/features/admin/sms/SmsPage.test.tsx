import type { OutboxSms } from '@fengshui/shared/sms';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

const placed: OutboxSms = {
  id: 1,
  to: '+639171234567',
  text: 'Feng Shui Prosper: Salamat! Order FS-261126-00001 is placed. Please prepare PHP 1,130.00 in cash for the courier. We will text you when it is on its way.',
  kind: 'order_placed',
  order_id: 41,
  created_at: '2026-11-26T01:00:00Z',
  sent_at: '2026-11-26T01:00:05Z',
  provider_message_id: 'semaphore:55871500',
  error: null,
};
const waiting: OutboxSms = {
  ...placed,
  id: 2,
  kind: 'out_for_delivery',
  text: 'Feng Shui Prosper: Order FS-261126-00001 is out for delivery today. Please have PHP 1,130.00 ready for the rider. Salamat!',
  created_at: '2026-11-27T01:00:00Z',
  sent_at: null,
  provider_message_id: null,
  error: 'Semaphore did not answer: timeout',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Text messages (admin)', () => {
  it('lists the texts newest first, whole, with whether each was sent', async () => {
    const { requests } = fakeServer((request) =>
      request.path === '/api/admin/sms' ? { status: 200, body: [placed, waiting] } : undefined,
    );
    renderAdminAt('/admin/sms');

    const rows = await screen.findAllByTestId('sms-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(waiting.text)).toBeTruthy();
    expect(within(rows[0]!).getByText('Out for delivery')).toBeTruthy();
    expect(within(rows[0]!).getByText('Not sent yet: Semaphore did not answer: timeout')).toBeTruthy();
    expect(within(rows[1]!).getByText(placed.text)).toBeTruthy();
    expect(within(rows[1]!).getByText('+639171234567')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^Sent/)).toBeTruthy();
    expect(within(rows[1]!).getByText(`${placed.text.length} characters`)).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/admin/orders/41',
    );
    expect(screen.getByText('2 messages')).toBeTruthy();
    expect(requests.map((request) => request.path)).toContain('/api/admin/sms');
  });

  it('says a text was only kept here when no gateway is set', async () => {
    fakeServer((request) =>
      request.path === '/api/admin/sms'
        ? { status: 200, body: [{ ...placed, provider_message_id: 'outbox:local-1' }] }
        : undefined,
    );
    renderAdminAt('/admin/sms');
    const [row] = await screen.findAllByTestId('sms-row');
    expect(within(row!).getByText('Kept here: no SMS gateway is set')).toBeTruthy();
  });

  it('says where texts come from while there are none', async () => {
    fakeServer((request) => (request.path === '/api/admin/sms' ? { status: 200, body: [] } : undefined));
    renderAdminAt('/admin/sms');
    expect(await screen.findByText(/No texts yet/)).toBeTruthy();
  });
});
