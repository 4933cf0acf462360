import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_LOADING_TIMEOUT_MS } from '@forja/contracts';
import { mockFetch, never, signedInAs, signedOut } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

describe('route guards', () => {
  it('sends a signed-out visitor from a protected route to /login and remembers the target', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedOut });
    const { router } = renderApp('/settings?tab=profile');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/settings?tab=profile' });
  });

  it('shows a spinner while the session loads, then treats a session slower than 5 s as signed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET /api/auth/get-session': never });
    const { router } = renderApp('/dashboard');
    // Past the router's own loading screen, the guard's spinner is what remains.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS - 500));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats a failing session request as signed out', async () => {
    mockFetch({
      'GET /api/auth/get-session': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } },
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user into the signed-in layout', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs({ name: 'Ana Pop' }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText('Ana Pop').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('tells a non-admin at /backend that access is restricted, with a link to the dashboard', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs({ isAdmin: false }) });
    const { router } = renderApp('/backend/settings');
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Only administrators can access this area.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/backend/settings');
  });

  it('lets an admin into /backend and shows the Back office link', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs({ isAdmin: true }) });
    renderApp('/backend');
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back office' }).length).toBeGreaterThan(0);
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs() });
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the not-found page with a link home when signed out', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedOut });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page with a link to the dashboard when signed in', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs() });
    renderApp('/no-such-page');
    expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
