import type { SessionUser } from '@fengshui/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAdmin } from './RequireAdmin.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { sessionKey } from './session-api.ts';

afterEach(cleanup);

const customer: SessionUser = {
  id: 7,
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@example.ph',
  userType: 'customer',
  username: 'maria',
  phone: null,
  emailVerified: true,
};

function renderGuarded(user: SessionUser | null, path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Login page</p> },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <p>Admin dashboard</p>
          </RequireAdmin>
        ),
      },
      { Component: RequireAuth, children: [{ path: '/account', element: <p>Account page</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RequireAdmin', () => {
  it('sends a guest to /login, remembering the page', () => {
    const router = renderGuarded(null, '/admin');
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin' } });
  });

  it('refuses a customer', () => {
    renderGuarded(customer, '/admin');
    expect(
      screen.getByRole('heading', { name: 'You do not have permission to perform this action' }),
    ).toBeTruthy();
  });

  it('lets an admin in', () => {
    renderGuarded({ ...customer, userType: 'admin' }, '/admin');
    expect(screen.getByText('Admin dashboard')).toBeTruthy();
  });
});

describe('RequireAuth', () => {
  it('sends a guest to /login and lets a customer in', () => {
    renderGuarded(null, '/account');
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('shows the page to a signed-in customer', () => {
    renderGuarded(customer, '/account');
    expect(screen.getByText('Account page')).toBeTruthy();
  });
});
