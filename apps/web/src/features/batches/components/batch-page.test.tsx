import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BatchDetail } from '@forja/contracts';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { EventSourceStub } from '@/test/event-source-stub';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { BATCH_ID, batch, row } from '../test-data';
import { BatchPage } from './batch-page';

/* One batch's page: its rows followed live, and pause, resume, cancel, retry and save. */

const SAVED_ITEM = '9e8d7c6b-5a49-4382-9716-0a1b2c3d4e5f';

function renderPage() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const router = createMemoryRouter(
    [
      { path: '/batches/:batchId', element: <BatchPage /> },
      { path: '/batches', element: <p>Batches</p> },
    ],
    { initialEntries: [`/batches/${BATCH_ID}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const base = `/api/batches/${BATCH_ID}`;

function server(initial: BatchDetail, routes: Record<string, MockHandler> = {}) {
  const state = { batch: initial };
  const fetch = mockFetch({
    [`GET ${base}`]: () => ({ body: state.batch }),
    'GET /api/credits': { body: freeCredits() },
    ...routes,
  });
  return { fetch, state };
}

const calls = (fetch: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET').toUpperCase() === method,
  );

beforeEach(() => {
  vi.stubGlobal('EventSource', EventSourceStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
  EventSourceStub.reset();
});

describe('BatchPage', () => {
  it('shows the rows with their stage and failure, and follows the batch live', async () => {
    const rendering = row({
      label: 'Bread at dawn',
      status: 'running',
      stage: { name: 'rendering', current: 2, total: 3 },
      percent: 40,
    });
    const failed = row({
      label: 'Croissants',
      status: 'failed',
      error: { code: 'RENDER_FAILED', message: 'x' },
    });
    const done = row({ label: 'Sourdough', status: 'succeeded', savedItemId: SAVED_ITEM });
    server(batch([rendering, failed, done]));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Batch of Videos' })).toBeInTheDocument();
    expect(screen.getByText('Bakery')).toBeInTheDocument();
    const progress = screen.getByTestId('batch-progress');
    expect(progress).toHaveAttribute('aria-live', 'polite');
    expect(progress).toHaveTextContent('2 of 3 rows finished · 1 running · 1 done · 1 failed');
    expect(screen.getByTestId('batch-charged')).toHaveTextContent('2 charged of 6');
    const first = screen.getByTestId(`batch-row-${rendering.line}`);
    expect(within(first).getByText('Rendering: 2 of 3')).toBeInTheDocument();
    expect(
      within(screen.getByTestId(`batch-row-${failed.line}`)).getByText('Video rendering failed.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId(`batch-row-${done.line}`)).getByText('Saved to the archive'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download everything (zip)' })).toHaveAttribute(
      'href',
      `${base}/download`,
    );

    await waitFor(() => expect(EventSourceStub.instances).toHaveLength(1));
    expect(EventSourceStub.last().url).toBe(`${base}/events`);
    act(() =>
      EventSourceStub.last().emit(
        batch([{ ...rendering, status: 'succeeded', stage: null, percent: 100 }, failed, done], {
          status: 'finished',
        }),
      ),
    );
    await waitFor(() => expect(progress).toHaveTextContent('3 of 3 rows finished · 2 done · 1 failed'));
    expect(screen.getByText('Finished')).toBeInTheDocument();
    // A finished batch is no longer followed.
    expect(EventSourceStub.last().closed).toBe(true);
  });

  it('reads the batch again when the stream fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = row({ status: 'running' });
    const { fetch, state } = server(batch([running]));
    renderPage();
    await screen.findByRole('heading', { name: 'Batch of Videos' });
    await waitFor(() => expect(EventSourceStub.instances).toHaveLength(1));
    state.batch = batch([{ ...running, status: 'succeeded' }], { status: 'finished' });
    act(() => EventSourceStub.last().fail());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(screen.getByTestId('batch-progress')).toHaveTextContent('1 of 1 rows finished'),
    );
    expect(calls(fetch, 'GET', base).length).toBeGreaterThanOrEqual(2);
  });

  it('pauses and resumes the batch', async () => {
    const rows = [row({ status: 'running' }), row()];
    const { fetch } = server(batch(rows), {
      [`POST ${base}/pause`]: { body: batch(rows, { status: 'paused' }) },
      [`POST ${base}/resume`]: { body: batch(rows, { status: 'running' }) },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${base}/pause`)).toHaveLength(1);
    expect(calls(fetch, 'POST', `${base}/resume`)).toHaveLength(1);
  });

  it('asks before cancelling, and cancels only when confirmed', async () => {
    const rows = [row({ status: 'succeeded' }), row({ status: 'running' }), row()];
    const { fetch } = server(batch(rows), {
      [`POST ${base}/cancel`]: {
        body: batch([rows[0]!, { ...rows[1]!, status: 'cancelled' }, { ...rows[2]!, status: 'cancelled' }], {
          status: 'cancelled',
        }),
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel the batch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this batch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it running' }));
    expect(calls(fetch, 'POST', `${base}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the batch' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the batch' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('batch-progress')).toHaveTextContent('1 done · 2 cancelled'),
    );
    expect(calls(fetch, 'POST', `${base}/cancel`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('retries one failed row, or every failed row', async () => {
    const a = row({ status: 'failed', error: { code: 'TIMEOUT', message: 'x' } });
    const b = row({ status: 'failed', error: { code: 'TIMEOUT', message: 'x' } });
    const bodies: unknown[] = [];
    server(batch([a, b], { status: 'finished' }), {
      [`POST ${base}/retry`]: ({ body }) => {
        bodies.push(body);
        return { body: batch([{ ...a, status: 'pending', attempt: 2, error: null }, b]) };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: `Retry line ${a.line}` }));
    await waitFor(() => expect(bodies).toEqual([{ rowIds: [a.id] }]));
    expect(await screen.findByText('attempt 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry the failed row' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({});
  });

  it('saves every result to the archive and says how many', async () => {
    const rows = [row({ status: 'succeeded' }), row({ status: 'succeeded' }), row({ status: 'failed' })];
    const savedRows = rows.map((r) => (r.status === 'succeeded' ? { ...r, savedItemId: SAVED_ITEM } : r));
    const { state } = server(batch(rows, { status: 'finished' }), {
      [`POST ${base}/save`]: () => {
        state.batch = batch(savedRows, { status: 'finished' });
        return { body: { saved: 2, batch: state.batch } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save all 2 results to the archive' }));
    expect(await screen.findByTestId('batch-saved')).toHaveTextContent('2 results saved to the archive.');
    expect(screen.queryByRole('button', { name: /Save all/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Saved to the archive')).toHaveLength(2);
  });

  it('translates a refused action', async () => {
    const rows = [row({ status: 'running' })];
    server(batch(rows), {
      [`POST ${base}/pause`]: {
        status: 409,
        body: { code: 'BATCH_NOT_ACTIVE', message: 'not active' },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText(
        'This batch cannot do that now: it is finished or cancelled, or has nothing to retry.',
      ),
    ).toBeInTheDocument();
  });
});
