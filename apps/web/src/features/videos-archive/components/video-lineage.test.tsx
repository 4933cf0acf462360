import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { VideoRecord } from '@forja/contracts';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

/* The Video Library's versions: "v2" and its previous version, Change scenes, the stock credits. */

const id = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
const video = (n: number, overrides: Partial<VideoRecord> = {}): VideoRecord => ({
  id: id(n),
  title: `Octopus facts ${n}`,
  prompt: 'Three facts about octopuses',
  status: 'completed',
  source: 'local',
  fileSource: 'storage',
  url: `/files/${n}/video.mp4`,
  posterUrl: null,
  generationId: null,
  demo: false,
  projectId: null,
  duration: 30,
  resolution: '720x1280',
  fileSize: 1_048_576,
  scenesCount: 3,
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  completedAt: null,
  expiresAt: null,
  error: null,
  version: 1,
  parentVideoId: null,
  revisable: true,
  credits: [],
  ...overrides,
});

function server(items: VideoRecord[]) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/credits': { body: freeCredits(50) },
    'GET /api/articles/count': { body: { count: 0 } },
    'GET /api/articles': { body: { items: [], nextCursor: null } },
    'GET /api/images/count': { body: { count: 0 } },
    'GET /api/video-scripts/count': { body: { count: 0 } },
    'GET /api/videos/count': { body: { count: items.length } },
    'GET /api/videos': { body: { items, nextCursor: null } },
  });
}

async function cards(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Video Library/ }, { timeout: 5000 }));
  return within(await screen.findByTestId('videos-archive')).findAllByTestId('video-card');
}

describe('Video Library versions', () => {
  it('marks a revision v2 with a link to the version it revised, and lists the stock credits', async () => {
    server([
      video(2, {
        version: 2,
        parentVideoId: id(1),
        credits: [
          {
            provider: 'pexels',
            author: 'Ana Pop',
            authorUrl: 'https://www.pexels.com/@ana',
            sourceUrl: 'https://www.pexels.com/video/1/',
          },
          { provider: 'pixabay', author: 'Ion', authorUrl: null, sourceUrl: 'https://pixabay.com/videos/2/' },
        ],
      }),
      video(1),
      video(3, { version: 3, parentVideoId: null }),
    ]);
    const { user } = renderApp('/dashboard');
    const [second, first, third] = await cards(user);
    expect(within(second!).getByTestId('video-version')).toHaveTextContent('v2');
    expect(within(second!).getByTestId('video-version')).toHaveAttribute('title', 'Version 2');
    expect(within(second!).getByRole('link', { name: 'Previous version (v1)' })).toHaveAttribute(
      'href',
      `#video-${id(1)}`,
    );
    expect(first).toHaveAttribute('id', `video-${id(1)}`);
    expect(within(first!).queryByTestId('video-version')).not.toBeInTheDocument();
    expect(third).toHaveTextContent('The previous version was deleted.');

    const credits = within(second!).getByTestId('video-credits');
    expect(credits).toHaveTextContent('Stock footage');
    expect(credits).toHaveTextContent('Ana Pop — Pexels');
    expect(within(credits).getByRole('link', { name: 'Ana Pop' })).toHaveAttribute(
      'href',
      'https://www.pexels.com/@ana',
    );
    expect(within(credits).getByRole('link', { name: 'Pexels' })).toHaveAttribute(
      'href',
      'https://www.pexels.com/video/1/',
    );
    expect(credits).toHaveTextContent('Ion — Pixabay');
    expect(within(first!).queryByTestId('video-credits')).not.toBeInTheDocument();
  });

  it('offers Change scenes on completed, revisable videos only, opening the studio on them', async () => {
    server([
      video(1),
      video(2, { revisable: false }),
      video(3, { status: 'processing', url: null, fileSource: null }),
    ]);
    const { user, router } = renderApp('/dashboard');
    const [revisable, kept, processing] = await cards(user);
    expect(within(kept!).queryByRole('link', { name: 'Change scenes' })).not.toBeInTheDocument();
    expect(within(processing!).queryByRole('link', { name: 'Change scenes' })).not.toBeInTheDocument();
    const change = within(revisable!).getByRole('link', { name: 'Change scenes' });
    expect(change).toHaveAttribute('href', `/generate-video?revise=${id(1)}`);
    await user.click(change);
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-video'));
  });
});
