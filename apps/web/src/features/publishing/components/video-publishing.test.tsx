import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OAuthConnection } from '@forja/contracts';
import { AppProviders } from '@/app/providers';
import { useConnections } from '@/lib/api/connections';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { TIKTOK_OFF, YOUTUBE_OFF } from '@/test/connections-test-server';
import { VideoPublishing } from './video-publishing';

const VIDEO = '0b8f3a57-7c1e-4a55-9d1c-3f7a0c2b9e11';
const notSetUp = (c: OAuthConnection): OAuthConnection => ({ ...c, setup: { configured: false } });

/** Renders once the shared connections query has its answer: the block beside it has it too. */
function ConnectionsLoaded() {
  return useConnections().data ? <p>Connections loaded</p> : null;
}

/** A finished video's publishing block, as a server with these platform setups answers. */
function renderBlock(youtube: OAuthConnection, tiktok: OAuthConnection) {
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/connections': {
      body: {
        connections: [
          { platform: 'wordpress', connected: false, display: null, connectedAt: null },
          youtube,
          tiktok,
        ],
      },
    },
    [`GET /api/videos/${VIDEO}/publications`]: { body: { publications: [] } },
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ConnectionsLoaded />
          <VideoPublishing videoId={VIDEO} videoTitle="Morning bake" />
        </>
      ),
    },
  ]);
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}

describe('Publishing under a finished video', () => {
  it('offers only the platforms this server is set up for', async () => {
    renderBlock(YOUTUBE_OFF, notSetUp(TIKTOK_OFF));
    expect(await screen.findByRole('button', { name: 'Publish to YouTube' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish to TikTok' })).not.toBeInTheDocument();
  });

  it('shows nothing on a server without YouTube or TikTok keys', async () => {
    const fetch = renderBlock(notSetUp(YOUTUBE_OFF), notSetUp(TIKTOK_OFF));
    await screen.findByText('Connections loaded');
    expect(screen.queryByTestId('video-publishing')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish to/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/publications'))).toBe(false);
  });
});
