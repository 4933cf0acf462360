import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { createTestQueryClient, renderApp } from '@/test/render-app';
import { BATCH_ID, batch, row } from '../test-data';
import { BatchesPage } from './batches-page';

/* The user's batches: each with its status and counts, or the empty state. */

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <BatchesPage /> }]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('BatchesPage', () => {
  it('lists the batches with their status and counts, each linked to its page', async () => {
    const { rows: _rows, ...summary } = batch(
      [row({ status: 'succeeded' }), row({ status: 'failed' }), row()],
      {
        status: 'paused',
      },
    );
    mockFetch({ 'GET /api/batches': { body: { items: [summary] } } });
    renderPage();
    const item = within(await screen.findByTestId('batch-list')).getByRole('link');
    expect(item).toHaveAttribute('href', `/batches/${BATCH_ID}`);
    expect(item).toHaveTextContent('Batch of Videos');
    expect(item).toHaveTextContent('Paused');
    expect(item).toHaveTextContent('1 of 3 done · 1 failed');
  });

  it('says when there are none yet', async () => {
    mockFetch({ 'GET /api/batches': { body: { items: [] } } });
    renderPage();
    expect(await screen.findByText('No batches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run a batch' })).toHaveAttribute('href', '/batches/new');
  });

  it('is reached from the sidebar and its route', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs(),
      'GET /api/batches': { body: { items: [] } },
    });
    renderApp('/batches');
    expect(await screen.findByRole('heading', { name: 'Batches', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Batches' })).toHaveAttribute('href', '/batches');
  });
});
