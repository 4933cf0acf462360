import type { OAuthConnection, WordPressConnection } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';

/* Shared by the connections tests only: a signed-in user whose WordPress connection the handlers change. */

export const CONNECTED: WordPressConnection = {
  platform: 'wordpress',
  connected: true,
  display: { siteUrl: 'https://blog.example.com', username: 'ana', displayName: 'Ana Pop', userId: 7 },
  connectedAt: '2025-03-01T10:00:00.000Z',
};

const setup = (platform: string) => ({
  configured: true,
  missing: [],
  redirectUrl: `http://localhost:3000/api/connections/${platform}/callback`,
});
export const YOUTUBE_OFF: OAuthConnection = {
  platform: 'youtube',
  connected: false,
  needsReconnect: false,
  display: null,
  connectedAt: null,
  setup: setup('youtube'),
};
export const TIKTOK_OFF: OAuthConnection = {
  platform: 'tiktok',
  connected: false,
  needsReconnect: false,
  display: null,
  connectedAt: null,
  setup: setup('tiktok'),
};

export function connectionsServer(
  initial: WordPressConnection | null,
  overrides: Record<string, MockHandler> = {},
  oauth: { youtube?: OAuthConnection; tiktok?: OAuthConnection } = {},
) {
  const state = {
    wordpress: initial,
    youtube: oauth.youtube ?? YOUTUBE_OFF,
    tiktok: oauth.tiktok ?? TIKTOK_OFF,
  };
  const list = () => ({
    body: {
      connections: [
        state.wordpress ?? { platform: 'wordpress', connected: false, display: null, connectedAt: null },
        state.youtube,
        state.tiktok,
      ],
    },
  });
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/connections': list,
    'PUT /api/connections/wordpress': ({ body }) => {
      const { url } = body as { url: string };
      state.wordpress = {
        ...CONNECTED,
        display: { ...CONNECTED.display, siteUrl: url.replace(/\/+$/, '') },
        connectedAt: '2025-04-01T10:00:00.000Z',
      };
      return { body: state.wordpress };
    },
    'POST /api/connections/wordpress/test': () =>
      state.wordpress
        ? { body: state.wordpress }
        : { status: 409, body: { code: 'WORDPRESS_NOT_CONNECTED', message: 'Not connected' } },
    'DELETE /api/connections/wordpress': () => {
      state.wordpress = null;
      return { status: 204 };
    },
    ...overrides,
  });
  const callsTo = (method: string, path: string) =>
    fetch.mock.calls.filter(
      ([url, init]) =>
        new URL(String(url), 'http://localhost').pathname === path &&
        (init?.method ?? 'GET').toUpperCase() === method,
    );
  const bodyOf = (call: unknown[] | undefined) =>
    JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
  return { fetch, state, callsTo, bodyOf };
}
