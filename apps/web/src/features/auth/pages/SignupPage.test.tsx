import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { authProviders, visitorSession } from '../../../test/handlers/session.ts';
import { server } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LoginPage } from './LoginPage.tsx';
import { SignupPage } from './SignupPage.tsx';

/** A visitor on the sign-up page; the sign-up calls get `signupAnswers`, one each, in order. */
function renderSignup(signupAnswers: Response[]) {
  server.use(
    ...visitorSession,
    authProviders({ google: false }),
    http.post('/api/auth/check-email', () => json(200, { exists: false, available: true })),
    http.post('/api/auth/signup', () => signupAnswers.shift() ?? json(404, { message: 'Not found' })),
  );
  renderApp(
    [
      { path: '/signup', Component: SignupPage },
      { path: '/login', Component: LoginPage },
    ],
    { at: '/signup' },
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
