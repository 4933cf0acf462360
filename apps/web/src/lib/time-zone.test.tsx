import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { settingsServer } from '@/test/settings-test-server';
import { browserTimeZone, utcOffsetLabel } from './time-zone';
import { syncProfileTimeZone } from './time-zone-sync';

/** The browser says it is in `zone` (jsdom reports the machine's). */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

describe('The profile time zone on first load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the browser zone once when the profile has none, and shows it in Settings', async () => {
    browserIn('Pacific/Auckland');
    const server = settingsServer();
    server.state.profile = { ...server.state.profile, timeZone: '' };
    const { user, router } = renderApp('/settings');

    await waitFor(() => expect(server.state.profile.timeZone).toBe('Pacific/Auckland'));
    expect(server.bodyOf(server.callsTo('PATCH', '/api/profile')[0])).toEqual({
      timeZone: 'Pacific/Auckland',
    });
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Pacific/Auckland');

    // Moving around the app, the profile read again: no second request.
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await router.navigate('/settings?tab=profile');
    await screen.findByDisplayValue('Ana Pop');
    expect(server.callsTo('PATCH', '/api/profile')).toHaveLength(1);
  });

  it('tries once per app load even when saving fails (no loop)', async () => {
    browserIn('Europe/Madrid');
    const server = settingsServer({
      'PATCH /api/profile': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } },
    });
    server.state.profile = { ...server.state.profile, timeZone: '' };
    const { queryClient } = renderApp('/settings');
    await waitFor(() => expect(server.callsTo('PATCH', '/api/profile')).toHaveLength(1));
    // Asked again in the same app load (the shell mounted anew), the profile read again: the
    // one attempt stands.
    await queryClient.refetchQueries({ queryKey: ['profile'] });
    await syncProfileTimeZone(queryClient);
    expect(server.callsTo('PATCH', '/api/profile')).toHaveLength(1);
    expect(server.state.profile.timeZone).toBe('');
  });

  it('leaves a zone already chosen alone', async () => {
    browserIn('Pacific/Auckland');
    const server = settingsServer();
    renderApp('/settings');
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Europe/Bucharest');
    expect(server.callsTo('GET', '/api/profile').length).toBeGreaterThanOrEqual(1);
    expect(server.callsTo('PATCH', '/api/profile')).toHaveLength(0);
  });
});

describe('time zone helpers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ignores a browser zone the platform does not know', () => {
    browserIn('Mars/Olympus_Mons');
    expect(browserTimeZone()).toBe('');
  });

  it('writes offsets as UTC±hh:mm, at the given instant', () => {
    expect(utcOffsetLabel('Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffsetLabel('Pacific/Auckland', Date.parse('2026-01-15T00:00:00Z'))).toBe('UTC+13:00');
    expect(utcOffsetLabel('Pacific/Auckland', Date.parse('2026-07-15T00:00:00Z'))).toBe('UTC+12:00');
    expect(utcOffsetLabel('America/St_Johns', Date.parse('2026-01-15T00:00:00Z'))).toBe('UTC-03:30');
  });
});
