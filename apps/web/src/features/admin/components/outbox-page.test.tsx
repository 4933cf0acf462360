import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OutboxMail } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const OLDER: OutboxMail = {
  id: 'm1',
  to: 'ana@example.com',
  subject: 'Reset your password',
  text: 'Open this link: http://127.0.0.1:3000/reset-password-confirmation?token=abc.\nIt expires in an hour.',
  status: 'logged',
  createdAt: '2025-03-01T10:00:00.000Z',
};
const NEWER: OutboxMail = {
  id: 'm2',
  to: 'ion@example.com',
  subject: 'Welcome to Forja',
  text: 'Hello! javascript:alert(1) stays text.',
  status: 'failed',
  createdAt: '2025-03-02T10:00:00.000Z',
};

function adminServer(outbox: MockHandler) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
    'GET /api/admin/outbox': outbox,
    // The overview's own data (features/back-office-overview has its tests).
    'GET /api/admin/stats': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    'GET /api/admin/setup': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
  });
}

describe('Back office', () => {
  it('has a home that links to the outbox', async () => {
    adminServer({ body: { items: [] } });
    const { user, router } = renderApp('/backend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: /Outbox.*Read the emails/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backend/outbox');
  });
});

describe('Outbox', () => {
  it('lists mails newest first with recipient, status and date; a mail opens to its text with links', async () => {
    adminServer({ body: { items: [OLDER, NEWER] } });
    const { user } = renderApp('/backend/outbox');
    await screen.findByText('Welcome to Forja');
    const triggers = within(screen.getByRole('main')).getAllByRole('button', { expanded: false });
    expect(triggers.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Welcome to Forja'),
      expect.stringContaining('Reset your password'),
    ]);
    expect(triggers[0]).toHaveTextContent('ion@example.com');
    expect(triggers[0]).toHaveTextContent('Failed');
    expect(triggers[1]).toHaveTextContent('Kept in outbox');
    expect(triggers[1]).toHaveTextContent('Mar 1, 2025');

    await user.click(triggers[1]!);
    const link = await screen.findByRole('link', { name: /reset-password-confirmation/ });
    // The full stop after the address belongs to the sentence.
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:3000/reset-password-confirmation?token=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/It expires in an hour\./)).toBeInTheDocument();

    await user.click(triggers[0]!);
    expect(await screen.findByText(/javascript:alert\(1\) stays text/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
  });

  it('says why the links of a mail to an administrator are hidden', async () => {
    const hidden: OutboxMail = {
      ...OLDER,
      to: 'otto@example.com',
      text: 'Open this link: ••••••\nIt expires in an hour.',
      linksHidden: true,
    };
    adminServer({ body: { items: [hidden] } });
    const { user } = renderApp('/backend/outbox');
    await user.click(await screen.findByRole('button', { name: /Reset your password/ }));
    expect(
      await screen.findByText(
        "The links in this email are hidden: only an owner can see a link sent to an administrator's account.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reset-password-confirmation/ })).not.toBeInTheDocument();
  });

  it('says when there are no mails', async () => {
    adminServer({ body: { items: [] } });
    renderApp('/backend/outbox');
    expect(await screen.findByRole('heading', { name: 'No emails yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    adminServer({ status: 403, body: { code: 'FORBIDDEN', message: 'Admins only' } });
    renderApp('/backend/outbox');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The outbox could not be loaded.');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
