import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, signedInAs, signedOut } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { i18n } from '@/lib/i18n';

describe('AppShell', () => {
  it('logs out from the top bar: signs out on the server, forgets the session and goes home', async () => {
    let signedIn = true;
    const fetch = mockFetch({
      'GET /api/auth/get-session': () => (signedIn ? signedInAs() : signedOut),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const { user, router, queryClient } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeNull());
    // Home, not the sign-in page the dashboard's guard would have sent us to; the mark is gone.
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('sign-out'));
    expect(call?.[1]?.method).toBe('POST');
    expect(call?.[1]?.body).toBe('{}');
  });

  it('removes the wizard drafts at Log out before it navigates, not once home has loaded', async () => {
    let signedIn = true;
    mockFetch({
      'GET /api/auth/get-session': () => (signedIn ? signedInAs() : signedOut),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const draftKey = 'forja.user.video-studio.u1';
    localStorage.setItem(draftKey, JSON.stringify({ version: 1, draft: { draftId: 'd1' } }));
    localStorage.setItem('forja.not-a-user-key', 'kept');
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // What the browser holds at every step of the way out, from the navigation's first moment.
    const seen: (string | null)[] = [];
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.pathname === '/') {
        seen.push(localStorage.getItem(draftKey));
      }
    });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    unsubscribe();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value === null)).toBe(true);
    // Only the user's own prefix goes.
    expect(localStorage.getItem('forja.not-a-user-key')).toBe('kept');
  });

  it('opens the navigation in a sheet from the menu button', async () => {
    mockFetch({ 'GET /api/auth/get-session': signedInAs({ isAdmin: true }) });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(sheet).getByRole('link', { name: 'Back office' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves a language change to the profile while signed in', async () => {
    const fetch = mockFetch({
      'GET /api/auth/get-session': signedInAs({ language: 'en' }),
      'PATCH /api/profile': { body: {} },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');

    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.resolvedLanguage).toBe('es');
    await waitFor(() => {
      // (The shell also reads the profile, for its time zone: the PATCH is the save.)
      const call = fetch.mock.calls.find(
        ([url, init]) => String(url).includes('/api/profile') && init?.method === 'PATCH',
      );
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ language: 'es' });
    });
  });
});
