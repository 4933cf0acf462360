import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AdminUserDetail, Subscription } from '@forja/contracts';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const SUBSCRIPTION: Subscription = {
  planId: 'pro',
  planName: 'Pro',
  priceCents: 7900,
  currency: 'EUR',
  status: 'active',
  currentPeriodEnd: '2025-04-02T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  renewsAt: '2025-04-02T10:00:00.000Z',
  provider: 'stripe',
  canManage: true,
  nextPlan: null,
};

const detail = (subscription: Subscription): AdminUserDetail => ({
  user: {
    id: 'u2',
    name: 'Ion Pop',
    email: 'ion@example.com',
    role: 'user',
    planId: subscription.planId,
    planName: subscription.planName,
    credits: 250,
    status: subscription.status ? 'active' : 'inactive',
    createdAt: '2025-03-02T10:00:00.000Z',
  },
  ledger: [],
  generations: [],
  subscription,
  invoices: [],
});

async function openDeletion(subscription: Subscription) {
  mockFetch({
    'GET /api/auth/get-session': signedInAs({ isAdmin: true, role: 'owner' }),
    'GET /api/admin/users/u2': { body: detail(subscription) },
  });
  const { user } = renderApp('/backend/users/u2');
  await user.click(await screen.findByRole('button', { name: 'Delete user' }));
  return screen.findByRole('alertdialog', { name: 'Delete this user?' });
}

describe('Back office: deleting a user', () => {
  it('says a running subscription is cancelled immediately', async () => {
    const dialog = await openDeletion(SUBSCRIPTION);
    expect(dialog).toHaveTextContent('Their Pro subscription will be cancelled immediately.');
  });

  it('says nothing about a subscription when there is none running', async () => {
    const dialog = await openDeletion({
      ...SUBSCRIPTION,
      planId: 'free',
      planName: 'Free',
      priceCents: 0,
      status: null,
      provider: null,
    });
    expect(dialog).toHaveTextContent('will be deleted permanently');
    expect(dialog).not.toHaveTextContent('cancelled immediately');
  });
});
