import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { LoginPage } from './LoginPage.tsx';
import { SignupPage } from './SignupPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSignup(signupAnswers: Response[]) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/auth/session')) return Promise.resolve(json(200, { user: null }));
    if (url.startsWith('/api/auth/refresh')) return Promise.resolve(json(401, { message: 'No session' }));
    if (url.startsWith('/api/auth/providers')) return Promise.resolve(json(200, { google: false }));
    if (url.startsWith('/api/auth/check-email')) {
      return Promise.resolve(json(200, { exists: false, available: true }));
    }
    if (url.startsWith('/api/auth/signup')) {
      const answer = signupAnswers.shift();
      if (answer) return Promise.resolve(answer);
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/signup', Component: SignupPage },
      { path: '/login', Component: LoginPage },
    ],
    { initialEntries: ['/signup'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('SignupPage messages', () => {
  it('says an empty step once, under its field, with no toast repeating it', async () => {
    renderSignup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please fill in username and email')).toHaveLength(1);
  });

  it('after Create Account shows exactly one success message and no stale error', async () => {
    renderSignup([
      json(500, { message: 'Registration failed' }),
      json(201, {
        success: true,
        message: 'Registration successful! Please check your email to verify your account.',
      }),
    ]);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'maria.santos' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@example.ph' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Santos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Prosper@2026' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Prosper@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('Registration failed')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findAllByText('Registration successful! Please check your email to verify your account.'),
    ).toHaveLength(1);
    expect(screen.queryByText('Registration failed')).toBeNull();
    expect(screen.queryByText(/Account created successfully/)).toBeNull();
  });
});
