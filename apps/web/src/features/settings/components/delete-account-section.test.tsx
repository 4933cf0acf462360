import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import { FREE } from '@/test/billing-test-server';
import { settingsServer } from '@/test/settings-test-server';

async function openDialog() {
  const app = renderApp('/settings');
  await screen.findByDisplayValue('Ana Pop');
  await app.user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  return { ...app, dialog };
}

describe('Delete account', () => {
  it('asks first, saying it is permanent; Cancel (or Escape) deletes nothing', async () => {
    const server = settingsServer({ 'DELETE /api/account': { status: 204 } });
    const { dialog, user } = await openDialog();
    expect(dialog).toHaveTextContent('This is permanent and irreversible.');
    // Focus starts on Cancel, the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/account')).toHaveLength(0);
  });

  it('says a running subscription is cancelled immediately, and only then', async () => {
    settingsServer({
      'GET /api/billing/subscription': {
        body: { ...FREE, planId: 'plus', planName: 'Plus', priceCents: 5900, status: 'active' },
      },
    });
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText('Your subscription will be cancelled immediately.'),
    ).toBeInTheDocument();
  });

  it('says nothing about a subscription on Free', async () => {
    const server = settingsServer();
    const { dialog } = await openDialog();
    await waitFor(() => expect(server.callsTo('GET', '/api/billing/subscription')).toHaveLength(1));
    expect(dialog).not.toHaveTextContent('cancelled immediately');
  });

  it('deletes the account, forgets the user and goes to /', async () => {
    const server = settingsServer({ 'DELETE /api/account': { status: 204 } });
    const { dialog, user, router, queryClient } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
    expect(server.callsTo('DELETE', '/api/account')).toHaveLength(1);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    // Home, not the sign-in page a guard would have sent us to.
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a translated alert when the deletion fails and stays on the page', async () => {
    settingsServer({
      'DELETE /api/account': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } },
    });
    const { dialog, user, router } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error deleting the account');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    expect(router.state.location.pathname).toBe('/settings');
  });
});
