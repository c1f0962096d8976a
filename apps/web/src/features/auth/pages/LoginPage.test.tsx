import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { authProviders, visitorSession } from '../../../test/handlers/session.ts';
import { recordRequests, server } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LoginPage } from './LoginPage.tsx';

function renderLogin(at: string | { pathname: string; state: unknown } = '/login') {
  const sent = recordRequests();
  renderApp(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <p>Home page</p> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    { at },
  );
  return sent;
}

// A visitor with no session; the server offers Google sign-in.
const anonymous = [...visitorSession, authProviders({ google: true })];

describe('LoginPage', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('asks for every field inline before calling the server', async () => {
    server.use(...anonymous);
    const sent = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(2);
    await waitFor(() => expect(sent.some((request) => request.path === '/api/auth/providers')).toBe(true));
    expect(sent.some((request) => request.path === '/api/auth/login')).toBe(false);
  });

  it('shows the checkout notice and the Google button when configured', async () => {
    server.use(...anonymous);
    renderLogin({ pathname: '/login', state: { from: '/cart' } });
    expect(screen.getByText('Please login to checkout')).toBeTruthy();
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Fcart');
  });

  it('offers to resend the verification email to an unverified account', async () => {
    server.use(
      ...anonymous,
      http.post('/api/auth/login', () =>
        json(403, {
          success: false,
          needsVerification: true,
          email: 'maria@example.ph',
          message: 'Please verify your email address before logging in.',
          code: 'EMAIL_NOT_VERIFIED',
        }),
      ),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: 'maria' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Prosper8!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Resend Verification Email' })).toBeTruthy();
    expect(screen.getByText('Please verify your email address before logging in.')).toBeTruthy();
  });

  it('signs in and returns to the page the shopper came from', async () => {
    const user = {
      id: 7,
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria@example.ph',
      userType: 'customer',
      username: 'maria',
      phone: null,
      emailVerified: true,
    };
    server.use(
      ...anonymous,
      http.post('/api/auth/login', () =>
        json(200, { success: true, message: 'Welcome back!', token: 't', user }),
      ),
    );
    renderLogin({ pathname: '/login', state: { from: '/cart' } });
    fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: 'maria' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Prosper8!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(window.localStorage.getItem('user')).not.toContain('"token"');
  });
});
