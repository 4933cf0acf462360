import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import type { MockReply } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { CONNECTED, connectionsServer } from '@/test/connections-test-server';

const block = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest<HTMLElement>('[data-slot="card"]')!;

async function openConnected() {
  const view = renderApp('/settings?tab=connections');
  await screen.findByRole('button', { name: 'Test connection' });
  return view;
}

describe('Settings → Connections', () => {
  afterEach(() => void toast.dismiss());

  it('has a block per platform; YouTube and TikTok connect through their own sign-in', async () => {
    connectionsServer(null);
    renderApp('/settings?tab=connections');
    expect(await screen.findByRole('tab', { name: 'Connections' })).toHaveAttribute('aria-selected', 'true');
    const wordpress = await screen.findByRole('form', { name: 'WordPress connection' });
    expect(within(wordpress).getByLabelText('Site address')).toBeInTheDocument();
    expect(within(block('WordPress')).getByText('Not connected')).toBeInTheDocument();

    for (const [name, platform] of [
      ['YouTube', 'youtube'],
      ['TikTok', 'tiktok'],
    ]) {
      const card = block(name!);
      expect(card).toHaveTextContent('Not connected');
      expect(within(card).getByRole('link', { name: 'Connect' })).toHaveAttribute(
        'href',
        `/api/connections/${platform}/start`,
      );
    }
  });

  it('shows the connected state: badge, site and the user it signed in as', async () => {
    connectionsServer(CONNECTED);
    await openConnected();
    const card = block('WordPress');
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /blog\.example\.com/ })).toHaveAttribute(
      'href',
      'https://blog.example.com',
    );
    expect(card).toHaveTextContent('Signed in asAna Pop (ana)');
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });

  it('Test signs in again and shows who it signed in as', async () => {
    let release: (reply: MockReply) => void = () => {};
    const server = connectionsServer(CONNECTED, {
      'POST /api/connections/wordpress/test': () => new Promise<MockReply>((resolve) => (release = resolve)),
    });
    const { user } = await openConnected();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(screen.getByRole('button', { name: 'Testing…' })).toBeDisabled();
    release({
      body: { ...CONNECTED, display: { ...CONNECTED.display, displayName: 'Ana Maria' } },
    });
    const result = (await screen.findByText('Connection valid')).closest('[role="status"]');
    expect(result).toHaveTextContent('Signed in to https://blog.example.com as Ana Maria (ana).');
    // What the site said now replaces what was shown.
    expect(block('WordPress')).toHaveTextContent('Signed in asAna Maria (ana)');
    expect(server.callsTo('POST', '/api/connections/wordpress/test')).toHaveLength(1);
  });

  it('Test shows the translated reason when the site refuses', async () => {
    connectionsServer(CONNECTED, {
      'POST /api/connections/wordpress/test': {
        status: 502,
        body: { code: 'WORDPRESS_UNAUTHORIZED', message: 'Unauthorized' },
      },
    });
    const { user } = await openConnected();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection test failed');
    expect(alert).toHaveTextContent(
      'WordPress refused the login: the username or the application password is wrong.',
    );
    expect(within(block('WordPress')).getByText('Connected')).toBeInTheDocument();
  });

  it('Disconnect asks first, then forgets the connection and shows the form again', async () => {
    const server = connectionsServer(CONNECTED);
    const { user } = await openConnected();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Disconnect WordPress?' });
    expect(dialog).toHaveTextContent('https://blog.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/api/connections/wordpress')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Connection removed')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'WordPress connection' })).toBeInTheDocument();
    expect(within(block('WordPress')).getByText('Not connected')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/connections/wordpress')).toHaveLength(1);
  });

  it('says when Disconnect fails and stays connected', async () => {
    connectionsServer(CONNECTED, {
      'DELETE /api/connections/wordpress': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    const { user } = await openConnected();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('Removal failed')).toBeInTheDocument();
    expect(screen.getByText('Error: Could not remove the connection.')).toBeInTheDocument();
    expect(within(block('WordPress')).getByText('Connected')).toBeInTheDocument();
  });

  it('Change details opens the form with the site and username filled in; Cancel goes back', async () => {
    connectionsServer(CONNECTED);
    const { user } = await openConnected();
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    const form = screen.getByRole('form', { name: 'WordPress connection' });
    expect(within(form).getByLabelText('Site address')).toHaveValue('https://blog.example.com');
    expect(within(form).getByLabelText('Username')).toHaveValue('ana');
    expect(within(form).getByLabelText('Application password')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeInTheDocument();
  });

  it('says when the connections could not be loaded', async () => {
    connectionsServer(null, {
      'GET /api/connections': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
    });
    renderApp('/settings?tab=connections');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your connections could not be loaded.');
  });
});
