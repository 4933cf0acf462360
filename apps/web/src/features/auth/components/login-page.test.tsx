import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { mockFetch, networkFailure, signedInAs, signedOut, type MockReply } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

/** Signed out until the sign-in call answers `signInReply`; signed in afterwards if it was a 200. */
function loginServer(signInReply: MockReply | (() => MockReply)) {
  let signedIn = false;
  return mockFetch({
    'GET /api/auth/get-session': () => (signedIn ? signedInAs({ name: 'Ana Pop' }) : signedOut),
    'POST /api/auth/sign-in/email': () => {
      const reply = typeof signInReply === 'function' ? signInReply() : signInReply;
      signedIn = (reply.status ?? 200) === 200;
      return reply;
    },
  });
}

async function submitLogin(email: string, password: string, path = '/login', state?: unknown) {
  const app = renderApp(path, { state });
  await screen.findByRole('heading', { name: 'Welcome back' });
  if (email) await app.user.type(screen.getByLabelText('Email'), email);
  if (password) await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  return app;
}

describe('LoginPage', () => {
  it('asks to fill in all fields without calling the server', async () => {
    const fetch = loginServer({ body: {} });
    await submitLogin('ana@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sign-in'))).toBe(false);
  });

  it('shows the invalid-credentials text for 401 INVALID_CREDENTIALS', async () => {
    loginServer({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    await submitLogin('ana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email or password. Please check the details you entered or create a new account.',
    );
  });

  it('shows the could-not-reach-the-server text on a network failure', async () => {
    loginServer(networkFailure);
    await submitLogin('ana@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not connect to the server.');
  });

  it('says how long to wait after too many attempts', async () => {
    loginServer({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts', details: { retryAfterSeconds: 42 } },
    });
    await submitLogin('ana@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 42 seconds.',
    );
  });

  it('falls back to the generic login error for anything else', async () => {
    loginServer({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    await submitLogin('ana@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication error. Please try again.');
  });

  it('shows the error in the chosen language', async () => {
    await i18n.changeLanguage('ro');
    loginServer({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Bine ai revenit' });
    await app.user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await app.user.type(screen.getByLabelText('Parolă'), 'wrong-password');
    await app.user.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email sau parolă incorectă.');
  });

  it('signs in, welcomes the user and returns to the page they wanted', async () => {
    const fetch = loginServer({ body: { user: { id: 'u1' } } });
    const { router } = await submitLogin('ana@example.com', 'secret1', '/login', { from: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(await screen.findByText('Welcome back, Ana Pop!')).toBeInTheDocument();
    const signInCall = fetch.mock.calls.find(([url]) => String(url).includes('sign-in'));
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({
      email: 'ana@example.com',
      password: 'secret1',
    });
  });

  it('goes to /dashboard when there is no page to return to', async () => {
    loginServer({ body: {} });
    const { router } = await submitLogin('ana@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
