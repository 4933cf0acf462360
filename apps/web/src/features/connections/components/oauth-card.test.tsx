import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OAuthConnection } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { renderApp } from '@/test/render-app';
import { connectionsServer, TIKTOK_OFF, YOUTUBE_OFF } from '@/test/connections-test-server';

const block = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest<HTMLElement>('[data-slot="card"]')!;

const YOUTUBE_ON: OAuthConnection = {
  ...YOUTUBE_OFF,
  platform: 'youtube',
  connected: true,
  display: { channelId: 'UC1', channelName: 'Bakery Channel', subscriberCount: 12345 },
  connectedAt: '2025-03-01T10:00:00.000Z',
};
const TIKTOK_ON: OAuthConnection = {
  ...TIKTOK_OFF,
  platform: 'tiktok',
  connected: true,
  display: { username: 'bakery', displayName: 'The Bakery', followerCount: 42 },
  connectedAt: '2025-03-01T10:00:00.000Z',
};

describe('Settings → Connections: YouTube and TikTok', () => {
  afterEach(() => void toast.dismiss());

  it('shows the channel and subscribers, the username, display name and followers', async () => {
    connectionsServer(null, {}, { youtube: YOUTUBE_ON, tiktok: TIKTOK_ON });
    renderApp('/settings?tab=connections');
    await screen.findByText('Bakery Channel');
    expect(block('YouTube')).toHaveTextContent('Subscribers12,345');
    expect(block('TikTok')).toHaveTextContent('@bakery');
    expect(block('TikTok')).toHaveTextContent('The Bakery');
    expect(block('TikTok')).toHaveTextContent('Followers42');
  });

  it('Test reads the channel again; a revoked grant turns the block into "connect again"', async () => {
    const server = connectionsServer(
      null,
      {
        'POST /api/connections/youtube/test': () => {
          server.state.youtube = { ...YOUTUBE_ON, needsReconnect: true };
          return { status: 409, body: { code: 'PLATFORM_RECONNECT_REQUIRED', message: 'Connect again' } };
        },
      },
      { youtube: YOUTUBE_ON },
    );
    const { user } = renderApp('/settings?tab=connections');
    await screen.findByText('Bakery Channel');
    await user.click(within(block('YouTube')).getByRole('button', { name: 'Test connection' }));
    expect(await within(block('YouTube')).findByRole('link', { name: 'Connect again' })).toHaveAttribute(
      'href',
      '/api/connections/youtube/start',
    );
    expect(block('YouTube')).toHaveTextContent('no longer accepts');
  });

  it('Disconnect asks first and says when it is done', async () => {
    const server = connectionsServer(
      null,
      {
        'DELETE /api/connections/tiktok': () => {
          server.state.tiktok = TIKTOK_OFF;
          return { body: { revocation: 'revoked' } };
        },
      },
      { tiktok: TIKTOK_ON },
    );
    const { user } = renderApp('/settings?tab=connections');
    await screen.findByText('@bakery');
    await user.click(within(block('TikTok')).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect TikTok?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Connection removed')).toBeInTheDocument();
    expect(await within(block('TikTok')).findByRole('link', { name: 'Connect' })).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/connections/tiktok')).toHaveLength(1);
  });

  it('without the operator keys says what to set and the redirect address', async () => {
    connectionsServer(
      null,
      {},
      {
        youtube: {
          ...YOUTUBE_OFF,
          setup: {
            configured: false,
            missing: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
            redirectUrl: 'https://studio.example/api/connections/youtube/callback',
          },
        },
      },
    );
    renderApp('/settings?tab=connections');
    const title = await screen.findByText('YouTube is not set up on this server');
    const card = block('YouTube');
    expect(title).toBeInTheDocument();
    expect(card).toHaveTextContent('GOOGLE_CLIENT_ID');
    expect(card).toHaveTextContent('https://studio.example/api/connections/youtube/callback');
    expect(within(card).getByRole('button', { name: 'Connect' })).toBeDisabled();
  });

  it('the return from YouTube shows the toast with the channel and cleans the address', async () => {
    connectionsServer(null, {}, { youtube: YOUTUBE_ON });
    const { router } = renderApp(
      '/settings?tab=connections&success=youtube_connected&channel=Bakery%20Channel',
    );
    expect(await screen.findByText('YouTube channel Bakery Channel is connected.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=connections');
  });

  it.each([
    ['tiktok_auth_denied', 'TikTok authentication was denied. Please try again.'],
    ['youtube_auth_invalid', 'Invalid YouTube authentication response.'],
    ['youtube_auth_failed', 'YouTube authentication failed. Please try again.'],
    ['something_else', 'An error occurred during authentication.'],
  ])('the return with %s says so', async (code, text) => {
    connectionsServer(null);
    const { router } = renderApp(`/settings?tab=connections&error=${code}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Authentication Error')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=connections');
  });

  it('an ordinary user reads that publishing there is not available: no variables, no Connect', async () => {
    connectionsServer(null, {}, { youtube: { ...YOUTUBE_OFF, setup: { configured: false } } });
    renderApp('/settings?tab=connections');
    expect(await screen.findByText('Publishing to YouTube is not available on this server.')).toBeVisible();
    const card = block('YouTube');
    expect(card).not.toHaveTextContent('GOOGLE_CLIENT_ID');
    expect(card).not.toHaveTextContent('not set up');
    expect(within(card).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('the return with a permission unticked says what Forja needs it for and offers to connect again', async () => {
    connectionsServer(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { router } = renderApp(
      '/settings?tab=connections&error=youtube_permission_missing&missing=youtube.upload',
    );
    expect(
      await screen.findByText(
        'Forja needs permission to upload videos. Connect again and leave every permission Forja asks for ticked.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Permission missing')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=connections');
    // A click without the pointer events sonner's swipe handling wants (jsdom has no pointer capture).
    fireEvent.click(screen.getByRole('button', { name: 'Connect again' }));
    expect(assign).toHaveBeenCalledWith('/api/connections/youtube/start');
  });

  it('Disconnect when the platform did not confirm the revoke says to remove Forja there', async () => {
    const server = connectionsServer(
      null,
      {
        'DELETE /api/connections/tiktok': () => {
          server.state.tiktok = TIKTOK_OFF;
          return { body: { revocation: 'failed' } };
        },
      },
      { tiktok: TIKTOK_ON },
    );
    const { user } = renderApp('/settings?tab=connections');
    await screen.findByText('@bakery');
    await user.click(within(block('TikTok')).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect TikTok?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnected from Forja')).toBeInTheDocument();
    expect(screen.getByText(/TikTok did not confirm that Forja's access was removed/)).toBeInTheDocument();
    expect(await within(block('TikTok')).findByRole('link', { name: 'Connect' })).toBeInTheDocument();
  });
});
