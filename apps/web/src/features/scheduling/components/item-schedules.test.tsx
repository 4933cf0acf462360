import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zonedToInstant, type CalendarEntry } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { archiveServer, makeArticle } from '@/test/archive-test-server';
import { renderApp } from '@/test/render-app';

const ZONE = 'Europe/Bucharest';
const AT = zonedToInstant('2099-03-14T09:00', ZONE)!.toISOString();

function planned(itemId: string, overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    id: 's1',
    scheduleId: 's1',
    platform: 'wordpress',
    itemKind: 'article',
    itemId,
    title: 'Sourdough basics',
    at: AT,
    timeZone: ZONE,
    status: 'scheduled',
    mode: 'wordpress',
    attempts: 0,
    nextAttemptAt: null,
    lateSeconds: null,
    publishedAt: null,
    url: null,
    errorCode: null,
    errorMessage: null,
    fields: { title: 'Sourdough basics' },
    ...overrides,
  };
}

describe("An archive card's planned publications", () => {
  afterEach(() => void toast.dismiss());

  it('lists the planned schedule at its local time, and Cancel asks first, then cancels it', async () => {
    const article = makeArticle({ title: 'Sourdough basics' });
    let entries = [
      planned(article.id),
      planned(article.id, { id: 's0', scheduleId: 's0', status: 'published' }),
    ];
    const { callsTo } = archiveServer([article], {
      'GET /api/schedules': () => ({ body: { entries } }),
      'POST /api/schedules/s1/cancel': () => {
        const cancelled = { ...entries[0]!, status: 'cancelled' as const };
        entries = [cancelled];
        return { body: cancelled };
      },
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Sourdough basics' });
    const list = await within(card).findByRole('region', { name: 'Planned publications' });
    // Only what is still to go out: the published one is history (the calendar shows it).
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('WordPress');
    expect(list).toHaveTextContent('Mar 14, 2099, 9:00 AM');
    expect(list).toHaveTextContent('Scheduled');
    expect(within(card).getByRole('button', { name: 'Schedule' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Cancel the schedule on WordPress' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this scheduled publication?' });
    expect(confirm).toHaveTextContent('It will not be published on WordPress on Mar 14, 2099, 9:00 AM.');
    // Keeping it sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(callsTo('POST', '/api/schedules/s1/cancel')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Cancel the schedule on WordPress' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the publication' }),
    );
    expect(await screen.findByText('The scheduled publication was cancelled.')).toBeVisible();
    expect(callsTo('POST', '/api/schedules/s1/cancel')).toHaveLength(1);
    await waitFor(() =>
      expect(within(card).queryByRole('region', { name: 'Planned publications' })).toBeNull(),
    );
  });

  it('Edit opens the schedule in the dialog, at its time in the profile zone', async () => {
    const article = makeArticle({ title: 'Sourdough basics' });
    archiveServer([article], {
      'GET /api/schedules': { body: { entries: [planned(article.id)] } },
      'GET /api/connections': {
        body: {
          connections: [
            {
              platform: 'wordpress',
              connected: true,
              display: { siteUrl: 'https://blog.example.com', username: 'ana' },
              connectedAt: '2025-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Sourdough basics' });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Edit the schedule on WordPress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the schedule on WordPress' });
    expect(await within(dialog).findByLabelText('Date')).toHaveValue('2099-03-14');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00');
    expect(await within(dialog).findByLabelText('Post title')).toHaveValue('Sourdough basics');
  });
});
