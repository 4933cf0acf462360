import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { EventSourceStub, record } from '@/test/event-source-stub';
import { useGeneration, type UseGenerationOptions } from './use-generation';

const ID = '11111111-1111-4111-8111-111111111111';
const INPUT = {
  idea: 'An idea that is long enough',
  title: 'A title',
  tone: 'professional',
  wordCount: 500,
  language: 'en',
  audience: 'general',
} as const;

function server(routes: Record<string, MockHandler> = {}, available = 50) {
  return mockFetch({
    'GET /api/credits': { body: freeCredits(available) },
    'POST /api/generations': { status: 202, body: record() },
    [`GET /api/generations/${ID}`]: { body: record({ status: 'running', percent: 10 }) },
    [`POST /api/generations/${ID}/cancel`]: { body: record({ status: 'cancelled' }) },
    ...routes,
  });
}

/** The hook inside a data router and a query cache, as on a wizard page. */
function renderGeneration(initial: UseGenerationOptions, queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '/', element: children }]);
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  const view = renderHook((options: UseGenerationOptions) => useGeneration('article', options), {
    wrapper,
    initialProps: initial,
  });
  return { ...view, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  EventSourceStub.reset();
});

describe('useGeneration', () => {
  it('checks the credits, starts, keeps the id and follows the generation live to its result', async () => {
    vi.stubGlobal('EventSource', EventSourceStub);
    const fetch = server();
    const onStarted = vi.fn();
    const onFinished = vi.fn();
    const view = renderGeneration({ id: null, onStarted, onFinished });
    let outcome: unknown;
    await act(async () => {
      outcome = await view.result.current.start(INPUT);
    });
    expect(outcome).toMatchObject({ outcome: 'started', record: { id: ID, status: 'queued' } });
    expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: ID }));
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/credits');

    view.rerender({ id: ID, onStarted, onFinished });
    await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
    act(() =>
      EventSourceStub.last().emit(
        record({ status: 'running', stage: { name: 'writing', current: 2, total: 5 }, percent: 40 }),
      ),
    );
    await waitFor(() => expect(view.result.current.percent).toBe(40));
    expect(view.result.current.status).toBe('running');
    expect(view.result.current.stage).toEqual({ name: 'writing', current: 2, total: 5 });

    const output = { html: '<p>Done</p>', metaDescription: '', tags: [] };
    act(() => EventSourceStub.last().emit(record({ status: 'succeeded', output, percent: 100 })));
    await waitFor(() => expect(view.result.current.status).toBe('succeeded'));
    expect(view.result.current.output).toEqual(output);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' }));
  });

  it('refuses to start with too few credits (nothing is posted)', async () => {
    const fetch = server({}, 1);
    const view = renderGeneration({ id: null });
    let outcome: unknown;
    await act(async () => {
      outcome = await view.result.current.start(INPUT);
    });
    expect(outcome).toEqual({ outcome: 'refused', afterBeforeStart: false });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('picks a generation up again after a remount (a reload) from the id alone', async () => {
    server({
      [`GET /api/generations/${ID}`]: {
        body: record({ status: 'running', stage: { name: 'writing' }, percent: 60, restarted: true }),
      },
    });
    const first = renderGeneration({ id: ID });
    await waitFor(() => expect(first.result.current.percent).toBe(60));
    first.unmount();

    const again = renderGeneration({ id: ID });
    await waitFor(() => expect(again.result.current.status).toBe('running'));
    expect(again.result.current.percent).toBe(60);
    expect(again.result.current.restarted).toBe(true);
  });

  it('falls back to polling when the event stream fails', async () => {
    vi.stubGlobal('EventSource', EventSourceStub);
    let polls = 0;
    server({
      [`GET /api/generations/${ID}`]: () => ({
        body:
          ++polls < 2
            ? record({ status: 'running' })
            : record({ status: 'failed', error: { code: 'TIMEOUT', message: 'slow' } }),
      }),
    });
    const view = renderGeneration({ id: ID });
    await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
    act(() => EventSourceStub.last().fail());
    await waitFor(() => expect(view.result.current.status).toBe('failed'), { timeout: 5000 });
    expect(view.result.current.error?.code).toBe('TIMEOUT');
  });

  it('cancels: the record comes back cancelled and the caller is told', async () => {
    const fetch = server();
    const onFinished = vi.fn();
    const view = renderGeneration({ id: ID, onFinished });
    await waitFor(() => expect(view.result.current.status).toBe('running'));
    await act(() => view.result.current.cancel());
    expect(view.result.current.status).toBe('cancelled');
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' }));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/${ID}/cancel`))).toBe(true);
  });

  it('retries with the same input as a new generation', async () => {
    const fetch = server();
    const view = renderGeneration({ id: null });
    await act(async () => void (await view.result.current.start(INPUT)));
    await act(async () => void (await view.result.current.retry()));
    const posts = fetch.mock.calls.filter(
      ([url, init]) => String(url) === '/api/generations' && init?.method === 'POST',
    );
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      { kind: 'article', input: INPUT },
      { kind: 'article', input: INPUT },
    ]);
  });

  it('shows why a start failed', async () => {
    server({ 'POST /api/generations': { status: 429, body: { code: 'TOO_MANY_RUNNING', message: 'busy' } } });
    const view = renderGeneration({ id: null });
    await act(async () => void (await view.result.current.start(INPUT)));
    expect(view.result.current.status).toBe('failed');
    expect(view.result.current.error?.code).toBe('TOO_MANY_RUNNING');
  });
});
