import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OAuthConnection, Publication } from '@forja/contracts';
import { AppProviders } from '@/app/providers';
import { toast } from '@/lib/toast';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { TIKTOK_OFF, YOUTUBE_OFF } from '@/test/connections-test-server';
import { PublicationStatus } from './publication-status';
import { PublishVideoButton } from './publish-video-button';

const VIDEO = '0b8f3a57-7c1e-4a55-9d1c-3f7a0c2b9e11';
const PATH = `/api/videos/${VIDEO}/publications`;
const YOUTUBE_ON: OAuthConnection = {
  ...YOUTUBE_OFF,
  platform: 'youtube',
  connected: true,
  display: { channelId: 'UC1', channelName: 'Bakery', subscriberCount: 1 },
};
const TIKTOK_ON: OAuthConnection = {
  ...TIKTOK_OFF,
  platform: 'tiktok',
  connected: true,
  display: { username: 'bakery', displayName: 'The Bakery', followerCount: 1 },
};
const published: Publication = {
  id: 'p1',
  videoId: VIDEO,
  platform: 'youtube',
  status: 'published',
  bytesUploaded: 10,
  bytesTotal: 10,
  url: 'https://www.youtube.com/watch?v=abc123',
  errorCode: null,
  errorMessage: null,
  privacy: 'private',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderCard(
  routes: Record<string, MockHandler>,
  connections: OAuthConnection[] = [YOUTUBE_ON, TIKTOK_ON],
) {
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/connections': {
      body: {
        connections: [
          { platform: 'wordpress', connected: false, display: null, connectedAt: null },
          ...connections,
        ],
      },
    },
    ...routes,
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <PublishVideoButton videoId={VIDEO} videoTitle="Morning bake" platform="youtube" />
          <PublishVideoButton videoId={VIDEO} videoTitle="Morning bake" platform="tiktok" />
          <PublicationStatus videoId={VIDEO} />
        </>
      ),
    },
  ]);
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const posts = () =>
    fetch.mock.calls
      .filter(([url, init]) => String(url).endsWith(PATH) && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { user, posts };
}

describe('Publishing a library video', () => {
  afterEach(() => void toast.dismiss());

  it('YouTube: the form says what Google imposes, sends the choices, and the card shows the link', async () => {
    let list: Publication[] = [];
    const { user, posts } = renderCard({
      [`GET ${PATH}`]: () => ({ body: { publications: list } }),
      [`POST ${PATH}`]: () => {
        list = [published];
        return { status: 202, body: { ...published, status: 'queued', url: null } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish to YouTube' }));
    const panel = await screen.findByRole('dialog', { name: 'Publish to YouTube' });
    expect(within(panel).getByLabelText('Title')).toHaveValue('Morning bake');
    expect(panel).toHaveTextContent('unverified Google project private');
    await user.type(within(panel).getByLabelText('Tags'), 'bakery, bread');
    await user.click(within(panel).getByLabelText('Unlisted'));
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText('Publishing to YouTube has started. The card shows its progress.'),
    ).toBeVisible();
    expect(posts()).toEqual([
      {
        platform: 'youtube',
        title: 'Morning bake',
        description: '',
        tags: ['bakery', 'bread'],
        privacy: 'unlisted',
        madeForKids: false,
        containsSyntheticMedia: true,
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
      'href',
      published.url,
    );
    expect(screen.getByText(/Private on YouTube/)).toBeVisible();
  });

  it('publishing twice asks first, then sends the yes', async () => {
    const { user, posts } = renderCard({
      [`GET ${PATH}`]: { body: { publications: [published] } },
      [`POST ${PATH}`]: ({ body }) =>
        (body as { confirmRepeat?: boolean }).confirmRepeat
          ? { status: 202, body: published }
          : { status: 409, body: { code: 'ALREADY_PUBLISHED', message: 'Already' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish to YouTube' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Publish to YouTube again?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publish again' }));
    await screen.findByText('Publishing to YouTube has started. The card shows its progress.');
    expect(posts().map((b) => b.confirmRepeat)).toEqual([undefined, true]);
  });

  it("TikTok: only the creator info's privacy levels, none chosen for the user, and what the account disables stays off", async () => {
    const { user, posts } = renderCard({
      [`GET ${PATH}`]: { body: { publications: [] } },
      'GET /api/connections/tiktok/creator-info': {
        body: {
          username: 'bakery',
          nickname: 'The Bakery',
          privacyLevelOptions: ['SELF_ONLY'],
          commentDisabled: false,
          duetDisabled: true,
          stitchDisabled: false,
          maxVideoPostDurationSec: 600,
        },
      },
      [`POST ${PATH}`]: {
        status: 202,
        body: { ...published, platform: 'tiktok', status: 'queued', url: null },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish to TikTok' }));
    const panel = await screen.findByRole('dialog', { name: 'Publish to TikTok' });
    expect(await within(panel).findByText('Posting as The Bakery (@bakery).')).toBeVisible();
    expect(within(panel).queryByLabelText('Everyone')).toBeNull();
    expect(panel).toHaveTextContent('only privately (Only me)');
    expect(within(panel).getByRole('switch', { name: 'Allow Duet' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText('Choose who can watch this video.')).toBeVisible();
    expect(posts()).toEqual([]);

    await user.click(within(panel).getByLabelText('Only me'));
    await user.click(within(panel).getByRole('switch', { name: 'Allow comments' }));
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Publishing to TikTok has started. The card shows its progress.');
    expect(posts()).toEqual([
      {
        platform: 'tiktok',
        caption: 'Morning bake',
        privacyLevel: 'SELF_ONLY',
        allowComments: true,
        allowDuet: false,
        allowStitch: false,
        aiGenerated: true,
      },
    ]);
  });

  it('not connected: says where to connect', async () => {
    const { user } = renderCard({ [`GET ${PATH}`]: { body: { publications: [] } } }, [
      YOUTUBE_OFF,
      TIKTOK_OFF,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Publish to YouTube' }));
    const panel = await screen.findByRole('dialog');
    expect(panel).toHaveTextContent('Connect YouTube in Settings → Connections first.');
    expect(within(panel).getByRole('link', { name: 'Open Connections' })).toHaveAttribute(
      'href',
      '/settings?tab=connections',
    );
  });
});
