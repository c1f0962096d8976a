import { screen } from '@testing-library/react';
import { http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { recordRequests, server } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

function renderAt(path: string) {
  renderApp([{ path: '/verify-email/:token', Component: VerifyEmailPage }], {
    at: path,
    wrap: (children) => <StrictMode>{children}</StrictMode>,
  });
}

describe('VerifyEmailPage', () => {
  it('verifies the token once even under StrictMode, then offers the login', async () => {
    server.use(
      http.get('/api/auth/verify-email/:token', () =>
        json(200, { success: true, message: 'ok', alreadyVerified: false, expired: false }),
      ),
    );
    const sent = recordRequests();
    renderAt('/verify-email/token-123');

    expect(await screen.findByText('Email verified successfully! You can now log in.')).toBeTruthy();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/verify-email/token-123',
    ]);
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('offers a new link and the login when the link has expired', async () => {
    server.use(
      http.get('/api/auth/verify-email/:token', () => json(400, { message: 'Expired', code: 'EXPIRED' })),
    );
    renderAt('/verify-email/old');

    expect(await screen.findByText('Verification link has expired. Please request a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Verification Link' }).getAttribute('href')).toBe(
      '/resend-verification',
    );
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
  });
});
