import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { VideoRecord } from '@forja/contracts';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

/* The Video Library on the dashboard: cards, statuses, a processing video updating itself, deleting. */

const id = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
const video = (n: number, overrides: Partial<VideoRecord> = {}): VideoRecord => ({
  id: id(n),
  title: `Octopus facts ${n}`,
  prompt: `Three facts about octopuses, number ${n}`,
  status: 'completed',
  source: 'local',
  fileSource: 'storage',
  url: `/files/${n}/video.mp4`,
  posterUrl: null,
  generationId: null,
  demo: false,
  projectId: null,
  duration: 75,
  resolution: '720x1280',
  fileSize: 2_621_440,
  scenesCount: 3,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  completedAt: null,
  expiresAt: null,
  error: null,
  version: 1,
  parentVideoId: null,
  revisable: true,
  credits: [],
  ...overrides,
});

function server(list: MockHandler, routes: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/credits': { body: freeCredits(50) },
    'GET /api/articles/count': { body: { count: 0 } },
    'GET /api/articles': { body: { items: [], nextCursor: null } },
    'GET /api/images/count': { body: { count: 0 } },
    'GET /api/video-scripts/count': { body: { count: 0 } },
    'GET /api/videos/count': { body: { count: 2 } },
    'GET /api/videos': list,
    [`DELETE /api/videos/${id(1)}`]: { status: 204 },
    ...routes,
  });
}

async function openLibrary(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Video Library/ }, { timeout: 5000 }));
  return screen.findByTestId('videos-archive');
}

describe('Video Library', () => {
  afterEach(() => void toast.dismiss());

  it('shows each video with its player, title, status, time, duration, resolution, size and source', async () => {
    server({
      body: {
        items: [
          video(1),
          video(2, {
            title: '',
            projectId: 'proj-abcdef12345678',
            url: null,
            fileSource: 'expired',
            status: 'weird' as never,
          }),
        ],
        nextCursor: null,
      },
    });
    const { user } = renderApp('/dashboard');
    const library = await openLibrary(user);
    expect(within(library).getByTestId('videos-count')).toHaveTextContent('2');
    const cards = await within(library).findAllByTestId('video-card');
    const first = cards[0]!;
    const player = within(first).getByTestId('video-player');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', '/files/1/video.mp4');
    expect(first).toHaveTextContent('Octopus facts 1');
    expect(first).toHaveTextContent('Completed');
    expect(first).toHaveTextContent('2 hours ago');
    expect(first).toHaveTextContent('1:15');
    expect(first).toHaveTextContent('720x1280');
    expect(first).toHaveTextContent('2.50 MB');
    expect(within(first).getByTestId('video-source')).toHaveTextContent('Storage');
    expect(first).toHaveTextContent('Three facts about octopuses, number 1');
    expect(within(first).getByRole('button', { name: 'Download' })).toBeInTheDocument();

    const second = cards[1]!;
    expect(within(second).getByTestId('video-title')).toHaveTextContent('Video 12345678');
    expect(second).toHaveTextContent('Unknown');
    expect(within(second).getByTestId('video-source')).toHaveTextContent('Expired');
    expect(within(second).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(second).queryByTestId('video-player')).not.toBeInTheDocument();
  });

  it('a processing video updates itself until it is completed', async () => {
    let done = false;
    server(
      {
        body: {
          items: [
            video(1, { status: 'processing', url: null, fileSource: null, duration: null, fileSize: null }),
          ],
          nextCursor: null,
        },
      },
      {
        [`GET /api/videos/${id(1)}`]: () => ({
          body: done ? video(1) : video(1, { status: 'processing', url: null }),
        }),
      },
    );
    const { user } = renderApp('/dashboard');
    const library = await openLibrary(user);
    const card = await within(library).findByTestId('video-card');
    expect(card).toHaveTextContent('Processing');
    expect(card).toHaveTextContent('this card updates by itself');
    done = true;
    await waitFor(() => expect(card).toHaveTextContent('Completed'), { timeout: 8000 });
    expect(within(card).getByTestId('video-player')).toHaveAttribute('src', '/files/1/video.mp4');
  }, 30_000);

  it('deletes a video after confirmation; the empty library says so', async () => {
    server({ body: { items: [video(1)], nextCursor: null } });
    const { user } = renderApp('/dashboard');
    const library = await openLibrary(user);
    const card = await within(library).findByTestId('video-card');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this video?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(library).queryByTestId('video-card')).not.toBeInTheDocument());
    expect(await screen.findByText('Video deleted successfully')).toBeInTheDocument();
    expect(library).toHaveTextContent('No videos yet');
    expect(library).toHaveTextContent('Generated videos will appear here.');
    expect(within(library).getByRole('link', { name: 'Generate a video' })).toHaveAttribute(
      'href',
      '/generate-video',
    );
  });

  it('says when the videos could not be loaded, and Retry loads them', async () => {
    let fail = true;
    server(() =>
      fail
        ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }
        : { body: { items: [video(1)], nextCursor: null } },
    );
    const { user } = renderApp('/dashboard');
    const library = await openLibrary(user);
    expect(await within(library).findByText('Error loading videos')).toBeInTheDocument();
    fail = false;
    await user.click(within(library).getByRole('button', { name: 'Retry' }));
    expect(await within(library).findByTestId('video-card')).toBeInTheDocument();
  });

  it('names the format, the size and how long the render took in the reader language, never a key', async () => {
    await act(() => i18n.changeLanguage('es'));
    server({
      body: {
        items: [
          video(1, {
            resolution: 'instagram-story',
            createdAt: '2026-11-26T10:00:00.000Z',
            completedAt: '2026-11-26T10:00:48.000Z',
          }),
        ],
        nextCursor: null,
      },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Videoteca/ }, { timeout: 5000 }));
    const card = await screen.findByTestId('video-card');
    expect(card).toHaveTextContent('Historia de Instagram · 9:16');
    expect(card).toHaveTextContent('2,50 MB');
    expect(card).toHaveTextContent('generado en 48 s');
    expect(card).not.toHaveTextContent('instagram-story');
  });
});
