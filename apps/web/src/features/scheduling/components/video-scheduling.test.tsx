import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { tomorrowAt, zonedToInstant, type CalendarEntry, type OAuthConnection } from '@forja/contracts';
import { AppProviders } from '@/app/providers';
import { toast } from '@/lib/toast';
import { ARCHIVE_PROFILE } from '@/test/archive-test-server';
import { TIKTOK_OFF } from '@/test/connections-test-server';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { VideoScheduling } from './video-scheduling';

const VIDEO = '0b8f3a57-7c1e-4a55-9d1c-3f7a0c2b9e11';
const ZONE = ARCHIVE_PROFILE.timeZone;
const TIKTOK_ON: OAuthConnection = {
  ...TIKTOK_OFF,
  platform: 'tiktok',
  connected: true,
  display: { username: 'bakery', displayName: 'The Bakery', followerCount: 1 },
};

/** A finished video's scheduling, as the publishing block shows it for TikTok. */
function renderBlock(routes: Record<string, MockHandler>) {
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/connections': {
      body: {
        connections: [
          { platform: 'wordpress', connected: false, display: null, connectedAt: null },
          TIKTOK_ON,
        ],
      },
    },
    'GET /api/profile': { body: ARCHIVE_PROFILE },
    ...routes,
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <div className="flex flex-wrap">
          <VideoScheduling videoId={VIDEO} videoTitle="Morning bake" platforms={['tiktok']} />
        </div>
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

describe('Scheduling a finished video', () => {
  afterEach(() => void toast.dismiss());

  it("schedules on TikTok with the creator info's choices, and lists the planned post", async () => {
    let entries: CalendarEntry[] = [];
    const fetch = renderBlock({
      'GET /api/schedules': () => ({ body: { entries } }),
      'GET /api/connections/tiktok/creator-info': {
        body: {
          username: 'bakery',
          nickname: 'The Bakery',
          privacyLevelOptions: ['SELF_ONLY', 'PUBLIC_TO_EVERYONE'],
          commentDisabled: true,
          duetDisabled: false,
          stitchDisabled: false,
          maxVideoPostDurationSec: 600,
        },
      },
      'POST /api/schedules': ({ body }) => {
        const b = body as { localTime: string; timeZone: string; fields: Record<string, unknown> };
        const entry: CalendarEntry = {
          id: 's1',
          scheduleId: 's1',
          platform: 'tiktok',
          itemKind: 'video',
          itemId: VIDEO,
          title: 'Morning bake',
          at: zonedToInstant(b.localTime, b.timeZone)!.toISOString(),
          timeZone: b.timeZone,
          status: 'scheduled',
          mode: 'forja',
          attempts: 0,
          nextAttemptAt: null,
          lateSeconds: null,
          publishedAt: null,
          url: null,
          errorCode: null,
          errorMessage: null,
          fields: b.fields,
        };
        entries = [entry];
        return { status: 201, body: entry };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule on TikTok' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule on TikTok' });
    expect(
      await within(dialog).findByText('Posting as The Bakery (@bakery)', { exact: false }),
    ).toBeVisible();
    // As for publishing now, TikTok asks that no privacy level be chosen for the user.
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/schedules') && init?.method === 'POST',
      ),
    ).toBe(false);
    await user.click(within(dialog).getByLabelText('Everyone'));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(/^Scheduled for/)).toBeVisible();
    const posted = fetch.mock.calls
      .filter(([url, init]) => String(url).endsWith('/api/schedules') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(posted).toEqual([
      {
        platform: 'tiktok',
        itemId: VIDEO,
        localTime: tomorrowAt(new Date(), ZONE, '09:00'),
        timeZone: ZONE,
        fields: {
          caption: 'Morning bake',
          privacyLevel: 'PUBLIC_TO_EVERYONE',
          allowComments: false,
          allowDuet: false,
          allowStitch: false,
          aiGenerated: true,
        },
      },
    ]);
    const planned = await screen.findByRole('region', { name: 'Planned publications' });
    expect(planned).toHaveTextContent('TikTok');
    expect(planned).toHaveTextContent('Scheduled');
  });
});
