import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { settingsServer } from '@/test/settings-test-server';

async function openNotifications() {
  const app = renderApp('/settings?tab=notifications');
  const email = await screen.findByRole('switch', { name: 'Email notifications' });
  return { ...app, email, marketing: screen.getByRole('switch', { name: 'Marketing emails' }) };
}

describe('Notifications tab', () => {
  it('shows the saved preferences with their descriptions', async () => {
    settingsServer();
    const { email, marketing } = await openNotifications();
    expect(email).toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(marketing).toHaveAccessibleDescription('News about features, offers and tips.');
  });

  it('saves a switch as soon as it is flipped, with both preferences', async () => {
    const server = settingsServer();
    const { user, marketing } = await openNotifications();
    await user.click(marketing);
    expect(marketing).toBeChecked();
    await waitFor(() => expect(server.callsTo('PUT', '/api/notifications')).toHaveLength(1));
    expect(server.bodyOf(server.callsTo('PUT', '/api/notifications')[0])).toEqual({
      emailNotifications: true,
      marketingEmails: true,
    });
    expect(server.state.prefs.marketingEmails).toBe(true);
  });

  it('flips the switch back and says so when the server refuses', async () => {
    settingsServer({
      'PUT /api/notifications': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } },
    });
    const { user, email } = await openNotifications();
    await user.click(email);
    expect(
      await screen.findByText('Your preference could not be saved, so it was changed back.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(email).toBeChecked());
  });
});
