import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  addDays,
  instantToZoned,
  tomorrowAt,
  zonedToInstant,
  type OAuthConnection,
  type Schedule,
} from '@forja/contracts';
import { AppProviders } from '@/app/providers';
import { toast } from '@/lib/toast';
import { ARCHIVE_PROFILE } from '@/test/archive-test-server';
import { YOUTUBE_OFF } from '@/test/connections-test-server';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { ScheduleDialog, type ScheduleTarget } from './schedule-dialog';

const ZONE = 'Pacific/Auckland';
const ARTICLE = '6d1f4a3e-2b7c-4e9a-8f10-5c3b2a1d0e9f';
const VIDEO = '0b8f3a57-7c1e-4a55-9d1c-3f7a0c2b9e11';
const WORDPRESS_ON = {
  platform: 'wordpress',
  connected: true,
  display: { siteUrl: 'https://blog.example.com', username: 'ana' },
  connectedAt: '2025-01-01T00:00:00.000Z',
};
const YOUTUBE_ON: OAuthConnection = {
  ...YOUTUBE_OFF,
  platform: 'youtube',
  connected: true,
  display: { channelId: 'UC1', channelName: 'Bakery', subscriberCount: 1 },
};

/** The schedule the fake server keeps for a body it accepted. */
function scheduleFor(body: {
  platform: Schedule['platform'];
  itemId?: string;
  localTime: string;
  timeZone: string;
  fields?: Record<string, unknown>;
}): Schedule {
  return {
    id: 's1',
    scheduleId: 's1',
    platform: body.platform,
    itemKind: body.platform === 'wordpress' ? 'article' : 'video',
    itemId: body.itemId ?? VIDEO,
    title: 'Morning bake',
    at: zonedToInstant(body.localTime, body.timeZone)!.toISOString(),
    timeZone: body.timeZone,
    status: 'scheduled',
    mode: 'forja',
    attempts: 0,
    nextAttemptAt: null,
    lateSeconds: null,
    publishedAt: null,
    url: null,
    errorCode: null,
    errorMessage: null,
    fields: body.fields ?? {},
  };
}

/** The dialog as a page holds it: open until it closes itself. */
function Harness({ target, schedule }: { target: ScheduleTarget; schedule?: Schedule }) {
  const [open, setOpen] = useState(true);
  return <ScheduleDialog open={open} onOpenChange={setOpen} target={target} schedule={schedule} />;
}

function renderDialog(target: ScheduleTarget, routes: Record<string, MockHandler>, schedule?: Schedule) {
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/profile': { body: { ...ARCHIVE_PROFILE, timeZone: ZONE } },
    'GET /api/connections': { body: { connections: [WORDPRESS_ON, YOUTUBE_ON] } },
    ...routes,
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Harness target={target} schedule={schedule} />,
    },
    { path: '/calendar', element: <p>Calendar page</p> },
  ]);
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const sent = (method: string, path: string) =>
    fetch.mock.calls
      .filter(
        ([url, init]) =>
          new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
      )
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { user: userEvent.setup(), sent, router };
}

const ARTICLE_TARGET: ScheduleTarget = {
  platform: 'wordpress',
  itemId: ARTICLE,
  title: 'Sourdough basics',
  excerpt: 'How to start.',
  tags: ['bread', 'baking'],
};

