import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { never } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { billingServer, PLUS } from '@/test/billing-test-server';

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
});
