import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStats, SetupChecklist } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const day = (i: number) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10);
const STATS: AdminStats = {
  totalUsers: 12,
  activeUsers: 3,
  generations: { current: 8, previous: 4, changePercent: 100 },
  batches: { current: 3, previous: 0, changePercent: null, rowsRun: 41, rowsFailed: 2 },
  mrr: [{ currency: 'EUR', amountCents: 17700 }],
  kinds: ['article', 'image'],
  days: Array.from({ length: 30 }, (_, i) => ({
    date: day(i),
    byKind: (i === 29 ? { article: 2, image: 1 } : i === 10 ? { article: 5 } : {}) as Record<string, number>,
    total: i === 29 ? 3 : i === 10 ? 5 : 0,
    creditsSpent: i === 29 ? 9 : i === 10 ? 10 : 0,
  })),
  generatedAt: '2026-11-30T12:00:00.000Z',
};
const SETUP: SetupChecklist = {
  items: [
    {
      id: 'generation.article',
      state: 'fallback',
      mode: 'builtin',
      detail: null,
      envVars: [],
      registerUrls: [],
    },
    {
      id: 'mail',
      state: 'ready',
      mode: 'smtp',
      detail: null,
      envVars: ['SMTP_URL', 'MAIL_FROM'],
      registerUrls: [],
    },
    {
      id: 'publishing.youtube',
      state: 'missing',
      mode: 'none',
      detail: null,
      envVars: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      registerUrls: ['https://studio.example.com/api/connections/youtube/callback'],
    },
  ],
};

const NOTHING_FOUND = {
  services: [
    { service: 'ollama', address: 'http://127.0.0.1:11434/v1', found: false, models: [] },
    { service: 'lmstudio', address: 'http://127.0.0.1:1234/v1', found: false, models: [] },
    { service: 'automation', address: 'http://localhost:5678', found: false, models: [] },
  ],
};

function server(routes: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
    'GET /api/admin/stats': { body: STATS },
    'GET /api/admin/setup': { body: SETUP },
    'POST /api/admin/setup/detect': { body: NOTHING_FOUND },
    ...routes,
  });
}

describe('Back office overview', () => {
  it('shows the five figures, the chart summary and its table', async () => {
    server();
    const { user } = renderApp('/backend');
    // The first render loads the route and the charting library.
    expect(await screen.findByTestId('stat-total-users', {}, { timeout: 15_000 })).toHaveTextContent('12');
    expect(screen.getByTestId('stat-active-users')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-generations')).toHaveTextContent('8');
    expect(screen.getByTestId('stat-generations')).toHaveTextContent('+100% against the 30 days before (4)');
    const batches = screen.getByTestId('stat-batches');
    expect(batches).toHaveTextContent('Batches, last 30 days');
    expect(batches).toHaveTextContent('3');
    expect(batches).toHaveTextContent('Rows run: 41 · failed: 2');
    expect(batches).toHaveTextContent('None in the 30 days before');
    expect(screen.getByTestId('stat-mrr')).toHaveTextContent('€177.00');
    expect(
      screen.getByText(
        /8 generations and 19 credits spent in the last 30 days \(UTC\)\. Busiest day: November 11, with 5\./,
      ),
    ).toBeInTheDocument();

    // The table is always there for screen readers; the button shows it to everyone.
    const table = screen.getByRole('table', { name: /Generations per day by kind/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '3', '9']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('November 30');
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists what is configured and what to set', async () => {
    server();
    renderApp('/backend');
    const youtube = await screen.findByRole('listitem', { name: 'YouTube publishing' });
    expect(youtube).toHaveTextContent('Not configured');
    expect(youtube).toHaveTextContent('GOOGLE_CLIENT_ID');
    expect(youtube).toHaveTextContent('https://studio.example.com/api/connections/youtube/callback');
    const article = screen.getByRole('listitem', { name: 'Article generation' });
    expect(article).toHaveTextContent('Built-in default');
    expect(within(article).getByRole('link', { name: 'Open generation settings' })).toHaveAttribute(
      'href',
      '/backend/settings',
    );
    // A configured part does not repeat its variables.
    expect(screen.getByRole('listitem', { name: 'Email' })).not.toHaveTextContent('SMTP_URL');
  });

  it('offers an Ollama running on this machine when the checklist opens, and uses it in a click', async () => {
    const bodies: unknown[] = [];
    let detections = 0;
    server({
      'POST /api/admin/setup/detect': () => {
        detections++;
        return {
          body: {
            services: [
              {
                service: 'ollama',
                address: 'http://127.0.0.1:11434/v1',
                found: true,
                models: ['llama3.2', 'qwen2.5'],
              },
              NOTHING_FOUND.services[1],
              NOTHING_FOUND.services[2],
            ],
          },
        };
      },
      'POST /api/admin/setup/use-detected': ({ body }) => {
        bodies.push(body);
        return { body: {} };
      },
    });
    const { user } = renderApp('/backend');
    // No click needed: detection runs when the checklist opens.
    const use = await screen.findByRole('button', { name: 'Use Ollama (found on this machine)' });
    expect(screen.getAllByText('Nothing answers at this address.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Use LM Studio/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'qwen2.5');
    await user.click(use);
    expect(
      await screen.findByText('Articles, videos and video scripts are now generated by Ollama.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { service: 'ollama', families: ['article', 'video', 'videoScript'], model: 'qwen2.5' },
    ]);
    const before = detections;
    await user.click(screen.getByRole('button', { name: 'Detect' }));
    await waitFor(() => expect(detections).toBeGreaterThan(before));
  });

  it('says so when detection cannot run', async () => {
    server({
      'POST /api/admin/setup/detect': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
    });
    renderApp('/backend');
    expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded and tries again', async () => {
    let calls = 0;
    server({
      'GET /api/admin/stats': () =>
        ++calls === 1 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } } : { body: STATS },
    });
    const { user } = renderApp('/backend');
    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('stat-total-users')).toHaveTextContent('12');
  });
});
