import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { settingsServer } from '@/test/settings-test-server';
import { instantToZoned, isTimeZone, offsetMinutesAt } from '@forja/contracts';
import { browserTimeZone, isKnownTimeZone, localDateIn, utcOffsetLabel } from './time-zone';
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

  it("reads the wall clock as the contracts do (the server's reading), across DST changes", () => {
    const zones = ['Pacific/Auckland', 'America/St_Johns', 'Europe/Bucharest', 'Asia/Kathmandu', 'UTC'];
    const instants = [
      '2026-04-05T13:59:59Z',
      '2026-04-05T14:00:00Z',
      '2026-09-26T14:00:00Z',
      '2026-12-31T23:30:00Z',
    ];
    for (const zone of zones) {
      for (const iso of instants) {
        expect(localDateIn(iso, zone), `${zone} ${iso}`).toBe(
          instantToZoned(new Date(iso), zone).slice(0, 10),
        );
        const minutes = offsetMinutesAt(Date.parse(iso), zone);
        const sign = minutes < 0 ? '-' : '+';
        const hhmm = `${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
        expect(utcOffsetLabel(zone, Date.parse(iso))).toBe(`UTC${sign}${hhmm}`);
      }
    }
    for (const name of ['Europe/Bucharest', 'UTC', 'Nowhere/City', '', 'x'.repeat(65)]) {
      expect(isKnownTimeZone(name), name).toBe(isTimeZone(name));
    }
  });
});
