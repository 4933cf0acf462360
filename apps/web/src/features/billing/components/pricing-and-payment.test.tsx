import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { never } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { billingServer, PLUS } from '@/test/billing-test-server';
import { GIVE_UP_AFTER_MS } from './payment-success-page';

describe('Pricing and the payment pages', () => {
  it('shows the plans with their prices and credits, marks the current one, and says Free is already active', async () => {
    billingServer();
    const { user } = renderApp('/pricing');
    const plus = await screen.findByTestId('plan-plus');
    expect(plus).toHaveTextContent('€59 / month');
    expect(plus).toHaveTextContent('Most popular');
    expect(plus).toHaveTextContent('200 credits a month');
    await waitFor(() => expect(screen.getByTestId('plan-free')).toHaveTextContent('Current plan'));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/?subject=Enterprise%20plan#contact',
    );
    await user.click(within(screen.getByTestId('plan-free')).getByRole('button', { name: 'Free' }));
    expect(await screen.findByText('The Free plan is already active.')).toBeInTheDocument();
  });

  it('starts one checkout at a time: every paid button waits while one starts', async () => {
    billingServer({ 'POST /api/billing/checkout': never });
    const { user } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Activate Plus' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate Plus' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Activate Start' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate Pro' })).toBeDisabled();
  });

  it('pays in the local test checkout, labelled as a test, and the success page shows the new balance', async () => {
    const server = billingServer();
    const { user } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Activate Plus' }));
    expect(await screen.findByText('This is a test: no money is taken.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay €59 (test)' }));
    expect(
      await screen.findByRole('heading', { name: 'Payment completed successfully!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('You now have 200 credits.')).toBeInTheDocument();
    expect(server.state.subscription).toEqual(PLUS);
  });

  it('does not offer the plan being paid for again', async () => {
    const server = billingServer();
    server.state.subscription = PLUS;
    renderApp('/pricing');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate Plus' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Activate Pro' })).toBeEnabled();
  });

  it('waits on the success page while the payment is not confirmed yet', async () => {
    billingServer();
    renderApp('/payment/success?session_id=cs_1');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.queryByText(/You now have/)).not.toBeInTheDocument();
  });

  it('after an upgrade the success page waits while the old plan is still in effect', async () => {
    const server = billingServer();
    server.state.subscription = PLUS;
    renderApp('/payment/success?plan=pro');
    // Shown once the subscription has loaded and Pro is not in effect yet.
    expect(await screen.findByText('Confirming your change to Pro…')).toBeInTheDocument();
    expect(screen.queryByText(/subscription is active/)).not.toBeInTheDocument();
  });

  it('after an upgrade the success page shows the new plan once it is in effect', async () => {
    const server = billingServer();
    server.state.subscription = { ...PLUS, planId: 'pro', planName: 'Pro', priceCents: 7900 };
    server.state.balance = 400;
    renderApp('/payment/success?plan=pro');
    expect(
      await screen.findByText('Your Pro subscription is active and your credits were added.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('You now have 400 credits.')).toBeInTheDocument();
  });

  it('offers the plan in effect again while a downgrade waits for the renewal', async () => {
    const server = billingServer();
    server.state.subscription = { ...PLUS, nextPlan: { id: 'start', name: 'Start' } };
    renderApp('/pricing');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate Plus' })).toBeEnabled());
  });

  it('the cancelled page leads back to the plans', async () => {
    billingServer();
    const { user } = renderApp('/payment/cancelled');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to plans' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });

  it('tells a paying user how to go back to Free instead of saying Free is already active', async () => {
    const server = billingServer();
    server.state.subscription = { ...PLUS, planId: 'pro', planName: 'Pro', priceCents: 7900 };
    const { user } = renderApp('/pricing');
    await waitFor(() => expect(screen.getByTestId('plan-pro')).toHaveTextContent('Current plan'));
    const free = within(screen.getByTestId('plan-free')).getByRole('button', { name: 'Free' });
    await waitFor(() => expect(free).toBeEnabled());
    await user.click(free);
    expect(
      await screen.findByText(
        'You are on Pro. To go back to Free, cancel your subscription: Pro stays active until December 24, 2026, then your account moves to Free.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('plan-free')).not.toHaveTextContent('Current plan');
  });

  it('the test checkout without a plan offers no payment, only the way back to the plans', async () => {
    billingServer();
    renderApp('/billing/test-checkout');
    expect(await screen.findByText('This plan cannot be bought.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/€ \(test\)/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/pricing');
  });

  it('the success page opened without a payment says nothing was paid, and does not wait', async () => {
    const server = billingServer();
    renderApp('/payment/success');
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeInTheDocument();
    expect(screen.getByText(/nothing was paid/)).toBeInTheDocument();
    expect(screen.queryByText('Payment completed successfully!')).not.toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    const reads = () =>
      server.fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/billing/subscription')).length;
    expect(reads()).toBe(1);
  });

  it('a checkout that is never confirmed stops waiting after a minute and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = billingServer();
    const { user } = renderApp('/payment/success?session_id=cs_1');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS));
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed yet' })).toBeInTheDocument();
    expect(screen.queryByText('Payment completed successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My subscription' })).toHaveAttribute(
      'href',
      '/settings?tab=subscription',
    );
    // The webhook arrives late: checking again finds the plan active.
    server.state.subscription = PLUS;
    server.state.balance = 200;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('You now have 200 credits.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment completed successfully!' })).toBeInTheDocument();
  });
});
