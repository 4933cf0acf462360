import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Profile, Schedule } from '@forja/contracts';
import { mockFetch, never, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { PROFILE } from '@/test/settings-test-server';
import { FREE } from '@/test/billing-test-server';
import { freeCredits } from '@/test/fixtures';

const SCHEDULE: Schedule = {
  id: 's1',
  scheduleId: 's1',
  platform: 'wordpress',
  itemKind: 'article',
  itemId: 'a1',
  title: 'Ten winter recipes',
  // 20:00 UTC on 3 December is 09:00 on the 4th in Auckland (UTC+13 in summer).
  at: '2026-12-03T20:00:00.000Z',
  timeZone: 'Pacific/Auckland',
  status: 'scheduled',
  mode: 'wordpress',
  attempts: 0,
  nextAttemptAt: null,
  lateSeconds: null,
  publishedAt: null,
  url: null,
  errorCode: null,
  errorMessage: null,
  fields: {},
};
const NEXT: Schedule[] = [
  SCHEDULE,
  {
    ...SCHEDULE,
    id: 's2',
    scheduleId: 's2',
    platform: 'youtube',
    itemKind: 'video',
    title: 'Brewing at home',
    at: '2026-12-05T08:15:00.000Z',
    status: 'retrying',
  },
  {
    ...SCHEDULE,
    id: 's3',
    scheduleId: 's3',
    platform: 'tiktok',
    itemKind: 'video',
    title: 'Latte art in 30 s',
    at: '2026-12-06T01:00:00.000Z',
  },
];
const AUCKLAND: Profile = { ...PROFILE, timeZone: 'Pacific/Auckland' };

function dashboardServer(routes: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs({ name: 'Ana Pop' }),
    'GET /api/profile': { body: AUCKLAND },
    'GET /api/credits': { body: freeCredits() },
    'GET /api/billing/subscription': { body: FREE },
    'GET /api/articles/count': { body: { count: 0 } },
    'GET /api/articles': { body: { items: [], nextCursor: null } },
    'GET /api/images/count': { body: { count: 0 } },
    'GET /api/video-scripts/count': { body: { count: 0 } },
    'GET /api/voice-overs/count': { body: { count: 0 } },
    'GET /api/videos/count': { body: { count: 0 } },
    'GET /api/social-posts/count': { body: { count: 0 } },
    ...routes,
  });
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Next scheduled' })).closest<HTMLElement>(
    '[data-slot="card"]',
  )!;

describe('Dashboard: next scheduled', () => {
  it('lists the next three with platform, time in the profile zone, title and state', async () => {
    dashboardServer({ 'GET /api/schedules/upcoming': { body: { entries: NEXT } } });
    renderApp('/dashboard');
    const next = await card();
    const rows = await within(next).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('WordPress');
    expect(rows[0]).toHaveTextContent('Ten winter recipes');
    expect(rows[0]).toHaveTextContent('Scheduled');
    // The profile's zone, not the machine's: the next day, at nine in the morning.
    expect(within(rows[0]!).getByText(/Dec 4/)).toHaveTextContent(/09:00/);
    expect(rows[1]).toHaveTextContent('YouTube');
    expect(rows[1]).toHaveTextContent('Retrying');
    expect(rows[2]).toHaveTextContent('TikTok');
    expect(rows[2]).toHaveTextContent('Latte art in 30 s');
    expect(next).toHaveTextContent('Times in Pacific/Auckland');
    expect(within(next).getByRole('link', { name: 'Open calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('says when nothing is scheduled, and where to schedule from', async () => {
    dashboardServer();
    renderApp('/dashboard');
    const next = await card();
    expect(await within(next).findByText('Nothing scheduled')).toBeInTheDocument();
    expect(next).toHaveTextContent('Schedule an article or a video from its archive and it shows here.');
    expect(within(next).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, then an error with Retry', async () => {
    let answer: 'wait' | 'fail' | 'ok' = 'wait';
    dashboardServer({
      'GET /api/schedules/upcoming': () =>
        answer === 'wait'
          ? never()
          : answer === 'fail'
            ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }
            : { body: { entries: [SCHEDULE] } },
    });
    const { user, queryClient } = renderApp('/dashboard');
    const next = await card();
    expect(next.querySelector('[aria-busy="true"]')).not.toBeNull();

    answer = 'fail';
    await queryClient.cancelQueries({ queryKey: ['schedules', 'upcoming'] });
    await queryClient.refetchQueries({ queryKey: ['schedules', 'upcoming'] });
    expect(
      await within(next).findByText('Your next scheduled posts could not be loaded.'),
    ).toBeInTheDocument();
    answer = 'ok';
    await user.click(within(next).getByRole('button', { name: 'Retry' }));
    expect(await within(next).findByText('Ten winter recipes')).toBeInTheDocument();
  });
});
