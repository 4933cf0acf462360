import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminUser, AdminUserDetail } from '@forja/contracts';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { i18n } from '@/lib/i18n';
import { FREE } from '@/test/billing-test-server';

/* What staff may not do even with the permission: the page hides it and says why. */

const person = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u2',
  name: 'Ion Pop',
  email: 'ion@example.com',
  role: 'user',
  planId: 'free',
  planName: 'Free',
  credits: 50,
  status: 'inactive',
  createdAt: '2025-03-02T10:00:00.000Z',
  ...over,
});
const detailOf = (user: AdminUser): AdminUserDetail => ({
  user,
  ledger: [],
  generations: [],
  subscription: { ...FREE, renewsAt: null },
  invoices: [],
});

describe('Back-office limits on staff', () => {
  it('hides Add credits on one’s own page and says why', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ role: 'support' }),
      // u1 is the signed-in user.
      'GET /api/admin/users/u1': { body: detailOf(person({ id: 'u1', name: 'Ana Pop', role: 'support' })) },
    });
    renderApp('/backend/users/u1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Pop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add credits' })).not.toBeInTheDocument();
    expect(screen.getByText('You cannot add credits to your own account.')).toBeInTheDocument();
  });

  it('shows the refusal of a grant above the ceiling, translated, with the ceiling', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ role: 'support', language: 'ro' }),
      'PATCH /api/profile': { body: {} },
      'GET /api/admin/users/u2': { body: detailOf(person({})) },
      'POST /api/admin/users/u2/credits': {
        status: 403,
        body: {
          code: 'CREDIT_GRANT_ABOVE_CEILING',
          message: 'Only an owner grants more than 1000 credits at once.',
          details: { ceiling: 1000 },
        },
      },
    });
    await i18n.changeLanguage('ro');
    const { user } = renderApp('/backend/users/u2');
    await screen.findByRole('heading', { level: 1, name: 'Ion Pop' });
    await user.click(screen.getByRole('button', { name: 'Adaugă credite' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Credite/), '5000');
    await user.type(within(dialog).getByLabelText(/Motiv/), 'Bun venit');
    await user.click(within(dialog).getByRole('button', { name: 'Adaugă credite' }));
    expect(
      await screen.findByText(
        'Doar un proprietar poate acorda odată mai multe credite decât limita de 1000.',
      ),
    ).toBeInTheDocument();
  });

  it('an administrator sees no edit, reset, delete or role change on another administrator', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: true, role: 'admin' }),
      'GET /api/admin/users/u2': { body: detailOf(person({ role: 'admin' })) },
    });
    renderApp('/backend/users/u2');
    await screen.findByRole('heading', { level: 1, name: 'Ion Pop' });
    for (const name of ['Edit', 'Delete user', 'Send password reset']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(
      screen.getByText(
        "Only an owner can edit, reset, delete or change the role of an administrator's or owner's account.",
      ),
    ).toBeInTheDocument();
    // Credits stay: granting to someone else is not taking their account over.
    expect(screen.getByRole('button', { name: 'Add credits' })).toBeInTheDocument();
  });

  it('an owner has every action on an administrator', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: true, role: 'owner' }),
      'GET /api/admin/users/u2': { body: detailOf(person({ role: 'admin' })) },
    });
    renderApp('/backend/users/u2');
    await screen.findByRole('heading', { level: 1, name: 'Ion Pop' });
    for (const name of ['Edit', 'Delete user', 'Send password reset', 'Add credits']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Role')).toBeEnabled();
  });
});
