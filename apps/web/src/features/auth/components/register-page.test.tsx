import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch, signedInAs, signedOut, type MockReply } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

function registerServer(signUpReply: MockReply) {
  let signedIn = false;
  return mockFetch({
    'GET /api/auth/get-session': () => (signedIn ? signedInAs() : signedOut),
    'POST /api/auth/sign-up/email': () => {
      signedIn = (signUpReply.status ?? 200) === 200;
      return signUpReply;
    },
  });
}

async function fillAndSubmit(values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>) {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  if (values.name) await app.user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await app.user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await app.user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await app.user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await app.user.click(screen.getByRole('button', { name: 'Create account' }));
  return app;
}

describe('RegisterPage validation order (docs/product/accounts.md)', () => {
  it('1. name, email and password are required', async () => {
    const fetch = registerServer({ body: {} });
    await fillAndSubmit({ name: 'Ana', password: 'x' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in your name, email and password.',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sign-up'))).toBe(false);
  });

  it('2. then the confirmation must match (before length and e-mail shape)', async () => {
    registerServer({ body: {} });
    await fillAndSubmit({ name: 'Ana', email: 'not-an-email', password: 'abc', confirm: 'abd' });
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match.'));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
  });

  it('3. then the password length', async () => {
    registerServer({ body: {} });
    await fillAndSubmit({ name: 'Ana', email: 'not-an-email', password: 'abc', confirm: 'abc' });
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Password must be at least 6 characters long.'),
      ),
    );
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
  });

  it('4. then the e-mail shape', async () => {
    registerServer({ body: {} });
    await fillAndSubmit({ name: 'Ana', email: 'not-an-email', password: 'secret1', confirm: 'secret1' });
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      ),
    );
  });
});

describe('RegisterPage server answers', () => {
  it('explains a taken e-mail (409 EMAIL_TAKEN)', async () => {
    registerServer({ status: 409, body: { code: 'EMAIL_TAKEN', message: 'Email already registered' } });
    await fillAndSubmit({ name: 'Ana', email: 'ana@example.com', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Use the login page or try another email.',
    );
  });

  it('puts server field errors on the fields (400 VALIDATION_ERROR)', async () => {
    registerServer({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid body',
        details: { fields: { email: ['email_too_long'] } },
      },
    });
    await fillAndSubmit({ name: 'Ana', email: 'ana@example.com', password: 'secret1', confirm: 'secret1' });
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'The email address can have at most 254 characters.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some of the information is not valid.');
  });

  it('creates the account with the current language and opens the dashboard', async () => {
    const fetch = registerServer({ body: { user: { id: 'u1' } } });
    const { router } = await fillAndSubmit({
      name: '  Ana Pop ',
      email: 'ana@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('sign-up'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ana Pop',
      email: 'ana@example.com',
      password: 'secret1',
      language: 'en',
    });
  });
});
