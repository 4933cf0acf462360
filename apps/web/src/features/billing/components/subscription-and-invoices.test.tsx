import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { billingServer, invoice, PLUS } from '@/test/billing-test-server';

describe('Settings: Subscription and Invoices', () => {
  it('a Free plan says Free and links to the plans', async () => {
    billingServer();
    renderApp('/settings?tab=subscription');
    const details = await screen.findByTestId('subscription-details');
    expect(details).toHaveTextContent('Free');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('a paid plan shows its price with two decimals, status and renewal; cancel asks first, then says already cancelled', async () => {
    const server = billingServer();
    server.state.subscription = PLUS;
    const { user } = renderApp('/settings?tab=subscription');
    const details = await screen.findByTestId('subscription-details');
    expect(details).toHaveTextContent('€59.00 / month');
    expect(details).toHaveTextContent('Active');
    expect(screen.getByTestId('renewal-date')).toHaveTextContent('December 24, 2026');
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText(/Already cancelled: your plan stays usable until December 24, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
  });

  it('a downgrade says which plan comes at the renewal, and that the current one stays until then', async () => {
    const server = billingServer();
    server.state.subscription = { ...PLUS, nextPlan: { id: 'start', name: 'Start' } };
    renderApp('/settings?tab=subscription');
    expect(await screen.findByTestId('next-plan')).toHaveTextContent(
      'Changes to Start on December 24, 2026. Until then you keep Plus and its credits.',
    );
    expect(screen.getByTestId('subscription-details')).toHaveTextContent('Plus');
  });

  it('shows an error text when the subscription cannot be loaded', async () => {
    billingServer({
      'GET /api/billing/subscription': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderApp('/settings?tab=subscription');
    expect(await screen.findByText('Your subscription could not be loaded.')).toBeInTheDocument();
  });

  it('lists three invoices, then all with show more, and asks before opening a receipt', async () => {
    const server = billingServer();
    server.state.invoices = [
      invoice(4),
      invoice(3, { status: 'failed', receiptUrl: null }),
      invoice(2),
      invoice(1),
    ];
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/settings?tab=invoices');
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(3));
    const first = screen.getAllByTestId('invoice-row')[0]!;
    expect(first).toHaveTextContent('€59.00');
    expect(first).toHaveTextContent('Paid');
    expect(screen.getAllByTestId('invoice-row')[1]).toHaveTextContent('Failed');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('invoice-row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByTestId('invoice-row')).toHaveLength(3);
    await user.click(within(first).getByRole('button', { name: 'View' }));
    expect(open).not.toHaveBeenCalled();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Open receipt' }),
    );
    expect(open).toHaveBeenCalledWith('https://invoice.stripe.test/4', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('says when there are no invoices, and when they cannot be loaded', async () => {
    billingServer();
    const first = renderApp('/settings?tab=invoices');
    expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
    first.unmount();
    billingServer({
      'GET /api/billing/invoices': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderApp('/settings?tab=invoices');
    expect(await screen.findByText('Your invoices could not be loaded.')).toBeInTheDocument();
  });
});
