import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { settingsServer } from '@/test/settings-test-server';

describe('Settings page', () => {
  it('shows only the tabs that exist, in the spec order, Profile first', async () => {
    settingsServer();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Profile',
      'Brand kits',
      'Connections',
      'API',
      'Webhooks',
      'Notifications',
      'Subscription',
      'Invoices',
    ]);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the URL and keeps the chosen tab in the URL', async () => {
    settingsServer();
    const { router, user } = renderApp('/settings?tab=notifications');
    expect(await screen.findByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Arrow keys move between tabs (and select them), as the tabs pattern expects.
    screen.getByRole('tab', { name: 'Notifications' }).focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=webhooks'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=api'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=connections'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=brand-kits'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=profile'));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
  });

  it('falls back to Profile for an unknown tab', async () => {
    settingsServer();
    renderApp('/settings?tab=billing-history');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });
});
