import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { settingsServer } from '@/test/settings-test-server';

async function submitPasswords(values: { current?: string; next?: string; confirm?: string }) {
  const app = renderApp('/settings');
  await screen.findByDisplayValue('Ana Pop');
  if (values.current) await app.user.type(screen.getByLabelText('Current password'), values.current);
  if (values.next) await app.user.type(screen.getByLabelText('New password'), values.next);
  if (values.confirm) await app.user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await app.user.click(screen.getByRole('button', { name: 'Change password' }));
  return app;
}

describe('Change password', () => {
  it('says the new password is too short', async () => {
    const server = settingsServer({ 'POST /api/auth/change-password': { body: {} } });
    await submitPasswords({ current: 'old-secret', next: 'abc', confirm: 'abc' });
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('Password must be at least 6 characters long.'),
      ),
    );
    expect(server.callsTo('POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('says the passwords do not match, on the confirmation field', async () => {
    const server = settingsServer({ 'POST /api/auth/change-password': { body: {} } });
    await submitPasswords({ current: 'old-secret', next: 'new-secret', confirm: 'new-secreT' });
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        'Passwords do not match.',
      ),
    );
    expect(server.callsTo('POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('translates a wrong current password', async () => {
    settingsServer({
      'POST /api/auth/change-password': {
        status: 400,
        body: { code: 'INVALID_CURRENT_PASSWORD', message: 'Invalid password' },
      },
    });
    await submitPasswords({ current: 'wrong-one', next: 'new-secret', confirm: 'new-secret' });
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is incorrect.',
      ),
    );
    expect(await screen.findByText('Your password could not be changed.')).toBeInTheDocument();
  });

  it('changes the password, ends the other sessions, toasts and clears the form', async () => {
    const server = settingsServer({ 'POST /api/auth/change-password': { body: { token: null } } });
    await submitPasswords({ current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(server.bodyOf(server.callsTo('POST', '/api/auth/change-password')[0])).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });
});
