import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { freeCredits } from '@/test/fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { CreditNote } from './credit-note';

function renderNote(cost: number, available: number) {
  mockFetch({ 'GET /api/credits': { body: freeCredits(available) } });
  const router = createMemoryRouter([
    { path: '/', element: <CreditNote cost={cost} text={`This costs ${cost} credits.`} /> },
  ]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CreditNote', () => {
  it('shows the cost and the balance before anything starts', async () => {
    renderNote(2, 50);
    expect(await screen.findByText('Available: 50')).toBeInTheDocument();
    expect(screen.getByTestId('cost-note')).toHaveTextContent('This costs 2 credits.');
    expect(screen.queryByTestId('credits-short')).not.toBeInTheDocument();
  });

  it('says how many credits are missing and links to the plans when the balance is short', async () => {
    renderNote(5, 3);
    expect(await screen.findByTestId('credits-short')).toHaveTextContent(
      'You need 2 more credits to start this.',
    );
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});
