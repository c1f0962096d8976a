import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { LoginPage } from './LoginPage.tsx';

afterEach(cleanup);

function renderLogin(
  routes: Record<string, () => Response>,
  entry: string | { pathname: string; state: unknown } = '/login',
) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    const route = Object.entries(routes).find(([path]) => url.startsWith(path))?.[1];
    return Promise.resolve(route ? route() : json(404, { message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <p>Home page</p> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const anonymous = {
  '/api/auth/session': () => json(200, { user: null }),
  '/api/auth/refresh': () => json(401, { message: 'No session' }),
  '/api/auth/providers': () => json(200, { google: true }),
};

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('asks for every field inline before calling the server', async () => {
    const fetchMock = renderLogin(anonymous);
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/login')).toBe(false);
  });

  it('shows the checkout notice and the Google button when configured', async () => {
    renderLogin(anonymous, { pathname: '/login', state: { from: '/cart' } });
    expect(screen.getByText('Please login to checkout')).toBeTruthy();
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Fcart');
  });

  it('offers to resend the verification email to an unverified account', async () => {
    renderLogin({
      ...anonymous,
      '/api/auth/login': () =>
        json(403, {
          success: false,
          needsVerification: true,
          email: 'maria@example.ph',
          message: 'Please verify your email address before logging in.',
          code: 'EMAIL_NOT_VERIFIED',
        }),
    });
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
    renderLogin(
      {
        ...anonymous,
        '/api/auth/login': () => json(200, { success: true, message: 'Welcome back!', token: 't', user }),
      },
      { pathname: '/login', state: { from: '/cart' } },
    );
    fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: 'maria' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Prosper8!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(window.localStorage.getItem('user')).not.toContain('"token"');
  });
});
