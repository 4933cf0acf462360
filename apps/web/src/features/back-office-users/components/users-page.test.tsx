import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminUser, AdminUserDetail } from '@forja/contracts';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const ION: AdminUser = {
  id: 'u2',
  name: 'Ion Pop',
  email: 'ion@example.com',
  role: 'user',
  planId: 'plus',
  planName: 'Plus',
  credits: 250,
  status: 'active',
  createdAt: '2025-03-02T10:00:00.000Z',
};
const DETAIL: AdminUserDetail = {
  user: ION,
  ledger: [
    {
      id: 'l1',
      amount: 50,
      reason: 'signup_grant',
      reference: 'free',
      balanceAfter: 50,
      createdAt: '2025-03-02T10:00:00.000Z',
    },
  ],
  generations: [
    { id: 'g1', kind: 'article', status: 'failed', cost: 2, startedAt: '2025-03-03T10:00:00.000Z' },
  ],
  subscription: {
    planId: 'plus',
    planName: 'Plus',
    priceCents: 5900,
    currency: 'EUR',
    status: 'active',
    currentPeriodEnd: '2025-04-02T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    renewsAt: '2025-04-02T10:00:00.000Z',
    provider: 'test',
    canManage: false,
    nextPlan: null,
  },
  invoices: [],
};

describe('Back-office users', () => {
  it('lists users with plan, credits, status and role, and searches on the server', async () => {
    const seen: string[] = [];
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: true, role: 'admin' }),
      'GET /api/admin/users': ({ url }) => {
        seen.push(new URL(url, 'http://x').search);
        return { body: { items: url.includes('q=nobody') ? [] : [ION], nextCursor: null } };
      },
    });
    const { user } = renderApp('/backend/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getByRole('row', { name: /Ion Pop/ });
    expect(row).toHaveTextContent('ion@example.com');
    expect(row).toHaveTextContent('Plus');
    expect(row).toHaveTextContent('250');
    expect(row).toHaveTextContent('Active');
    await user.type(screen.getByLabelText('Search by name or email'), 'nobody');
    expect(await screen.findByText('No user matches this search.')).toBeInTheDocument();
    expect(seen.at(-1)).toContain('q=nobody');
  });

  it('shows support only what it may do: no edit, delete, reset or role; add credits stays', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ role: 'support' }),
      'GET /api/admin/users/u2': { body: DETAIL },
    });
    renderApp('/backend/users/u2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ion Pop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add credits' })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete user', 'Send password reset']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Users']);
    // The failed generation cost nothing; the ledger says why credits came.
    expect(screen.getByText('Free plan credits at sign-up')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Article/ })).getByText('0')).toBeInTheDocument();
  });

  it('tells support that the settings are not theirs', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs({ role: 'support' }) });
    renderApp('/backend/settings');
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
  });
});
