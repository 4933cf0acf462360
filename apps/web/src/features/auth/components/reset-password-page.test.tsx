import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch, signedOut, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const INVALID =
  'Invalid reset session. Please try the password reset process again or check the link in your email.';

function server(routes: Record<string, MockHandler>) {
  return mockFetch({ 'GET /api/auth/get-session': signedOut, ...routes });
}

describe('ResetPasswordPage', () => {
  it('shows the invalid-session message when the link has no token', async () => {
    server({});
    renderApp('/reset-password-confirmation');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the invalid-session message when the token is unknown (404)', async () => {
    server({
      'GET /api/account/password-reset/stale': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderApp('/reset-password-confirmation?token=stale');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  it('shows the check-error message when the token check fails otherwise', async () => {
    server({
      'GET /api/account/password-reset/abc': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderApp('/reset-password-confirmation?token=abc');
    expect(
      await screen.findByText(
        'An error occurred while checking the session. Please try the password reset process again.',
      ),
    ).toBeInTheDocument();
  });

  it('validates, then switches to the invalid view when the server rejects the token', async () => {
    server({
      'GET /api/account/password-reset/abc': { body: { valid: true } },
      'POST /api/auth/reset-password': { status: 400, body: { code: 'INVALID_RESET_TOKEN', message: 'x' } },
    });
    const { user } = renderApp('/reset-password-confirmation?token=abc');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        'Passwords do not match.',
      ),
    );

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getAllByText('This link cannot be used')).toHaveLength(1);
  });

  it('saves the new password and goes to /login', async () => {
    const fetch = server({
      'GET /api/account/password-reset/abc': { body: { valid: true } },
      'POST /api/auth/reset-password': { body: { status: true } },
    });
    const { user, router } = renderApp('/reset-password-confirmation?token=abc');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Your password has been updated. You can now log in.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/api/auth/reset-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ newPassword: 'secret1', token: 'abc' });
  });
});
