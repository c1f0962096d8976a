import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionKey } from '../../../lib/session/session-api.ts';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { memoryStorage, type OverlayStorage } from '../logic/overlay-storage.ts';
import { OVERLAY_KEYS } from '../logic/storage-keys.ts';
import { mockApi } from '../test/overlays-test-harness.tsx';
import { NewsletterDialog } from './NewsletterDialog.tsx';

function renderDialog(storage: OverlayStorage) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionKey, null);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <NewsletterDialog storage={storage} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const field = () => screen.getByLabelText('Email address');
const subscribeWith = (email: string) => {
  fireEvent.change(field(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
};

let consoleError: Mock;
beforeEach(() => {
  stubDialogs();
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewsletterDialog', () => {
  it('offers 10% off the next purchase', () => {
    mockApi();
    renderDialog(memoryStorage());
    expect(screen.getByRole('dialog', { name: 'Get 10% off your next purchase' })).toBeTruthy();
    expect(screen.getByText('10% off your next purchase')).toBeTruthy();
  });

  it('subscribes with POST /api/subscribe {email} and says "Subscribed!"', async () => {
    const calls = mockApi((call) =>
      call.url === '/api/subscribe' ? json(200, { success: true, message: 'Thank you!' }) : undefined,
    );
    const storage = memoryStorage();
    const onClose = renderDialog(storage);
    subscribeWith('maria@example.ph');

    const success = await screen.findByRole('dialog', { name: 'Subscribed!' });
    expect(success.textContent).toContain('Thank you for subscribing with maria@example.ph.');
    expect(calls).toEqual([{ method: 'POST', url: '/api/subscribe', body: { email: 'maria@example.ph' } }]);
    expect(storage.read(OVERLAY_KEYS.newsletterSubscribed)).toBe('accepted');

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
    expect(storage.read(OVERLAY_KEYS.newsletterDismissedAt)).toBeNull();
  });

  it("shows the server's message as the field's validation message, and stores the flag even so", async () => {
    mockApi((call) =>
      call.url === '/api/subscribe'
        ? json(429, { message: 'Too many requests, please try again later' })
        : undefined,
    );
    const storage = memoryStorage();
    renderDialog(storage);
    subscribeWith('maria@example.ph');

    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Too many requests, please try again later');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(message.id);
    expect(storage.read(OVERLAY_KEYS.newsletterSubscribed)).toBe('accepted');
    expect(screen.queryByRole('dialog', { name: 'Subscribed!' })).toBeNull();
  });

  it('checks the address before sending: an empty or malformed one is not an attempt', async () => {
    const calls = mockApi();
    const storage = memoryStorage();
    renderDialog(storage);
    subscribeWith('');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    subscribeWith('maria@');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    await waitFor(() => expect(calls).toEqual([]));
    expect(storage.read(OVERLAY_KEYS.newsletterSubscribed)).toBeNull();
  });

  it('closed without subscribing, remembers when, so it asks again only a week later', () => {
    mockApi();
    const storage = memoryStorage();
    const before = Date.now();
    const onClose = renderDialog(storage);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onClose).toHaveBeenCalled();
    expect(Number(storage.read(OVERLAY_KEYS.newsletterDismissedAt))).toBeGreaterThanOrEqual(before);
    expect(storage.read(OVERLAY_KEYS.newsletterSubscribed)).toBeNull();
  });
});
