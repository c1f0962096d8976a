import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { SocialAuthSuccessPage } from './SocialAuthSuccessPage.tsx';

afterEach(cleanup);

function LoginPage() {
  const location = useLocation();
  return <p>Login page {location.search}</p>;
}

describe('the Google sign-in callback page', () => {
  it('says a refused sign-in failed, then goes on to the login page with its error', async () => {
    renderApp(
      [
        { path: '/social-auth-success', element: <SocialAuthSuccessPage /> },
        { path: '/login', element: <LoginPage /> },
      ],
      { at: '/social-auth-success?status=failed&error=auth_failed' },
    );
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Login page ?error=auth_failed', {}, { timeout: 3_000 })).toBeTruthy();
  });
});