describe('ScheduleDialog', () => {
  afterEach(() => void toast.dismiss());

  it('creates a schedule for tomorrow 09:00 in the profile zone with the WordPress fields, then says when', async () => {
    const { user, sent, router } = renderDialog(ARTICLE_TARGET, {
      'POST /api/schedules': ({ body }) => ({ status: 201, body: scheduleFor(body as never) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Schedule on WordPress' });
    const tomorrow = tomorrowAt(new Date(), ZONE, '09:00');
    expect(await within(dialog).findByLabelText('Date')).toHaveValue(tomorrow.slice(0, 10));
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00');
    expect(dialog).toHaveTextContent(`Time zone: ${ZONE}.`);
    expect(within(dialog).getByRole('link', { name: 'Change it in Settings' })).toHaveAttribute(
      'href',
      '/settings?tab=profile',
    );
    expect(await within(dialog).findByLabelText('Post title')).toHaveValue('Sourdough basics');
    await user.type(within(dialog).getByLabelText('Categories'), 'Recipes');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const when = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: ZONE,
    }).format(zonedToInstant(tomorrow, ZONE)!);
    expect(await screen.findByText(`Scheduled for ${when}`)).toBeVisible();
    expect(sent('POST', '/api/schedules')).toEqual([
      {
        platform: 'wordpress',
        itemId: ARTICLE,
        localTime: tomorrow,
        timeZone: ZONE,
        fields: {
          title: 'Sourdough basics',
          excerpt: 'How to start.',
          categories: ['Recipes'],
          tags: ['bread', 'baking'],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    expect(router.state.location.search).toBe(`?date=${tomorrow.slice(0, 10)}`);
  });

  it('refuses a time in the past before sending anything', async () => {
    const { user, sent } = renderDialog(ARTICLE_TARGET, {});
    const dialog = await screen.findByRole('dialog', { name: 'Schedule on WordPress' });
    const date = await within(dialog).findByLabelText('Date');
    const yesterday = addDays(instantToZoned(new Date(), ZONE).slice(0, 10), -1);
    await user.clear(date);
    await user.type(date, yesterday);
    await within(dialog).findByLabelText('Post title');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByText('Choose a date and time in the future.')).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(sent('POST', '/api/schedules')).toEqual([]);
  });

  it("shows the server's refusal of the time on the date and time fields", async () => {
    const { user } = renderDialog(ARTICLE_TARGET, {
      'POST /api/schedules': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          details: { fields: { localTime: ['schedule_too_far'] } },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Schedule on WordPress' });
    await within(dialog).findByLabelText('Post title');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(
      await within(dialog).findByText('A publication can be scheduled at most a year ahead.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a YouTube schedule: its time and fields prefilled, the change sent as a PATCH', async () => {
    const at = addDays(instantToZoned(new Date(), ZONE).slice(0, 10), 3);
    const existing = scheduleFor({
      platform: 'youtube',
      localTime: `${at}T18:30`,
      timeZone: ZONE,
      fields: {
        title: 'Morning bake, scheduled',
        description: 'Fresh bread',
        tags: ['bread'],
        privacy: 'unlisted',
        madeForKids: false,
        containsSyntheticMedia: true,
      },
    });
    const { user, sent } = renderDialog(
      { platform: 'youtube', itemId: VIDEO, title: 'Morning bake' },
      { 'PATCH /api/schedules/s1': ({ body }) => ({ body: scheduleFor(body as never) }) },
      existing,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the schedule on YouTube' });
    expect(await within(dialog).findByLabelText('Date')).toHaveValue(at);
    expect(within(dialog).getByLabelText('Time')).toHaveValue('18:30');
    expect(await within(dialog).findByLabelText('Title')).toHaveValue('Morning bake, scheduled');
    expect(within(dialog).getByLabelText('Unlisted')).toBeChecked();
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '07:15');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/^Now scheduled for/)).toBeVisible();
    expect(sent('PATCH', '/api/schedules/s1')).toEqual([
      {
        platform: 'youtube',
        localTime: `${at}T07:15`,
        timeZone: ZONE,
        fields: {
          title: 'Morning bake, scheduled',
          description: 'Fresh bread',
          tags: ['bread'],
          privacy: 'unlisted',
          madeForKids: false,
          containsSyntheticMedia: true,
        },
      },
    ]);
  });

  it('says when a schedule can no longer be changed', async () => {
    const at = addDays(instantToZoned(new Date(), ZONE).slice(0, 10), 2);
    const existing = scheduleFor({
      platform: 'wordpress',
      itemId: ARTICLE,
      localTime: `${at}T10:00`,
      timeZone: ZONE,
    });
    const { user } = renderDialog(
      ARTICLE_TARGET,
      {
        'PATCH /api/schedules/s1': {
          status: 409,
          body: { code: 'SCHEDULE_NOT_EDITABLE', message: 'Started', details: { status: 'publishing' } },
        },
      },
      existing,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the schedule on WordPress' });
    await within(dialog).findByLabelText('Post title');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This publication has already started or is over, so it can no longer be changed.',
    );
  });
});
