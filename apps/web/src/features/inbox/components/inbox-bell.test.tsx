import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Inbox, InboxItem } from '@forja/contracts';
import { never } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { settingsServer } from '@/test/settings-test-server';

const FAILED: InboxItem = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'schedule_failed',
  platform: 'tiktok',
  title: 'Winter sale',
  scheduleId: 's1',
  // 23:30 in UTC is the next morning in Bucharest (the profile's zone): the calendar opens there.
  at: '2026-12-03T23:30:00.000Z',
  lateSeconds: null,
  url: null,
  errorCode: 'PLATFORM_RECONNECT_REQUIRED',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
};
const PUBLISHED: InboxItem = {
  ...FAILED,
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'schedule_published',
  platform: 'youtube',
  title: 'How to brew',
  lateSeconds: 12 * 60,
  url: 'https://youtube.example/watch?v=1',
  errorCode: null,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  readAt: null,
};
const OLD: InboxItem = {
  ...PUBLISHED,
  id: '33333333-3333-4333-8333-333333333333',
  platform: 'wordpress',
  title: 'Old post',
  lateSeconds: null,
  url: 'https://blog.example/old-post',
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  readAt: new Date().toISOString(),
};

/** A signed-in user on Settings (any signed-in screen shows the bell), with this inbox. */
function inboxServer(items: InboxItem[] = [FAILED, PUBLISHED, OLD]) {
  const state: Inbox = { items, unread: items.filter((i) => !i.readAt).length };
  const server = settingsServer({
    'GET /api/inbox': () => ({ body: state }),
    'POST /api/inbox/read': ({ body }) => {
      const ids = (body as { ids?: string[] }).ids;
      const now = new Date().toISOString();
      state.items = state.items.map((i) =>
        !ids || ids.includes(i.id) ? { ...i, readAt: i.readAt ?? now } : i,
      );
      state.unread = state.items.filter((i) => !i.readAt).length;
      return { body: { unread: state.unread } };
    },
  });
  return { ...server, inbox: state };
}

const bell = async (name: string | RegExp = /^Notifications/) =>
  within(await screen.findByRole('banner')).findByRole('button', { name });

describe('Notifications bell', () => {
  it('says how many are unread, and lists them newest first in words, without marking them read', async () => {
    const server = inboxServer();
    const { user } = renderApp('/settings');
    const button = await bell('Notifications, 2 unread');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Could not publish to TikTok: Winter sale'),
      expect.stringContaining('Published on YouTube: How to brew'),
      expect.stringContaining('Published on WordPress: Old post'),
    ]);
    // The failure says why, in the errors' words, and opens the calendar on its local day.
    const failure = within(items[0]!).getByRole('link');
    expect(failure).toHaveTextContent('Connect it again in Settings → Connections');
    expect(failure).toHaveTextContent('5 minutes ago');
    expect(failure).toHaveAttribute('href', '/calendar?date=2026-12-04');
    // A late publication says so; the post opens on its platform.
    const published = within(items[1]!).getByRole('link');
    expect(published).toHaveTextContent('2 hours ago · late by 12 min');
    expect(published).toHaveAttribute('href', 'https://youtube.example/watch?v=1');
    // Unread ones are marked (for screen readers too); the read one is not.
    expect(failure).toHaveTextContent(/^Unread:/);
    expect(within(items[2]!).getByRole('link')).not.toHaveTextContent('Unread:');
    expect(server.callsTo('POST', '/api/inbox/read')).toHaveLength(0);
  });

  it('marks one read when it is followed: a failure opens the calendar on its day', async () => {
    const server = inboxServer();
    const { user, router } = renderApp('/settings');
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('link', { name: /Winter sale/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    expect(router.state.location.search).toBe('?date=2026-12-04');
    await waitFor(() => expect(server.callsTo('POST', '/api/inbox/read')).toHaveLength(1));
    expect(server.bodyOf(server.callsTo('POST', '/api/inbox/read')[0])).toEqual({ ids: [FAILED.id] });
    expect(server.inbox.unread).toBe(1);
  });

  it('marks every one read with "Mark all as read"', async () => {
    const server = inboxServer();
    const { user } = renderApp('/settings');
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));

    expect(await bell('Notifications')).toBeInTheDocument();
    expect(server.bodyOf(server.callsTo('POST', '/api/inbox/read')[0])).toEqual({ all: true });
    expect(within(panel).queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the bell; the keyboard reaches the items', async () => {
    inboxServer();
    const { user } = renderApp('/settings');
    const button = await bell('Notifications, 2 unread');
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await within(panel).findAllByRole('listitem');

    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('link', { name: /Winter sale/ })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when there is nothing yet', async () => {
    inboxServer([]);
    const { user } = renderApp('/settings');
    await user.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByText(
        'Nothing yet: you will hear here when a scheduled post goes out or fails.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that reads the inbox again', async () => {
    let answer: 'wait' | 'fail' | 'ok' = 'wait';
    const server = settingsServer({
      'GET /api/inbox': () =>
        answer === 'wait'
          ? never()
          : answer === 'fail'
            ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }
            : { body: { items: [PUBLISHED], unread: 1 } },
    });
    const { user, queryClient } = renderApp('/settings');
    await user.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('status', { name: 'Loading notifications…' })).toBeInTheDocument();

    answer = 'fail';
    await queryClient.cancelQueries({ queryKey: ['inbox'] });
    await queryClient.refetchQueries({ queryKey: ['inbox'] });
    expect(await within(panel).findByText('Your notifications could not be loaded.')).toBeInTheDocument();

    answer = 'ok';
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Published on YouTube: How to brew')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/inbox').length).toBeGreaterThanOrEqual(3);
  });
});
