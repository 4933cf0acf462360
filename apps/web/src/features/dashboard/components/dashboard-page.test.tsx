import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import type { Credits } from '@forja/contracts';
import { mockFetch, never, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const CREDITS: Credits = {
  balance: 1250,
  held: 5,
  available: 1245,
  plan: {
    id: 'plus',
    name: 'Plus',
    priceCents: 5900,
    currency: 'EUR',
    monthlyCredits: 200,
    storageQuotaBytes: 1024 * 1024 * 1024,
    popular: true,
    contactOnly: false,
  },
};

/** The dashboard's calls; the archive below the counters lists nothing here (its own tests cover it). */
function dashboardServer(routes: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs({ name: 'Ana Pop' }),
    'GET /api/credits': { body: CREDITS },
    'GET /api/articles/count': { body: { count: 3 } },
    'GET /api/articles': { body: { items: [], nextCursor: null } },
    'GET /api/images/count': { body: { count: 0 } },
    'GET /api/video-scripts/count': { body: { count: 0 } },
    'GET /api/voice-overs/count': { body: { count: 0 } },
    'GET /api/videos/count': { body: { count: 0 } },
    'GET /api/social-posts/count': { body: { count: 0 } },
    ...routes,
  });
}

describe('Dashboard', () => {
  // Sonner keeps toasts between tests and replays them to the next Toaster.
  afterEach(() => void toast.dismiss());

  it('welcomes the user by name and shows the credits they can spend, with the plan', async () => {
    dashboardServer();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana Pop!')).toBeInTheDocument();
    const card = screen.getByTestId('credits-left');
    expect(await within(card).findByText('1,245')).toBeInTheDocument();
    expect(card).toHaveTextContent('Credits left');
    expect(card).toHaveTextContent('Plus plan · 200 credits per month');
    expect(card).toHaveTextContent('5 credits reserved for generations in progress');
  });

  it('counts the articles created', async () => {
    dashboardServer({ 'GET /api/articles/count': { body: { count: 1234 } } });
    renderApp('/dashboard');
    const card = await screen.findByTestId('articles-created');
    expect(await within(card).findByText('1,234')).toBeInTheDocument();
    expect(card).toHaveTextContent('Articles created');
  });

  it('counts the videos in the Video Library, and Refresh reads them again', async () => {
    let count = 2;
    dashboardServer({ 'GET /api/videos/count': () => ({ body: { count } }) });
    const { user } = renderApp('/dashboard');
    const card = await screen.findByTestId('videos-created');
    expect(await within(card).findByText('2')).toBeInTheDocument();
    expect(card).toHaveTextContent('Videos generated');
    count = 3;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(card).findByText('3')).toBeInTheDocument();
  });

  it('falls back to "User" when the name is blank', async () => {
    dashboardServer({ 'GET /api/auth/get-session': signedInAs({ name: ' ' }) });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, User!')).toBeInTheDocument();
  });

  it('shows placeholders while the counters load', async () => {
    dashboardServer({ 'GET /api/credits': never, 'GET /api/articles/count': never });
    renderApp('/dashboard');
    for (const id of ['credits-left', 'articles-created']) {
      const card = await screen.findByTestId(id);
      expect(card).toHaveAttribute('aria-busy', 'true');
      expect(card.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    }
  });

  it('shows an error with a retry that loads the balance', async () => {
    let fail = true;
    dashboardServer({
      'GET /api/credits': () =>
        fail ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } : { body: CREDITS },
    });
    const { user } = renderApp('/dashboard');
    const alert = await within(await screen.findByTestId('credits-left')).findByRole('alert');
    expect(alert).toHaveTextContent('Your credits could not be loaded.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByTestId('credits-left')).findByText('1,245')).toBeInTheDocument();
  });

  it('Refresh reloads the counters, then says the stats were updated', async () => {
    let count = 3;
    let available = 1245;
    let release: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    const server = dashboardServer({
      'GET /api/articles/count': async () => {
        await gate;
        return { body: { count } };
      },
      'GET /api/credits': () => ({ body: { ...CREDITS, available } }),
    });
    const { user } = renderApp('/dashboard');
    const articles = await screen.findByTestId('articles-created');
    expect(await within(articles).findByText('3')).toBeInTheDocument();
    const calls = (path: string) =>
      server.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).length;
    const before = { count: calls('/api/articles/count'), credits: calls('/api/credits') };

    count = 4;
    available = 1243;
    gate = new Promise((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    expect(screen.queryByText('Stats updated')).not.toBeInTheDocument();
    release();

    expect(await screen.findByText('Stats updated')).toBeInTheDocument();
    expect(within(articles).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByTestId('credits-left')).getByText('1,243')).toBeInTheDocument();
    expect(calls('/api/articles/count')).toBe(before.count + 1);
    expect(calls('/api/credits')).toBe(before.credits + 1);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('Refresh says when the stats could not be updated', async () => {
    let fail = false;
    dashboardServer({
      'GET /api/articles/count': () =>
        fail
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }
          : { body: { count: 3 } },
    });
    const { user } = renderApp('/dashboard');
    await within(await screen.findByTestId('articles-created')).findByText('3');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The stats could not be updated.')).toBeInTheDocument();
    expect(screen.queryByText('Stats updated')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('articles-created')).toHaveTextContent(
        'The number of articles could not be loaded.',
      ),
    );
  });

  it('shows the archives as sections, only those that exist, the articles open first', async () => {
    dashboardServer();
    renderApp('/dashboard');
    const archives = await screen.findByRole('region', { name: 'Your archives' });
    const triggers = within(archives).getAllByRole('button', { expanded: true });
    expect(triggers.map((b) => b.textContent)).toEqual([
      'Saved articlesArticles you saved from the article wizard, newest first.',
    ]);
    expect(await within(archives).findByText('No saved articles yet')).toBeInTheDocument();
  });
});
