import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch, signedOut } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

async function open() {
  const app = renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Reset your password' });
  return app;
}

describe('ForgotPasswordPage', () => {
  it.each([[''], ['ana.example.com']])('rejects "%s" as an e-mail address', async (value) => {
    const fetch = mockFetch({ 'GET /api/auth/get-session': signedOut });
    const { user } = await open();
    if (value) await user.type(screen.getByLabelText('Email'), value);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      ),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('password-reset'))).toBe(false);
  });

  it('sends the request and shows the sent view with the address and the spam hint', async () => {
    const fetch = mockFetch({
      'GET /api/auth/get-session': signedOut,
      'POST /api/auth/request-password-reset': { body: { status: true } },
    });
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    // Said once: the heading, not again as the notice's title.
    expect(screen.getAllByText('Check your email')).toHaveLength(1);
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('request-password-reset'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ana@example.com',
      redirectTo: '/reset-password-confirmation',
    });
  });

  it('shows an error when the request fails', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedOut,
      'POST /api/auth/request-password-reset': {
        status: 500,
        body: { code: 'INTERNAL_ERROR', message: 'x' },
      },
    });
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
