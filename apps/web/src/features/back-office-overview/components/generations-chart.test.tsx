import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { AdminStats } from '@forja/contracts';

// Counts the loads of the chart library's module (generations-plot.tsx imports recharts).
const plot = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./generations-plot', () => {
  plot.loads++;
  return { default: ({ kinds }: { kinds: string[] }) => <div data-testid="plot">{kinds.join(',')}</div> };
});

const day = (i: number) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10);
const stats = (total: number): AdminStats => ({
  totalUsers: 1,
  activeUsers: 1,
  generations: { current: total, previous: 0, changePercent: null },
  batches: { current: 0, previous: 0, changePercent: null, rowsRun: 0, rowsFailed: 0 },
  mrr: [],
  kinds: total ? ['article'] : [],
  days: Array.from({ length: 30 }, (_, i) => ({
    date: day(i),
    byKind: (i === 29 && total ? { article: total } : {}) as Record<string, number>,
    total: i === 29 ? total : 0,
    creditsSpent: i === 29 ? total : 0,
  })),
  generatedAt: '2026-11-30T12:00:00.000Z',
});

describe('Generations chart', () => {
  /*
   * Files share their worker's modules (vitest.config.ts): an earlier file may have loaded the
   * chart, whose lazy plot then stays resolved to the real one. A fresh copy of the chart's
   * module makes its lazy plot load through the mock above, counted.
   */
  let GenerationsChart: typeof import('./generations-chart').GenerationsChart;
  beforeAll(async () => {
    vi.resetModules();
    ({ GenerationsChart } = await import('./generations-chart'));
  });

  it('never loads the chart library for an empty chart, and loads it once there is something to plot', async () => {
    const { unmount } = render(<GenerationsChart stats={stats(0)} />);
    expect(screen.getByText(/No generations/i)).toBeInTheDocument();
    expect(plot.loads).toBe(0);
    unmount();

    render(<GenerationsChart stats={stats(4)} />);
    // Wait for the module the chart asked for (the same import, so one load) and for React to
    // commit what it unblocks (act flushes that work), not for a clock.
    await act(async () => {
      await import('./generations-plot');
    });
    expect(screen.getByTestId('plot')).toHaveTextContent('article');
    expect(plot.loads).toBe(1);
  });
});
