import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

afterEach(cleanup);

function renderAt(path: string) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter([{ path: '/verify-email/:token', Component: VerifyEmailPage }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('VerifyEmailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('verifies the token once even under StrictMode, then offers the login', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(json(200, { success: true, message: 'ok', alreadyVerified: false, expired: false })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/verify-email/token-123');

    expect(await screen.findByText('Email verified successfully! You can now log in.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      expect.stringContaining('/api/auth/verify-email/token-123'),
      expect.anything(),
    ]);
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('offers a new link and the login when the link has expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(400, { message: 'Expired', code: 'EXPIRED' }))),
    );
    renderAt('/verify-email/old');

    expect(await screen.findByText('Verification link has expired. Please request a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Verification Link' }).getAttribute('href')).toBe(
      '/resend-verification',
    );
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
  });
});
