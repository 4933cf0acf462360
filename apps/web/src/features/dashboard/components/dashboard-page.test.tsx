import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Credits } from '@forja/contracts';
import { mockFetch, never, signedInAs } from '@/test/mock-fetch';
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
    popular: true,
    contactOnly: false,
  },
};

describe('Dashboard', () => {
  it('welcomes the user by name and shows the credits they can spend, with the plan', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ name: 'Ana Pop' }),
      'GET /api/credits': { body: CREDITS },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana Pop!')).toBeInTheDocument();
    const card = screen.getByTestId('credits-left');
    expect(await within(card).findByText('1,245')).toBeInTheDocument();
    expect(card).toHaveTextContent('Credits left');
    expect(card).toHaveTextContent('Plus plan · 200 credits per month');
    expect(card).toHaveTextContent('5 credits reserved for generations in progress');
  });

  it('falls back to "User" when the name is blank', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ name: ' ' }),
      'GET /api/credits': { body: CREDITS },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, User!')).toBeInTheDocument();
  });

  it('shows a placeholder while the balance loads', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs(), 'GET /api/credits': never });
    renderApp('/dashboard');
    const card = await screen.findByTestId('credits-left');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card.querySelector('[data-slot="skeleton"]')).not.toBeNull();
  });

  it('shows an error with a retry that loads the balance', async () => {
    let fail = true;
    mockFetch({
      'GET /api/auth/get-session': signedInAs(),
      'GET /api/credits': () =>
        fail ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } : { body: CREDITS },
    });
    const { user } = renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your credits could not be loaded.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByTestId('credits-left')).findByText('1,245')).toBeInTheDocument();
  });
});
