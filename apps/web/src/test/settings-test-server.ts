import type { NotificationPrefs, Profile } from '@forja/contracts';
import { FREE } from '@/test/billing-test-server';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';

/* Shared by the settings tests only: a signed-in user whose profile the handlers can change. */

export const PROFILE: Profile = {
  id: 'u1',
  name: 'Ana Pop',
  email: 'ana@example.com',
  isAdmin: false,
  role: 'user',
  language: 'en',
  // Set: the app's first-load detection (lib/time-zone.ts) leaves it alone.
  timeZone: 'Europe/Bucharest',
  address: 'Str. Lungă 1',
  city: 'Brașov',
  country: 'Romania',
  company: '',
  cui: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function settingsServer(overrides: Record<string, MockHandler> = {}) {
  const state: { profile: Profile; prefs: NotificationPrefs } = {
    profile: { ...PROFILE },
    prefs: { emailNotifications: true, marketingEmails: false },
  };
  const fetch = mockFetch({
    'GET /api/auth/get-session': () => signedInAs({ name: state.profile.name }),
    'GET /api/profile': () => ({ body: state.profile }),
    'PATCH /api/profile': ({ body }) => {
      state.profile = { ...state.profile, ...(body as Partial<Profile>) };
      return { body: state.profile };
    },
    'GET /api/notifications': () => ({ body: state.prefs }),
    'PUT /api/notifications': ({ body }) => {
      state.prefs = body as NotificationPrefs;
      return { body: state.prefs };
    },
    // The Connections tab (its own feature, composed into this page) reads this when opened.
    'GET /api/connections': { body: { connections: [] } },
    'GET /api/media/usage': { body: { usedBytes: 0, quotaBytes: 1024 ** 3, planId: 'free' } },
    // The account deletion says whether a subscription ends with the account.
    'GET /api/billing/subscription': { body: FREE },
    ...overrides,
  });
  const callsTo = (method: string, path: string) =>
    fetch.mock.calls.filter(
      ([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET').toUpperCase() === method,
    );
  const bodyOf = (call: unknown[] | undefined) =>
    JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
  return { fetch, state, callsTo, bodyOf };
}
