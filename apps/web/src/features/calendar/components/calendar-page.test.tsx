import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockReply } from '@/test/mock-fetch';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { calendarServer, entry, ENTRY_ID } from '../test/calendar-server';

/*
 * The content calendar through its route, against a fake schedules API: days and times in the
 * profile's zone (Auckland, 13 h ahead of UTC in December), moves that keep the time of day,
 * cancel, retry, the filter, and the empty, phone and error states. "Now" is 28 November 2026.
 */

beforeEach(() => {
  // Only the clock: the page's waits still run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const day = (name: string) => screen.getByRole('listitem', { name });
const findDay = (name: string) => screen.findByRole('listitem', { name });

/** A drag's data, as the browser keeps it between dragstart and drop. */
function dataTransfer() {
  const data: Record<string, string> = {};
  return {
    setData: (type: string, value: string) => void (data[type] = value),
    getData: (type: string) => data[type] ?? '',
    effectAllowed: 'none',
    dropEffect: 'none',
  };
}

function drag(chip: HTMLElement, target: HTMLElement) {
  const transfer = dataTransfer();
  fireEvent.dragStart(chip, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent.drop(target, { dataTransfer: transfer });
  fireEvent.dragEnd(chip, { dataTransfer: transfer });
}

describe('CalendarPage', () => {
  it("shows an entry on its local day and time in the profile's zone, asking for the visible days", async () => {
    // 20:30 UTC on 1 December is 09:30 on 2 December in Auckland.
    const server = calendarServer({ entries: [entry()] });
    renderApp('/calendar?date=2026-12-01');
    const wednesday = await findDay('Wednesday, December 2, 2026');
    const chip = await within(wednesday).findByRole('button', { name: /Winter recipes/ });
    expect(chip).toHaveAccessibleName('9:30 AM, WordPress: Winter recipes (Scheduled)');
    expect(within(day('Tuesday, December 1, 2026')).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('December 2026');
    // Six weeks from Sunday 29 November, midnight to midnight in Auckland.
    const asked = server.lists.at(-1)!;
    expect(asked.get('from')).toBe('2026-11-28T11:00:00.000Z');
    expect(asked.get('to')).toBe('2027-01-09T11:00:00.000Z');
    expect(asked.has('platform')).toBe(false);
  });

  it('starts the week on Sunday in English and on Monday in Romanian, with localised names', async () => {
    calendarServer({ entries: [entry()] });
    const english = renderApp('/calendar?view=week&date=2026-12-02');
    const grid = await screen.findByTestId('calendar-grid');
    expect(within(grid).getAllByRole('listitem')[0]).toHaveAttribute('data-date', '2026-11-29');
    english.unmount();

    await i18n.changeLanguage('ro');
    calendarServer({ entries: [entry()], language: 'ro' });
    renderApp('/calendar?view=week&date=2026-12-02');
    const romanian = await screen.findByTestId('calendar-grid');
    expect(within(romanian).getAllByRole('listitem')[0]).toHaveAttribute('data-date', '2026-11-30');
    expect(within(romanian).getAllByRole('listitem')[0]).toHaveAccessibleName('luni, 30 noiembrie 2026');
    expect(screen.getByRole('heading', { name: 'Calendar de conținut', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Săptămâna următoare' })).toBeInTheDocument();
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(/^30 nov\.? – 6 dec\.? 2026$/);
  });

  it('moves a dragged entry to another day at the same time of day', async () => {
    const server = calendarServer({ entries: [entry()] });
    renderApp('/calendar?date=2026-12-01');
    const chip = await within(await findDay('Wednesday, December 2, 2026')).findByRole('button', {
      name: /Winter recipes/,
    });
    drag(chip, day('Friday, December 4, 2026'));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]).toEqual({
      id: ENTRY_ID,
      body: { platform: 'wordpress', localTime: '2026-12-04T09:30', timeZone: 'Pacific/Auckland' },
    });
    expect(
      await within(day('Friday, December 4, 2026')).findByRole('button', {
        name: '9:30 AM, WordPress: Winter recipes (Scheduled)',
      }),
    ).not.toHaveAttribute('aria-busy');
    expect(within(day('Wednesday, December 2, 2026')).queryByRole('button')).toBeNull();
  });

  it('shows a move at once, and puts it back with the reason when the server refuses it', async () => {
    let refuse: (reply: MockReply) => void = () => {};
    calendarServer({
      entries: [entry()],
      patch: () => new Promise<MockReply>((resolve) => (refuse = resolve)),
    });
    renderApp('/calendar?date=2026-12-01');
    const chip = await within(await findDay('Wednesday, December 2, 2026')).findByRole('button', {
      name: /Winter recipes/,
    });
    drag(chip, day('Friday, December 4, 2026'));
    const moving = await within(day('Friday, December 4, 2026')).findByRole('button', {
      name: /Winter recipes/,
    });
    expect(moving).toHaveAttribute('aria-busy', 'true');
    refuse({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    expect(await screen.findByText('We could not move it. It is back where it was.')).toBeInTheDocument();
    await within(day('Wednesday, December 2, 2026')).findByRole('button', { name: /Winter recipes/ });
    expect(within(day('Friday, December 4, 2026')).queryByRole('button')).toBeNull();
  });

  it('moves an entry from the keyboard with the date field of its details', async () => {
    const server = calendarServer({ entries: [entry()] });
    const { user } = renderApp('/calendar?date=2026-12-01');
    const chip = await within(await findDay('Wednesday, December 2, 2026')).findByRole('button', {
      name: /Winter recipes/,
    });
    chip.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Winter recipes' });
    expect(panel).toHaveTextContent('Scheduled in Forja');
    const field = within(panel).getByLabelText('Move to');
    expect(field).toHaveValue('2026-12-02');
    expect(panel).toHaveTextContent('It keeps its time of day, 9:30 AM.');
    fireEvent.change(field, { target: { value: '2026-12-10' } });
    await user.click(within(panel).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]!.body).toEqual({
      platform: 'wordpress',
      localTime: '2026-12-10T09:30',
      timeZone: 'Pacific/Auckland',
    });
    // The panel follows the entry to its new day; closed, the calendar shows it there too.
    expect(await within(panel).findByText('Thursday, December 10, 2026 at 9:30 AM')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      await within(await findDay('Thursday, December 10, 2026')).findByRole('button', {
        name: /Winter recipes/,
      }),
    ).toBeInTheDocument();
  });

  it('edits a waiting schedule in the schedule dialog: a new time and new fields', async () => {
    const server = calendarServer({
      entries: [entry({ fields: { title: 'Winter recipes', excerpt: 'Soups', categories: [], tags: [] } })],
    });
    const { user } = renderApp('/calendar?date=2026-12-01');
    await user.click(
      await within(await findDay('Wednesday, December 2, 2026')).findByRole('button', {
        name: /Winter recipes/,
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Winter recipes' });
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the schedule on WordPress' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-12-02');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:30');
    const title = await within(dialog).findByLabelText('Post title');
    expect(title).toHaveValue('Winter recipes');
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '11:15' } });
    await user.clear(title);
    await user.type(title, 'Winter soups');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]!.body).toMatchObject({
      platform: 'wordpress',
      localTime: '2026-12-02T11:15',
      timeZone: 'Pacific/Auckland',
      fields: { title: 'Winter soups', excerpt: 'Soups' },
    });
  });

  it('refuses a move to a day already past without asking the server', async () => {
    const server = calendarServer({ entries: [entry()] });
    const { user } = renderApp('/calendar?date=2026-12-01');
    await user.click(
      await within(await findDay('Wednesday, December 2, 2026')).findByRole('button', {
        name: /Winter recipes/,
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Winter recipes' });
    fireEvent.change(within(panel).getByLabelText('Move to'), { target: { value: '2026-11-20' } });
    await user.click(within(panel).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText('That day and time have already passed. Choose a later date.'),
    ).toBeInTheDocument();
    expect(server.patches).toHaveLength(0);
  });

  it('cancels a schedule only once confirmed', async () => {
    const server = calendarServer({ entries: [entry()] });
    const { user } = renderApp('/calendar?date=2026-12-01');
    await user.click(
      await within(await findDay('Wednesday, December 2, 2026')).findByRole('button', {
        name: /Winter recipes/,
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Winter recipes' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel the schedule' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this schedule?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(server.cancels).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Cancel the schedule' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this schedule?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel the schedule' }));
    await waitFor(() => expect(server.cancels).toEqual([ENTRY_ID]));
    // Gone from the calendar, and its panel with it: nothing else is in December.
    expect(await screen.findByText('Nothing scheduled in this period')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Winter recipes' })).toBeNull();
  });

  it('says why a publication failed and publishes it again on Retry', async () => {
    const server = calendarServer({
      entries: [
        entry({ status: 'failed', errorCode: 'PLATFORM_NOT_CONNECTED', errorMessage: 'token revoked' }),
        entry({
          id: '33333333-3333-4333-8333-333333333333',
          scheduleId: '33333333-3333-4333-8333-333333333333',
          platform: 'youtube',
          itemKind: 'video',
          title: 'Snow day',
          status: 'failed',
          errorCode: 'SOMETHING_NEW',
          errorMessage: 'The video was rejected.',
        }),
      ],
    });
    const { user } = renderApp('/calendar?date=2026-12-01');
    await user.click(await screen.findByRole('button', { name: '9:30 AM, YouTube: Snow day (Failed)' }));
    const youtube = await screen.findByRole('dialog', { name: 'Snow day' });
    // An unknown code: the platform's own words.
    expect(youtube).toHaveTextContent('The video was rejected.');
    await user.keyboard('{Escape}');

    await user.click(
      await screen.findByRole('button', { name: '9:30 AM, WordPress: Winter recipes (Failed)' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Winter recipes' });
    expect(panel).toHaveTextContent('Connect the platform in Settings → Connections first.');
    expect(within(panel).queryByLabelText('Move to')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.retries).toEqual([ENTRY_ID]));
    expect(await within(panel).findByText('Publishing…')).toBeInTheDocument();
  });

  it('links a published entry in a new tab and says when it went out late', async () => {
    calendarServer({
      entries: [
        entry({
          status: 'published',
          mode: 'wordpress',
          lateSeconds: 600,
          url: 'https://blog.example.com/winter',
          at: '2026-11-20T20:30:00.000Z',
        }),
      ],
    });
    const { user } = renderApp('/calendar?date=2026-11-20');
    await user.click(
      await screen.findByRole('button', { name: '9:30 AM, WordPress: Winter recipes (Published late)' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Winter recipes' });
    expect(panel).toHaveTextContent('10 minutes after its time');
    expect(panel).toHaveTextContent('Scheduled on WordPress');
    const link = within(panel).getByRole('link', { name: 'Open on WordPress' });
    expect(link).toHaveAttribute('href', 'https://blog.example.com/winter');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(panel).queryByRole('button', { name: 'Cancel the schedule' })).toBeNull();
  });

  it('filters by platform through the server and keeps the filter in the address', async () => {
    const server = calendarServer({
      entries: [
        entry(),
        entry({ id: '44444444-4444-4444-8444-444444444444', platform: 'tiktok', title: 'Dance' }),
      ],
    });
    const { user, router } = renderApp('/calendar?date=2026-12-01');
    expect(await screen.findByRole('button', { name: /TikTok: Dance/ })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Platform' })).getByRole('button', { name: 'WordPress' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /TikTok: Dance/ })).toBeNull());
    expect(await screen.findByRole('button', { name: /WordPress: Winter recipes/ })).toBeInTheDocument();
    expect(server.lists.at(-1)!.get('platform')).toBe('wordpress');
    expect(router.state.location.search).toContain('platform=wordpress');
    expect(
      within(screen.getByRole('group', { name: 'Platform' })).getByRole('button', { name: 'WordPress' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the view and date in the address as it pages', async () => {
    calendarServer({ entries: [] });
    const { user, router } = renderApp('/calendar?view=week&date=2026-12-02');
    expect(await screen.findByTestId('calendar-period')).toHaveTextContent('Nov 29 – Dec 5, 2026');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('Dec 6 – 12, 2026');
    expect(router.state.location.search).toBe('?view=week&date=2026-12-09');
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('December 2026');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe('?view=month');
  });

  it('points to the studios and archives when the period is empty', async () => {
    calendarServer({ entries: [] });
    renderApp('/calendar');
    expect(await screen.findByText('Nothing scheduled in this period')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Article studio' })).toHaveAttribute('href', '/create-article');
    expect(screen.getByRole('link', { name: 'Video studio' })).toHaveAttribute('href', '/generate-video');
    expect(screen.getByRole('link', { name: 'Open the archives' })).toHaveAttribute('href', '/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('shows an agenda of the days with entries on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    calendarServer({
      entries: [
        entry(),
        entry({
          id: '55555555-5555-4555-8555-555555555555',
          at: '2026-12-09T01:00:00.000Z',
          title: 'Late post',
        }),
      ],
    });
    const { user } = renderApp('/calendar?date=2026-12-01');
    const agenda = await screen.findByTestId('calendar-agenda');
    expect(screen.queryByTestId('calendar-grid')).toBeNull();
    const headings = within(agenda)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Wednesday, December 2, 2026', 'Wednesday, December 9, 2026']);
    await user.click(within(agenda).getByRole('button', { name: /Late post/ }));
    expect(await screen.findByRole('dialog', { name: 'Late post' })).toHaveTextContent('2:00 PM');
  });

  it('says when the calendar could not be read, and reads it again on Retry', async () => {
    let fail = true;
    calendarServer({
      list: () =>
        fail
          ? { status: 503, body: { code: 'INTERNAL_ERROR', message: 'down' } }
          : { body: { entries: [entry()] } },
    });
    const { user } = renderApp('/calendar?date=2026-12-01');
    expect(await screen.findByText('We could not load the calendar')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Winter recipes/ })).toBeInTheDocument();
  });
});
